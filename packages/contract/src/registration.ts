// Invitations, registration (type 1 new participant, type 2 existing account) and the password reset by e-mail
// (docs/features.md, Registration and reset; docs/decisions/004-registration-and-reset.md). Each form schema carries
// the spec's exact messages and is used by the web form; the matching payload schema (what the API receives) reuses the
// same rules and messages, so the server refuses what the form would.
import { z } from 'zod';
import { ErrorBody, LIMITS, OTHER_ORGANIZATION, SuccessBody } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  blockText,
  checkConditionalFields,
  displayDateToIso,
  emailText,
  emergencyNumber,
  evenWhenFieldsFail,
  experienceYears,
  genderCode,
  ifFilled,
  isOtherOrganization,
  lineText,
  mobileNumber,
  organizationId,
  pastDisplayDate,
  pastIsoDate,
} from './fields.ts';
import { MailLanguage } from './language.ts';

// ---------------------------------------------------------------- constants

/** The error value of a bad, used, expired or revoked link; the web shows INVALID_LINK_TEXT for it. */
export const INVALID_TOKEN = 'INVALID_TOKEN';
export const INVALID_LINK_TEXT = 'The link You provided is Invalid!';
export const FORGOT_PASSWORD_SENT = 'Mail sent successfully! Please Check your email.';
export const PASSWORD_RESET_DONE = 'Password Changed Successfully! Please Login Again.';
export const RESET_LINK_VALID = 'The link is valid.';
export const enrolledText = (course: string) => `Successfully Enrolled in ${course}`;
/** The refusal of an invitation whose person is already in its course (code `alreadyEnrolled`, values `course`). */
export const alreadyEnrolledText = (course: string) => `You are already enrolled in ${course}.`;

/** Register types of an invitation: 1 new participant (full form), 2 existing account (short form). */
export const REGISTER_TYPE = { newParticipant: 1, existingParticipant: 2 } as const;
export type RegisterType = (typeof REGISTER_TYPE)[keyof typeof REGISTER_TYPE];

export const TOKEN_LIFETIME = {
  invitationMs: 14 * 86_400_000,
  passwordResetMs: 3_600_000,
  /** The link that lets a new admin or coordinator account choose its first password. */
  accountSetupMs: 7 * 86_400_000,
} as const;

/** Limits of forgot-password: per e-mail (counted in the database) and per client address, per hour. */
export const FORGOT_PASSWORD_LIMITS = { perEmail: 5, perAddress: 20, windowMs: 3_600_000 } as const;

/** Experience in a bank, in years: a working life is shorter than this. */
export const MAX_EXPERIENCE_YEARS = 70;

/** Validation messages (odd spellings kept), and the few the spec leaves open (docs/decisions/004). */
export const REGISTRATION_MESSAGES = {
  firstName: 'First Name is Required',
  lastName: 'Last Name is required',
  mobileRequired: 'Phone number is Required',
  mobileInvalid: 'Phone Number Must be valid',
  passwordRequired: 'Password is Required',
  passwordMin: `Password must be contain ${LIMITS.passwordMin} characters`,
  passwordMax: `Password must be at most ${LIMITS.passwordMax} characters`,
  confirmRequired: 'Please Confirm Your Password',
  passwordMismatch: 'Your Password do not match',
  organization: 'This field is required!',
  organizationName: 'Organization name is Required',
  designation: 'Designation is Required!',
  experienceRequired: 'Please Enter Experience in bank',
  experienceInvalid: 'Experience Must be a valid number!',
  degree: 'This is a required a field',
  dobRequired: 'Please Enter Your Date Of Birth',
  dobFormat: 'Date of Birth must be dd/MM/yyyy',
  dobNotADate: 'Date of Birth must be a valid date',
  dobInvalid: 'Date of Birth must be a past date',
  address: 'Please Enter Present Address',
  emergencyInvalid: 'Phone Number must be valid',
  relationRequired: 'Relation with emergency contact is Required',
  relationMax: 'max length is 100',
  gender: 'Gender is reuired',
  fillOut: 'Please Fill out this field',
  emailInvalid: 'Email must be valid',
  tooLong: (max: number) => `At most ${max} characters`,
  lineBreak: 'Must be on one line',
  controls: 'Contains characters that are not allowed',
} as const;
const M = REGISTRATION_MESSAGES;

