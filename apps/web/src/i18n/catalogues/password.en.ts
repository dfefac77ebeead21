// The Forgot Password and Reset Password screens (docs/features.md, Registration and reset): English exactly as the
// screens have always shown it. The Bangla is password.bn.ts, with the same keys.
export default {
  forgot: {
    title: 'Forgot Password',
    intro: 'Enter the e-mail of your account: we will mail you a link to choose a new password.',
    email: 'Email',
    submit: 'Send Reset Link',
    submitting: 'Sending....',
    remembered: 'Remembered it?',
    backToSignIn: 'Back to Sign In',
  },
  reset: {
    title: 'Reset Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    submit: 'Change Password',
    submitting: 'Changing....',
  },
  loading: 'Loading....',
};
