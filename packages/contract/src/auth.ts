// Sign-in, the session checks of each role, logout and password change (docs/features.md, Sign-in and sessions).
import { z } from 'zod';
import { ErrorBody, LIMITS, SuccessBody, UserTypeCode } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const required = 'Please Fill out this field';

/** The Sign In form and `POST /api/user/login`. */
export const LoginBody = z.object({
  email: z.string().trim().min(1, required).max(LIMITS.email, 'Email must be valid').email('Email must be valid'),
  password: z.string().min(1, required).max(LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * What an admin's session still needs before the console answers (docs/decisions/013-admin-two-step-sign-in.md):
 * `enrol` (no authenticator yet: set one up), `verify` (enter a code), `verified` (done), `off` (ADMIN_MFA=off).
 */
export const TwoStepState = z.enum(['enrol', 'verify', 'verified', 'off']);
export type TwoStepState = z.infer<typeof TwoStepState>;

export const LoginResponse = z.object({
  id: z.number().int(),
  token: z.string(),
  email: z.string(),
  user_type: UserTypeCode,
  /** Admins only, when two-step sign-in is required: the step the new session needs. Never sent to the others. */
  two_step: z.enum(['enrol', 'verify']).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The signed-in user shown in the public user menu; an empty list when nobody is signed in. */
export const LoggedInInfo = z.array(
  z.object({
    avatar: z.string().nullable(),
    name: z.string(),
    user_type: z.enum(['Admin', 'Coordinator', 'Participant']),
    /**
     * The language the person chose (docs/i18n.md), one of format.ts's LANGUAGES, written out here so that the web's
     * first load, which reads format.ts, does not share that module with the zod schemas' chunks; null until chosen.
     */
    language: z.enum(['en', 'bn']).nullable(),
  }),
);
export type LoggedInInfo = z.infer<typeof LoggedInInfo>;

export const AuthCheck = z.object({ id: z.number().int(), email: z.string(), user_type: UserTypeCode });
export type AuthCheck = z.infer<typeof AuthCheck>;

/** The admin's session check: it also answers a session that has not passed the two-step sign-in yet. */
export const AdminAuthCheck = AuthCheck.extend({ two_step: TwoStepState });
export type AdminAuthCheck = z.infer<typeof AdminAuthCheck>;

/** The admin's second step: TOTP of RFC 6238 as authenticator apps make it. */
export const TWO_STEP = {
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Time steps accepted on either side of the server's (clock drift). */
  window: 1,
  /** The issuer shown by the authenticator app beside the admin's e-mail. */
  issuer: 'Certification Portal',
} as const;

export const TWO_STEP_TEXTS = {
  /** 403 of every admin call but the two-step ones while the session has not passed the second step. */
  required: 'Two-step verification required',
  badCode: 'Invalid code',
  replayed: 'This code has already been used: wait for the next one',
  alreadyEnrolled: 'Two-step sign-in is already set up for this account',
  notStarted: 'Set up two-step sign-in first',
  off: 'Two-step sign-in is turned off',
  codeFormat: 'Enter the 6-digit code',
} as const;

/** A code of the authenticator app (spaces allowed between the digits, as apps show them). */
export const TwoStepCodeBody = z.object({
  code: z
    .string()
    .max(20, TWO_STEP_TEXTS.codeFormat)
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, TWO_STEP_TEXTS.codeFormat)),
});
export type TwoStepCodeBody = z.input<typeof TwoStepCodeBody>;

/** A new authenticator secret: shown once, at enrolment; never answered again. */
export const TwoStepEnrolment = z.object({
  /** `otpauth://totp/…` for the QR code. */
  otpauth_uri: z.string(),
  /** The same secret in base32, for typing into the app. */
  secret: z.string(),
});
export type TwoStepEnrolment = z.infer<typeof TwoStepEnrolment>;

const fieldRequired = 'This field is required';
/** Both roles' Reset Password modal. The server checks length and match; the form checks presence only. */
export const PasswordChangeBody = z.object({
  password: z.string().min(1, fieldRequired).max(LIMITS.passwordMax),
  new_password: z.string().min(1, fieldRequired).max(LIMITS.passwordMax),
  confirm_password: z.string().min(1, fieldRequired).max(LIMITS.passwordMax),
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const PASSWORD_CHANGED = 'Password Changed Successfully!';

const refusals = { 400: ErrorBody, 401: ErrorBody };

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/user/login',
    access: 'public',
    summary: 'Sign in with e-mail and password; answers a bearer session token',
    tags: ['auth'],
    body: LoginBody,
    responses: { 200: LoginResponse, ...refusals, 429: ErrorBody },
  }),
  isLogined: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/user/is_logined',
    access: 'public',
    summary: 'The signed-in user of the bearer token, as a list of at most one; empty when none or expired',
    tags: ['auth'],
    responses: { 200: LoggedInInfo },
  }),
  participantAuth: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/participant/user/auth',
    access: 'participant',
    summary: 'Participant session check: 401 when the session is not a valid participant session',
    tags: ['auth'],
    responses: { 200: AuthCheck, 401: ErrorBody },
  }),
  coordinatorAuth: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/coordinator/user/auth',
    access: 'coordinator',
    summary: 'Coordinator session check: 401 when the session is not a valid coordinator session',
    tags: ['auth'],
    responses: { 200: AuthCheck, 401: ErrorBody },
  }),
  adminAuth: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/user/auth',
    access: 'admin',
    summary: 'Admin session check, with the two-step state of the session (answered before the second step too)',
    tags: ['auth'],
    responses: { 200: AdminAuthCheck, 401: ErrorBody },
  }),
  adminTwoStepEnrol: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/user/two-step/enrolment',
    access: 'admin',
    summary:
      'Makes a new authenticator secret for an admin without one (replacing an unconfirmed one); confirmed by the first code',
    tags: ['auth'],
    responses: { 200: TwoStepEnrolment, 401: ErrorBody, 409: ErrorBody },
  }),
  adminTwoStepVerify: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/user/two-step/verify',
    access: 'admin',
    summary: "Checks a code of the admin's authenticator (confirming a new enrolment); the session is then verified",
    tags: ['auth'],
    body: TwoStepCodeBody,
    responses: { 200: AdminAuthCheck, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  }),
  participantLogout: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/participant/user/logout',
    access: 'participant',
    summary: 'Ends the calling participant session',
    tags: ['auth'],
    responses: { 200: SuccessBody, 401: ErrorBody },
  }),
  coordinatorLogout: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/coordinator/user/logout',
    access: 'coordinator',
    summary: 'Ends the calling coordinator session',
    tags: ['auth'],
    responses: { 200: SuccessBody, 401: ErrorBody },
  }),
  adminLogout: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/admin/user/logout',
    access: 'admin',
    summary: 'Ends the calling admin session',
    tags: ['auth'],
    responses: { 200: SuccessBody, 401: ErrorBody },
  }),
  participantChangePassword: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/participant/user/me/update_password',
    access: 'participant',
    summary: "Changes the caller's password (old one required); ends the user's other sessions",
    tags: ['auth'],
    body: PasswordChangeBody,
    responses: { 200: SuccessBody, ...refusals, 429: ErrorBody },
  }),
  coordinatorChangePassword: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/coordinator/user/me/update_password',
    access: 'coordinator',
    summary: "Changes the caller's password (old one required); ends the user's other sessions",
    tags: ['auth'],
    body: PasswordChangeBody,
    responses: { 200: SuccessBody, ...refusals, 429: ErrorBody },
  }),
} as const;

export const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'down']) });

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check: 200 when the database answers, 503 otherwise',
    tags: ['system'],
    responses: { 200: HealthResponse, 503: HealthResponse },
  }),
} as const;
