// The sign-in texts (docs/features.md, Sign-in and sessions): English exactly as the specification writes them. The
// Bangla is auth.bn.ts, with the same keys. The validation messages are the contract's (validation.bn.ts).
export default {
  drawer: {
    title: 'Sign In',
    close: 'Close sign in',
  },
  form: {
    label: 'Sign In',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot Password',
    submit: 'Sign In',
    submitting: 'Sign In....',
  },
};
