// The public site (docs/features.md, Public site): home carousel, certification programmes, the two director messages,
// public coordinator profiles, the organisation options and the contact form.
import { z } from 'zod';
import { ErrorBody, IdString, LIMITS, SuccessBody } from './common.ts';
import { PROGRAM_SHORT_NAME_MAX, PROGRAM_SHORT_NAME_PATTERN, PUBLIC_SITE } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { emailText, lineText, NO_CONTROLS, ONE_LINE } from './fields.ts';

export {
  CONTACT_SENT,
  DIRECTOR,
  OTHER_ORGANIZATION_LABEL,
  OTHER_ORGANIZATION_OPTION,
  PUBLIC_SITE,
} from './constants.ts';

// ---------------------------------------------------------------- inputs

/** `?offset=` of the gallery: how many images to skip (0 when absent). */
export const OffsetString = z
  .string()
  .regex(/^\d{1,6}$/, 'Must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(0));

export const GalleryQuery = z.object({ offset: OffsetString.optional() });

export const ProgramListQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(PUBLIC_SITE.programListMax))
    .optional(),
});

/** A programme short name in a path: letters, digits, dot, dash and underscore; matched without regard to case. */
export const ProgramShortNameParams = z.object({
  program_short_name: z
    .string()
    .min(1)
    .max(PROGRAM_SHORT_NAME_MAX)
    .regex(PROGRAM_SHORT_NAME_PATTERN, 'Must be a programme short name'),
});

export const DirectorMessageParams = z.object({ id: IdString });
export const CoordinatorParams = z.object({ coordinator_id: IdString });

/** A one-line field of the contact form, whose messages name it. */
const line = (label: string, max: number, required?: string) =>
  lineText({ required, tooLong: `${label} must be at most ${max} characters` }, max, {
    lineBreak: `${label} must be on one line`,
    control: `${label} contains characters that are not allowed`,
  });

/** The contact form and `POST /api/contact`: its validation messages, used by the form and the server. */
export const ContactBody = z.object({
  first_name: line('First name', LIMITS.name, 'First name is required'),
  last_name: line('Last name', LIMITS.name, 'Last name is required'),
  email: emailText({ required: 'Email is required', invalid: 'Please enter a valid email' })
    .regex(ONE_LINE, 'Please enter a valid email')
    .email('Please enter a valid email'),
  phone: line('Phone', 30).optional().nullable(),
  message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .min(LIMITS.contactMessageMin, `Message must be at least ${LIMITS.contactMessageMin} characters`)
    .max(LIMITS.contactMessageMax, `Message must be at most ${LIMITS.contactMessageMax} characters`)
    .regex(NO_CONTROLS, 'Message contains characters that are not allowed'),
});
export type ContactBody = z.infer<typeof ContactBody>;
export type ContactBodyIn = z.input<typeof ContactBody>;

// ---------------------------------------------------------------- answers

