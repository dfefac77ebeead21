// Profiles of both roles (docs/features.md, Profiles): the sidebar reads, the full reads and the multipart updates (an
// optional `avatar` file plus a `json` part). The `json` schemas carry the exact messages of section 5; the server
// applies them, the forms apply the form schemas below, which are built from the same fields.
import { z } from 'zod';
import { ErrorBody, LIMITS, OTHER_ORGANIZATION, SuccessBody } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  blockText,
  checkConditionalFields,
  emergencyNumber,
  evenWhenFieldsFail,
  experienceYears,
  genderCode,
  isPastIsoDate,
  lineText,
  mobileNumber,
  organizationId,
} from './fields.ts';
import { TokenParams } from './registration.ts';

export const PARTICIPANT_PROFILE_EDITED = 'Profile Edited Successfully!';
export const COORDINATOR_PROFILE_UPDATED = 'Profile Updated Successfully!';
/**
 * A changed e-mail is not written at once: a link goes to the new address and the change is made when it is
 * followed (docs/features.md, "Profile"). The save answers this beside its success text, the same whether the
 * address is free, has an account or a pending invitation.
 */
export const EMAIL_CHANGE_SENT =
  'A confirmation link was sent to your new e-mail address. Your e-mail address changes when you follow it (within 24 hours).';
/** The success text of following the link. */
export const EMAIL_CHANGE_CONFIRMED = 'Your e-mail address was changed. Sign in with the new address from now on.';
/** How long the link sent to a new e-mail address works. */
export const EMAIL_CHANGE_LINK_MS = 86_400_000;
/**
 * Saves that change the e-mail, per account and hour: each sends mails to an address the caller chose, so a
 * signed-in user must not turn the portal into a mail cannon. Past the limit the save answers 429 and changes nothing.
 */
export const EMAIL_CHANGE_LIMITS = { perAccount: 5, windowMs: 3_600_000 } as const;
export const TOO_MANY_EMAIL_CHANGES = 'Too many e-mail address changes. Please try again later.';
/** The answer to an organisation id that is not in the list. */
export const UNKNOWN_ORGANIZATION = 'This organization does not exist';

/** The validation messages of the profile forms ('Participant profile edit', 'Coordinator profile edit'). */
export const PROFILE_MESSAGES = {
  firstName: 'First Name is Required',
  /** The spec reuses the first-name message for the last name. */
  lastName: 'First Name is Required',
  emailRequired: 'Email is required',
  emailValid: 'email must be valid',
  phoneRequired: 'Phone number is Required',
  phoneValid: 'Phone Number Must be valid',
  phoneLength: 'Phone Number must be 11 characters long',
  organization: 'This field is required!',
  organizationName: 'Organization name is Required',
  designation: 'Please Enter Designation',
  presentAddress: 'Please Enter Address',
  permanentAddress: 'Please Enter Permanent Address',
  degree: 'This is a required a field',
  experience: 'Please Fill this field',
  experienceValid: 'Experience Must be a valid number!',
  dob: 'Please Enter Your Date Of Birth',
  /** What the participant form shows under the date of birth (spec: "displayed error"). */
  dobDisplayed: 'Date of Birth is required!',
  gender: 'Gender is reuired',
  emergencyPhone: 'Phone Number must be valid',
  relation: 'This field is required!',
  relationMax: 'max length is 100',
  maxLength: `max length is ${LIMITS.name}`,
  singleLine: 'Line breaks and control characters are not allowed',
} as const;
const M = PROFILE_MESSAGES;

/** Names, designation and relation refuse every control character; addresses allow tab and line breaks. */
const CHARACTERS = { anyControl: M.singleLine } as const;

const line = (required: string, max: number = LIMITS.name, tooLong: string = M.maxLength) =>
  lineText({ required, tooLong }, max, CHARACTERS);

const address = (required: string) =>
  blockText({ required, tooLong: `max length is ${LIMITS.address}` }, LIMITS.address, CHARACTERS);

const email = lineText({ required: M.emailRequired, tooLong: M.emailValid }, LIMITS.email, {
  anyControl: M.emailValid,
}).email(M.emailValid);

const mobile = mobileNumber(M.phoneRequired, M.phoneValid).length(LIMITS.phone, M.phoneLength);
const emergencyPhone = emergencyNumber(M.emergencyPhone);
const relation = line(M.relation, LIMITS.relation, M.relationMax);
const organizationName = line(M.organizationName);