// ---------------------------------------------------------------- field rules

/** A line break and the other control characters (tab allowed) have messages of their own. */
const CHARACTERS = { lineBreak: M.lineBreak, control: M.controls } as const;

/** A required one-line text: trimmed, the spec's message when empty. */
const line = (required: string, max: number = LIMITS.name, tooLong: string = M.tooLong(max)) =>
  lineText({ required, tooLong }, max, CHARACTERS);

/** A required text that may span lines (addresses). */
const address = blockText({ required: M.address, tooLong: M.tooLong(LIMITS.address) }, LIMITS.address, CHARACTERS);

const mobile = mobileNumber(M.mobileRequired, ifFilled(M.mobileInvalid));
const emergency = emergencyNumber(M.emergencyInvalid);
const relation = line(M.relationRequired, LIMITS.relation, M.relationMax);

const newPassword = z
  .string(M.passwordRequired)
  .min(1, M.passwordRequired)
  .min(LIMITS.passwordMin, ifFilled(M.passwordMin))
  .max(LIMITS.passwordMax, M.passwordMax);
const confirmPassword = z.string(M.confirmRequired).min(1, M.confirmRequired).max(LIMITS.passwordMax, M.passwordMax);

const email = emailText({ required: M.fillOut, invalid: M.emailInvalid }).email(ifFilled(M.emailInvalid));

/** The organisation of the payload: an organisation id, or 0 ("others") with its name typed in. */
const organization = organizationId({ required: M.organization, tooLarge: M.organization });
/** The select's value in a form: '' until chosen. */
const organizationChoice = z
  .string(M.organization)
  .min(1, M.organization)
  .regex(/^\d{1,10}$/, ifFilled(M.organization));
/** The typed organisation name of the payload (required for "others" by crossChecks). */
const organizationName = blockText({ tooLong: M.tooLong(LIMITS.name) }, LIMITS.name, CHARACTERS);
/** The same name in the type 1 form, once "others" is chosen. */
const otherOrganizationName = blockText(
  { required: M.organizationName, tooLong: M.tooLong(LIMITS.name) },
  LIMITS.name,
  CHARACTERS,
);

/** Adds the issues of the rules that tie two fields together (they run even when other fields fail). */
function crossChecks(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  checks: { passwords?: boolean; organization?: boolean },
) {
  if (checks.passwords) {
    const { password, confirm_password: confirm } = value;
    if (typeof confirm === 'string' && confirm.length > 0 && password !== confirm) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: M.passwordMismatch });
    }
  }
  if (checks.organization && isOtherOrganization(value.organization_id)) {
    const name = value.organization_name;
    if (typeof name !== 'string' || name.trim().length === 0) {
      ctx.addIssue({ code: 'custom', path: ['organization_name'], message: M.organizationName });
    }
  }
}

// ---------------------------------------------------------------- dates

const dobPayload = pastIsoDate({ required: M.dobRequired, notADate: M.dobNotADate, notPast: M.dobInvalid });

const dobForm = pastDisplayDate({
  required: M.dobRequired,
  format: M.dobFormat,
  notADate: M.dobNotADate,
  notPast: M.dobInvalid,
});

// ---------------------------------------------------------------- type 1: new participant

/** The fields the type 1 payload and form check alike. */
const names = { first_name: line(M.firstName), last_name: line(M.lastName) };
const work = {
  designation: line(M.designation, LIMITS.designation),
  last_academic_degree: line(M.degree, LIMITS.degree),
};
const account = {
  mobile_no: mobile,
  password: newPassword,
  confirm_password: confirmPassword,
  present_address: address,
  permanent_address: address,
};

