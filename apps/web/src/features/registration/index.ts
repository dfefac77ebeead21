// The registration feature's screens: /register, /forgot-password, /reset-password and /confirm-email (the
// pages of mailed links). Lazy, so that the form
// library and the registration schemas load with these pages only.
import { lazy } from 'react';

export const RegisterScreen = lazy(() =>
  import('./components/register-screen.tsx').then((module) => ({ default: module.RegisterScreen })),
);
export const ForgotPasswordScreen = lazy(() =>
  import('./components/forgot-password-screen.tsx').then((module) => ({ default: module.ForgotPasswordScreen })),
);
export const ResetPasswordScreen = lazy(() =>
  import('./components/reset-password-screen.tsx').then((module) => ({ default: module.ResetPasswordScreen })),
);
export const ConfirmEmailScreen = lazy(() =>
  import('./components/confirm-email-screen.tsx').then((module) => ({ default: module.ConfirmEmailScreen })),
);