/** The profile allows up to 80 years (registration: MAX_EXPERIENCE_YEARS). */
const experience = experienceYears({ required: M.experience, invalid: M.experienceValid }, 80);

/** A date of birth written year-month-day: a real calendar date, not before 1900 and not in the future. */
const dob = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .pipe(z.iso.date(required))
    .refine((value) => isPastIsoDate(value), required);

/** The fields the `json` part and the form write alike, in the order of both. */
const accountFields = {
  first_name: line(M.firstName),
  last_name: line(M.lastName),
  email,
  mobile_no: mobile,
  organization_id: organizationId({ required: M.organization }),
};
const detailFields = {
  designation: line(M.designation),
  present_address: address(M.presentAddress),
  permanent_address: address(M.permanentAddress),
  experience_in_bank: experience,
  last_academic_degree: line(M.degree),
  gender: genderCode(M.gender),
};

// ---------------------------------------------------------------- participant

/** The `json` part of `PATCH /api/participant/user/update`. */
export const ParticipantProfileUpdate = z
  .object({
    ...accountFields,
    organization_name: z.string().max(LIMITS.name, M.maxLength).optional(),
    ...detailFields,
    dob: dob(M.dob),
    /** Present only when an emergency number is filled; absent clears it. */
    alternative_contact: z.object({ mobile_no: emergencyPhone, relation }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.organization_id !== OTHER_ORGANIZATION) return;
    const parsed = organizationName.safeParse(value.organization_name ?? '');
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['organization_name'], message: issue.message });
    }
  })
  .transform(({ organization_name, ...rest }) => ({
    ...rest,
    /** Kept only for "others"; ignored otherwise. */
    organization_name: rest.organization_id === OTHER_ORGANIZATION ? (organization_name ?? '').trim() : null,
  }));
export type ParticipantProfileUpdate = z.output<typeof ParticipantProfileUpdate>;
export type ParticipantProfileUpdateIn = z.input<typeof ParticipantProfileUpdate>;

/**
 * The Edit Profile form: flat fields as the user types them (numbers for the select, the number input and
 * the radio buttons), the conditional fields of section 2, and the messages of section 5. Its output is the
 * `json` part above.
 */
export const ParticipantProfileForm = z
  .object({
    ...accountFields,
    organization_name: z.string(),
    ...detailFields,
    dob: dob(M.dobDisplayed),
    alternate_contact_number: z.string(),
    alternate_contact_relation: z.string(),
  })
  .superRefine(
    (value, ctx) => checkConditionalFields(value, ctx, { organizationName, emergencyNumber: emergencyPhone, relation }),
    evenWhenFieldsFail,
  )
  .transform(
    (value): ParticipantProfileUpdateIn => ({
      first_name: value.first_name,
      last_name: value.last_name,
      email: value.email,
      mobile_no: value.mobile_no,
      organization_id: value.organization_id,
      ...(value.organization_id === OTHER_ORGANIZATION ? { organization_name: value.organization_name.trim() } : {}),
      designation: value.designation,
      present_address: value.present_address,
      permanent_address: value.permanent_address,
      experience_in_bank: value.experience_in_bank,
      last_academic_degree: value.last_academic_degree,
      gender: value.gender,
      dob: value.dob,
      ...(value.alternate_contact_number.trim() !== ''
        ? {
            alternative_contact: {
              mobile_no: value.alternate_contact_number.trim(),
              relation: value.alternate_contact_relation.trim(),
            },
          }
        : {}),
    }),
  );
export type ParticipantProfileFormIn = z.input<typeof ParticipantProfileForm>;

const nullableText = z.string().nullable();

/** `GET /api/participant/user/my_profile`; `url` is the avatar. */
export const ParticipantProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_no: nullableText,
  /** 0 when the participant typed another organisation's name (`other_org_name`); null when none. */
  organization_id: z.number().int().nullable(),
  other_org_name: nullableText,
  designation: z.string(),
  present_address: z.string(),
  permanent_address: z.string(),
  experience_in_bank: z.number().int(),
  last_academic_degree: z.string(),
  gender: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** yyyy-MM-dd */
  dob: nullableText,
  alternate_contact_number: nullableText,
  alternate_contact_relation: nullableText,
  url: nullableText,
});
export type ParticipantProfile = z.infer<typeof ParticipantProfile>;

/** The participant sidebar header. */
export const ParticipantSidebarProfile = z.object({ url: nullableText, first_name: z.string(), last_name: z.string() });
export type ParticipantSidebarProfile = z.infer<typeof ParticipantSidebarProfile>;