/** The type 1 registration payload (`POST /api/register/new_participant/:token`). */
export const NewParticipantBody = z
  .object({
    ...names,
    organization_id: organization,
    /** Only with organisation 0 ("others"); ignored otherwise. */
    organization_name: organizationName.optional(),
    ...work,
    exp_in_bank: experienceYears(
      { required: M.experienceRequired, invalid: M.experienceInvalid },
      MAX_EXPERIENCE_YEARS,
    ),
    /** Read-only in the form: the server takes the e-mail from the invitation and ignores this one. */
    email: z.string().max(LIMITS.email).optional(),
    ...account,
    gender: genderCode(M.gender),
    /** year-month-day */
    dob: dobPayload,
    /** The emergency contact, only when its number is given. */
    alternative_contact: z.object({ mobile_no: emergency, relation }, M.emergencyInvalid).optional(),
  })
  .superRefine((value, ctx) => crossChecks(value, ctx, { passwords: true, organization: true }), evenWhenFieldsFail);
export type NewParticipantBody = z.infer<typeof NewParticipantBody>;
export type NewParticipantBodyIn = z.input<typeof NewParticipantBody>;

/** The type 1 registration form: every input holds text; dob is typed as dd/MM/yyyy. */
export const NewParticipantForm = z
  .object({
    ...names,
    organization_id: organizationChoice,
    organization_name: z.string(),
    ...work,
    exp_in_bank: z
      .string(M.experienceRequired)
      .trim()
      .min(1, M.experienceRequired)
      .regex(/^\d{1,2}$/, ifFilled(M.experienceInvalid))
      .refine((text) => Number(text) <= MAX_EXPERIENCE_YEARS, M.experienceInvalid),
    email: z.string(),
    ...account,
    gender: z.enum(['0', '1'], M.gender),
    dob: dobForm,
    /** The emergency contact: optional; its relation is asked for (and checked) only once a number is typed. */
    alternate_contact_number: z.string(),
    alternate_contact_relation: z.string(),
  })
  .superRefine((value, ctx) => {
    crossChecks(value, ctx, { passwords: true });
    checkConditionalFields(value, ctx, {
      organizationName: otherOrganizationName,
      emergencyNumber: emergency,
      relation,
    });
  }, evenWhenFieldsFail);
export type NewParticipantForm = z.infer<typeof NewParticipantForm>;

/** The payload of a valid type 1 form: numbers as numbers, dob as year-month-day, optional parts only when set. */
export function newParticipantPayload(form: NewParticipantForm): NewParticipantBodyIn {
  const organizationIdValue = Number(form.organization_id);
  const number = form.alternate_contact_number.trim();
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    organization_id: organizationIdValue,
    ...(organizationIdValue === OTHER_ORGANIZATION ? { organization_name: form.organization_name } : {}),
    designation: form.designation,
    last_academic_degree: form.last_academic_degree,
    exp_in_bank: Number(form.exp_in_bank),
    email: form.email,
    mobile_no: form.mobile_no,
    password: form.password,
    confirm_password: form.confirm_password,
    present_address: form.present_address,
    permanent_address: form.permanent_address,
    gender: form.gender === '1' ? 1 : 0,
    dob: displayDateToIso(form.dob) ?? form.dob,
    ...(number ? { alternative_contact: { mobile_no: number, relation: form.alternate_contact_relation } } : {}),
  };
}

// ---------------------------------------------------------------- type 2: existing participant

const existingPassword = z.string(M.passwordRequired).min(1, M.passwordRequired).max(LIMITS.passwordMax, M.passwordMax);

/** `POST /api/register/existing_participant/:token`: the account's e-mail and password, organisation, designation. */
export const ExistingParticipantBody = z
  .object({
    email,
    password: existingPassword,
    organization_id: organization,
    organization_name: organizationName.optional(),
    designation: work.designation,
  })
  .superRefine((value, ctx) => crossChecks(value, ctx, { organization: true }), evenWhenFieldsFail);
export type ExistingParticipantBody = z.infer<typeof ExistingParticipantBody>;
export type ExistingParticipantBodyIn = z.input<typeof ExistingParticipantBody>;

export const ExistingParticipantForm = z
  .object({
    email,
    password: existingPassword,
    organization_id: organizationChoice,
    organization_name: z.string(),
    designation: work.designation,
  })
  .superRefine((value, ctx) => crossChecks(value, ctx, { organization: true }), evenWhenFieldsFail);
