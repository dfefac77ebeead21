// Registration's texts (/register: both forms) and the e-mail change's confirmation page (/confirm-email): English,
// exactly as the screens have always written them. The Bangla is register.bn.ts.
export default {
  heading: 'Register',
  /** Before and after the course's name (in bold). */
  welcome: 'Welcome {{name}}: complete the form to enrol in ',
  welcomeEnd: '.',
  newForm: {
    name: 'Registration form',
    legend: 'Registration details',
    email: 'Email',
    mobile: 'Mobile No',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    submit: 'Register',
    submitting: 'Registering....',
  },
  existingForm: {
    name: 'Enrolment form',
    legend: 'Enrolment details',
    intro: 'You already have an account: confirm it with your password to join the course.',
    email: 'Email',
    password: 'Password',
    submit: 'Enrol',
    submitting: 'Enrolling....',
  },
  confirmEmail: {
    heading: 'Confirm E-mail Address',
    intro: "Your account's e-mail address changes to the address this link was sent to.",
    submit: 'Confirm E-mail Address',
    submitting: 'Confirming....',
    signIn: 'Go to the home page to sign in',
  },
};