export const GalleryImage = z.object({
  id: z.number().int(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  title: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;
export const GalleryResponse = z.object({ data: z.object({ images: z.array(GalleryImage) }) });

export const ProgramListItem = z.object({
  id: z.number().int(),
  program_short_name: z.string(),
  program_name: z.string(),
  image_url: z.string().nullable(),
});
export type ProgramListItem = z.infer<typeof ProgramListItem>;
export const ProgramListResponse = z.object({ data: z.object({ programs: z.array(ProgramListItem) }) });

export const ProgramCoordinator = z.object({
  coordinator_id: z.number().int(),
  coordinator_name: z.string(),
  designation: z.string(),
  profile_pic: z.string().nullable(),
  batch: z.string(),
});
export type ProgramCoordinator = z.infer<typeof ProgramCoordinator>;

/** `module` and `description` are sanitised HTML. */
export const ProgramDetail = z.object({
  id: z.number().int(),
  program_name: z.string(),
  program_short_name: z.string(),
  image_url: z.string().nullable(),
  module: z.string(),
  description: z.string(),
  program_coordinators: z.array(ProgramCoordinator),
});
export type ProgramDetail = z.infer<typeof ProgramDetail>;
export const ProgramDetailResponse = z.object({ data: ProgramDetail });

/** `message` is sanitised HTML. */
export const DirectorMessage = z.object({
  name: z.string(),
  designation: z.string(),
  avatar_url: z.string().nullable(),
  message: z.string(),
});
export type DirectorMessage = z.infer<typeof DirectorMessage>;
export const DirectorMessageResponse = z.object({ data: z.object({ message: DirectorMessage }) });

/** What anyone may see of a coordinator: never a mobile number. Gender 1 male, 0 female. */
export const PublicCoordinator = z.object({
  coordinator_id: z.number().int(),
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  gender: z.union([z.literal(0), z.literal(1)]).nullable(),
  profile_pic: z.string().nullable(),
});
export type PublicCoordinator = z.infer<typeof PublicCoordinator>;
export const PublicCoordinatorResponse = z.object({ data: PublicCoordinator });

export const SelectionOption = z.object({ value: z.number().int(), label: z.string() });
/** Organisations sorted by label, then "Others" (value 0). */
export const SelectionOptions = z.object({ organizations: z.array(SelectionOption) });
export type SelectionOptions = z.infer<typeof SelectionOptions>;
const notFound = { 400: ErrorBody, 404: ErrorBody };

// Each endpoint is its own export, so that a web chunk carries only the schemas of the calls it makes.

export const galleryHomeImagesEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/gallery/home-images',
  access: 'public',
  summary: `Banner images of the home carousel, ${PUBLIC_SITE.galleryPageSize} from ?offset= (default 0)`,
  tags: ['public'],
  query: GalleryQuery,
  responses: { 200: GalleryResponse, 400: ErrorBody },
});

export const programsEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/certification-programs',
  access: 'public',
  summary: `Certification programmes in display order; ?limit= keeps the first N (at most ${PUBLIC_SITE.programListMax})`,
  tags: ['public'],
  query: ProgramListQuery,
  responses: { 200: ProgramListResponse, 400: ErrorBody },
});

export const programEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/certification-programs/:program_short_name',
  access: 'public',
  summary: 'One programme by short name (any case), with sanitised HTML and its coordinators by batch',
  tags: ['public'],
  params: ProgramShortNameParams,
  responses: { 200: ProgramDetailResponse, ...notFound },
});

export const directorMessageEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/director-messages/:id',
  access: 'public',
  summary: 'A director message: 1 Director General, 2 Director (Certification); the message is sanitised HTML',
  tags: ['public'],
  params: DirectorMessageParams,
  responses: { 200: DirectorMessageResponse, ...notFound },
});

export const publicCoordinatorEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/coordinator/:coordinator_id',
  access: 'public',
  summary: 'Public profile of an active coordinator; 404 for anyone else',
  tags: ['public'],
  params: CoordinatorParams,
  responses: { 200: PublicCoordinatorResponse, ...notFound },
});

export const selectionOptionsEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/public/selection-options',
  access: 'public',
  summary: 'Organisations offered at registration and on the profile, sorted by name, then "Others" (value 0)',
  tags: ['public'],
  responses: { 200: SelectionOptions },
});

export const contactEndpoint = defineEndpoint({
  method: 'POST',
  changes: 'work',
  path: '/api/contact',
  access: 'public',
  summary: 'Stores a contact message and mails it to the institute (reply-to the sender); limited per address',
  tags: ['public'],
  body: ContactBody,
  responses: { 200: SuccessBody, 400: ErrorBody, 429: ErrorBody },
});

export const publicEndpoints = {
  galleryHomeImages: galleryHomeImagesEndpoint,
  programs: programsEndpoint,
  program: programEndpoint,
  directorMessage: directorMessageEndpoint,
  coordinator: publicCoordinatorEndpoint,
  selectionOptions: selectionOptionsEndpoint,
  contact: contactEndpoint,
} as const;