// ---------------------------------------------------------------- coordinator

/** The `json` part of `PATCH /api/coordinator/user/update`, and the coordinator's edit form. */
export const CoordinatorProfileUpdate = z.object({
  first_name: line(M.firstName),
  last_name: line(M.lastName),
  email,
  mobile_no: mobile,
  occupation: line(M.designation),
  gender: genderCode(M.gender),
});
export type CoordinatorProfileUpdate = z.output<typeof CoordinatorProfileUpdate>;
export type CoordinatorProfileUpdateIn = z.input<typeof CoordinatorProfileUpdate>;

/** `GET /api/coordinator/user/my_profile`; `url` is the avatar. */
export const CoordinatorProfile = z.object({
  /**
   * First and last name as one, as the sidebar shows it. The server always sends it; optional only until the
   * web's test fixtures of this answer carry it (then make it required).
   */
  faculty_name: z.string().optional(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_no: nullableText,
  occupation: z.string(),
  gender: z.union([z.literal(0), z.literal(1)]).nullable(),
  url: nullableText,
});
export type CoordinatorProfile = z.infer<typeof CoordinatorProfile>;

/** The coordinator sidebar header. */
export const CoordinatorSidebarProfile = z.object({ url: nullableText, faculty_name: z.string() });
export type CoordinatorSidebarProfile = z.infer<typeof CoordinatorSidebarProfile>;

// ---------------------------------------------------------------- endpoints

/** The avatar part of both updates: optional, .jpg .jpeg .png .svg (FILE_RULES.avatar). */
const avatarPart = { field: 'avatar', rule: 'avatar', required: false } as const;
/** What a profile save answers: the success text, and `email_change` (EMAIL_CHANGE_SENT) when the e-mail was changed. */
export const ProfileUpdateAnswer = SuccessBody.extend({ email_change: z.string().optional() });
export type ProfileUpdateAnswer = z.infer<typeof ProfileUpdateAnswer>;

const reads = { 401: ErrorBody };
const uploads = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody };

export const profileEndpoints = {
  participantSidebar: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/participant/user/profile',
    access: 'participant',
    summary: 'The signed-in participant for the sidebar header: avatar url, first and last name',
    tags: ['profile'],
    responses: { 200: ParticipantSidebarProfile, ...reads },
  }),
  participantProfile: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/participant/user/my_profile',
    access: 'participant',
    summary: "The signed-in participant's full profile",
    tags: ['profile'],
    responses: { 200: ParticipantProfile, ...reads },
  }),
  participantUpdate: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/participant/user/update',
    access: 'participant',
    summary:
      "Changes the caller's own profile. Multipart: optional `avatar` (.jpg .jpeg .png .svg, at most 2 MiB, checked by content) and `json`",
    tags: ['profile'],
    multipart: { file: avatarPart, json: ParticipantProfileUpdate },
    responses: { 200: ProfileUpdateAnswer, ...uploads },
  }),
  coordinatorSidebar: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/user/profile',
    access: 'coordinator',
    summary: 'The signed-in coordinator for the sidebar header: avatar url and faculty name',
    tags: ['profile'],
    responses: { 200: CoordinatorSidebarProfile, ...reads },
  }),
  coordinatorProfile: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/user/my_profile',
    access: 'coordinator',
    summary: "The signed-in coordinator's profile",
    tags: ['profile'],
    responses: { 200: CoordinatorProfile, ...reads },
  }),
  coordinatorUpdate: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/coordinator/user/update',
    access: 'coordinator',
    summary:
      "Changes the caller's own profile. Multipart: optional `avatar` (.jpg .jpeg .png .svg, at most 2 MiB, checked by content) and `json`",
    tags: ['profile'],
    multipart: { file: avatarPart, json: CoordinatorProfileUpdate },
    responses: { 200: ProfileUpdateAnswer, ...uploads },
  }),
  confirmEmailChange: defineEndpoint({
    method: 'PATCH',
    path: '/api/public/user/confirm-email/:token',
    access: 'public',
    // The account's e-mail shows in its profile reads.
    changes: 'work',
    summary:
      "Follows the link mailed to a new e-mail address: the account's e-mail becomes that address (single use, 24 h); 400 INVALID_TOKEN when bad, used, expired, replaced, or the address is taken by then",
    tags: ['profile'],
    params: TokenParams,
    responses: { 200: SuccessBody, 400: ErrorBody },
  }),
} as const;