export type ExistingParticipantForm = z.infer<typeof ExistingParticipantForm>;

export function existingParticipantPayload(form: ExistingParticipantForm): ExistingParticipantBodyIn {
  const organizationIdValue = Number(form.organization_id);
  return {
    email: form.email,
    password: form.password,
    organization_id: organizationIdValue,
    ...(organizationIdValue === OTHER_ORGANIZATION ? { organization_name: form.organization_name } : {}),
    designation: form.designation,
  };
}

// ---------------------------------------------------------------- forgot and reset password

/** The forgot-password form and `POST /api/public/user/forgot-password`. */
export const ForgotPasswordBody = z.object({ email, language: MailLanguage });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** The reset-password form and `PATCH /api/public/user/reset-password/:token`; the server also applies PASSWORD_MIN_LENGTH. */
export const ResetPasswordBody = z
  .object({
    password: z.string(M.fillOut).min(1, M.fillOut).max(LIMITS.passwordMax, M.passwordMax),
    confirm_password: z.string(M.fillOut).min(1, M.fillOut).max(LIMITS.passwordMax, M.passwordMax),
  })
  .superRefine((value, ctx) => crossChecks(value, ctx, { passwords: true }), evenWhenFieldsFail);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

// ---------------------------------------------------------------- answers and endpoints

/** A link token in a path; its shape is checked by the handler so that any bad link answers INVALID_TOKEN. */
export const TokenParams = z.object({ token: z.string().min(1).max(LIMITS.token) });

export const RegisterAuthResponse = z.object({
  /** The invitation token, echoed. */
  token: z.string(),
  course_name: z.string(),
  email: z.string(),
  register_type: z.union([z.literal(1), z.literal(2)]),
  participant_name: z.string(),
});
export type RegisterAuthResponse = z.infer<typeof RegisterAuthResponse>;

/** A registration: the new session token (the participant is signed in) and the course's name. */
export const RegisterResponse = z.object({ success: z.string(), token: z.string(), course: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const registrationEndpoints = {
  registerAuth: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/register_auth',
    access: 'public',
    summary:
      'Checks an invitation sent as `Authorization: Bearer <invitation token>`; 400 INVALID_TOKEN when bad, used, expired or revoked',
    tags: ['registration'],
    responses: { 200: RegisterAuthResponse, 400: ErrorBody },
  }),
  newParticipant: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/register/new_participant/:token',
    access: 'public',
    summary:
      "Type 1 registration: creates the account, profile and enrolment in one step and signs in; the e-mail is the invitation's",
    tags: ['registration'],
    params: TokenParams,
    body: NewParticipantBody,
    responses: { 201: RegisterResponse, 400: ErrorBody, 409: ErrorBody },
  }),
  existingParticipant: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/register/existing_participant/:token',
    access: 'public',
    summary: 'Type 2 registration: enrols an existing participant account (its password required) and signs in',
    tags: ['registration'],
    params: TokenParams,
    body: ExistingParticipantBody,
    responses: { 201: RegisterResponse, 400: ErrorBody, 409: ErrorBody },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/public/user/forgot-password',
    access: 'public',
    summary:
      'Mails a one-hour reset link when the e-mail has an account; the same answer whether or not it has one; limited per e-mail and address',
    tags: ['registration'],
    body: ForgotPasswordBody,
    responses: { 200: SuccessBody, 400: ErrorBody, 429: ErrorBody },
  }),
  verifyResetToken: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/public/user/forgot-password/verify/:token',
    access: 'public',
    summary: 'Checks a reset link; 400 INVALID_TOKEN when bad, used, expired or voided',
    tags: ['registration'],
    params: TokenParams,
    responses: { 200: SuccessBody, 400: ErrorBody },
  }),
  resetPassword: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/public/user/reset-password/:token',
    access: 'public',
    summary: 'Sets a new password from a reset link (single use) and ends every session of the user; does not sign in',
    tags: ['registration'],
    params: TokenParams,
    body: ResetPasswordBody,
    responses: { 200: SuccessBody, 400: ErrorBody },
  }),
} as const;
