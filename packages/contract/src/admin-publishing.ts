// Publishing, in the admin console (docs/decisions/012-admin-console.md, section "Publishing"): what the public
// site shows — programmes (with their rich-text module and description, image and coordinators by batch), the
// gallery of the home page, the two director messages — and the organisations participants choose from.
// Every call is under /api/admin and `access: 'admin'`; every change is audited. Rich text is sanitised by the
// server before it is stored (and again when the public site answers it).
import { z } from 'zod';
import { AdminListQuery, IsoDateTime } from './admin.ts';
import { CreatedBody, ErrorBody, IdString, PageString, SuccessBody, TotalData } from './common.ts';
import { LIMITS, PROGRAM_SHORT_NAME_MAX, PROGRAM_SHORT_NAME_PATTERN } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { NO_CONTROLS, ONE_LINE } from './fields.ts';
import { IdParams, READ_ERRORS, UPLOAD_ERRORS, WRITE_ERRORS } from './options.ts';

export { PROGRAM_SHORT_NAME_MAX, PROGRAM_SHORT_NAME_PATTERN } from './constants.ts';

const tags = ['admin'];

/** The most characters of HTML a rich-text field holds (a long programme description is ~20,000). */
export const RICH_TEXT_MAX = 100_000;
/**
 * The most HTML tags (start tags) a rich-text field holds, counted before the server parses it: sanitising grows
 * faster than the text with the tags (33,000 unclosed tags in 100,000 characters held the server ~0.35 s), and an
 * editor's long description has a few thousand.
 */
export const RICH_TEXT_MAX_TAGS = 10_000;
/** Display order: smaller first; the same order then by creation. */
export const SORT_ORDER_MAX = 100_000;
export const BATCH_MAX = 100;
export const LINK_URL_MAX = 2000;

export const PUBLISHING_TEXT = {
  programCreated: 'Programme created',
  programUpdated: 'Programme saved',
  programDeleted: 'Programme deleted',
  programTaken: 'A programme with this short name already exists',
  programNotFound: 'Programme not found',
  programsEmpty: 'No programmes',
  imageSaved: 'Image saved',
  imageRemoved: 'Image removed',
  coordinatorAdded: 'Coordinator added',
  coordinatorRemoved: 'Coordinator removed',
  coordinatorTaken: 'This coordinator is already listed in this batch',
  coordinatorNotFound: 'Coordinator not found',
  coordinatorsEmpty: 'No coordinators',
  programCoordinatorNotFound: 'Programme coordinator not found',
  galleryCreated: 'Image added',
  galleryUpdated: 'Image saved',
  galleryDeleted: 'Image deleted',
  galleryNotFound: 'Gallery image not found',
  galleryEmpty: 'No images',
  directorUpdated: 'Message saved',
  directorNotFound: 'Message not found',
  organizationCreated: 'Organisation created',
  organizationUpdated: 'Organisation renamed',
  organizationDeleted: 'Organisation deleted',
  organizationTaken: 'An organisation with this name already exists',
  organizationNotFound: 'Organisation not found',
  organizationsEmpty: 'No organisations',
} as const;

export const PUBLISHING_MESSAGES = {
  shortNameRequired: 'Short name is required',
  shortNameTooLong: `Short name must be at most ${PROGRAM_SHORT_NAME_MAX} characters`,
  shortNameShape: 'Short name may hold letters, digits, dot, dash and underscore, starting with a letter or digit',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LIMITS.name} characters`,
  singleLine: 'Line breaks and control characters are not allowed',
  richTextTooLong: `The text must be at most ${RICH_TEXT_MAX.toLocaleString('en')} characters of HTML`,
  richTextControls: 'The text contains characters that are not allowed',
  richTextTooManyTags: `The text must have at most ${RICH_TEXT_MAX_TAGS.toLocaleString('en')} HTML tags`,
  sortOrder: `Order must be a whole number from 0 to ${SORT_ORDER_MAX.toLocaleString('en')}`,
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LIMITS.name} characters`,
  linkUrl: 'Link must be an http(s) address or a path of this site starting with /',
  linkTooLong: `Link must be at most ${LINK_URL_MAX} characters`,
  designationRequired: 'Designation is required',
  designationTooLong: `Designation must be at most ${LIMITS.designation} characters`,
  messageRequired: 'Message is required',
  coordinatorRequired: 'Choose a coordinator',
  batchRequired: 'Batch is required',
  batchTooLong: `Batch must be at most ${BATCH_MAX} characters`,
  organizationRequired: 'Organisation name is required',
  organizationTooLong: `Organisation name must be at most ${LIMITS.name} characters`,
} as const;
const M = PUBLISHING_MESSAGES;

// ---------------------------------------------------------------------------------------------------- fields

/** A required one-line text. */
const line = (required: string, max: number, tooLong: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(ONE_LINE, M.singleLine)
    .regex(NO_CONTROLS, M.singleLine);

/** Whether HTML holds at most `max` start tags ('<' then a letter), counted in one pass without parsing. */
export function richTextWithinTags(html: string, max: number = RICH_TEXT_MAX_TAGS): boolean {
  let tags = 0;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1) | 0x20;
    if (next >= 0x61 && next <= 0x7a && ++tags > max) return false;
  }
  return true;
}

/** Rich text as the editor writes it (HTML); the server sanitises it before storing. May be empty. */
const richText = (required?: string) => {
  const text = z
    .string(M.richTextTooLong)
    .max(RICH_TEXT_MAX, M.richTextTooLong)
    .regex(NO_CONTROLS, M.richTextControls)
    .refine((html) => richTextWithinTags(html), M.richTextTooManyTags);
  return required ? text.refine(richTextHasText, required) : text;
};

/** Whether HTML has any visible text (an editor's empty `<p></p>` has none). */
export function richTextHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim().length > 0
  );
}

const sortOrder = z.number(M.sortOrder).int(M.sortOrder).min(0, M.sortOrder).max(SORT_ORDER_MAX, M.sortOrder);

/** A form's order field (text in the input) → the number of the body. */
const sortOrderText = z
  .union([z.number(), z.string().trim()])
  .transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value === '' ? 0 : Number(value);
    if (!Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: M.sortOrder });
      return z.NEVER;
    }
    return number;
  })
  .pipe(sortOrder);

/** A link of a gallery image: an absolute http(s) address, or a path of this site ('/courses'); blank: none. */
export function isGalleryLink(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\') && !/\s/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
const linkUrl = z
  .string(M.linkUrl)
  .trim()
  .max(LINK_URL_MAX, M.linkTooLong)
  .refine((text) => text === '' || isGalleryLink(text), M.linkUrl);

// ---------------------------------------------------------------------------------------------------- programmes

export const ProgramBody = z
  .object({
    short_name: z
      .string(M.shortNameRequired)
      .trim()
      .min(1, M.shortNameRequired)
      .max(PROGRAM_SHORT_NAME_MAX, M.shortNameTooLong)
      .regex(PROGRAM_SHORT_NAME_PATTERN, M.shortNameShape),
    name: line(M.nameRequired, LIMITS.name, M.nameTooLong),
    sort_order: sortOrder,
    module: richText(),
    description: richText(),
  })
  .strict();
export type ProgramBody = z.output<typeof ProgramBody>;

/** The programme form: the body's rules, the order typed as text. */
export const ProgramForm = ProgramBody.extend({ sort_order: sortOrderText });
export type ProgramFormIn = z.input<typeof ProgramForm>;

export const AdminProgram = z
  .object({
    id: z.number().int(),
    short_name: z.string(),
    name: z.string(),
    image_url: z.string().nullable(),
    sort_order: z.number().int(),
    /** Entries of its coordinators by batch. */
    coordinators: z.number().int(),
    created_at: IsoDateTime,
  })
  .meta({ id: 'AdminProgram' });
export type AdminProgram = z.infer<typeof AdminProgram>;
export const AdminProgramList = z.object({ total_data: TotalData, data: z.array(AdminProgram) });

/** One programme for its edit form; `module` and `description` are the stored (sanitised) HTML. */
export const AdminProgramDetail = AdminProgram.extend({ module: z.string(), description: z.string() }).meta({
  id: 'AdminProgramDetail',
});
export type AdminProgramDetail = z.infer<typeof AdminProgramDetail>;

/** The answer of an image upload: the new image's address. */
export const PublishedImageSaved = SuccessBody.extend({ image_url: z.string() });

const imageFile = { field: 'image', rule: 'avatar', required: true } as const;

// ------------------------------------------------------------------------------------ coordinators by batch

export const ProgramCoordinatorBody = z
  .object({
    coordinator_id: z
      .number(M.coordinatorRequired)
      .int(M.coordinatorRequired)
      .positive(M.coordinatorRequired)
      .max(2_147_483_647, M.coordinatorRequired),
    batch: line(M.batchRequired, BATCH_MAX, M.batchTooLong),
  })
  .strict();
export type ProgramCoordinatorBody = z.output<typeof ProgramCoordinatorBody>;

/** The add-coordinator form: the select's value is text. */
export const ProgramCoordinatorForm = ProgramCoordinatorBody.extend({
  coordinator_id: z.union([z.literal(''), z.coerce.number()]).pipe(ProgramCoordinatorBody.shape.coordinator_id),
});
export type ProgramCoordinatorFormIn = z.input<typeof ProgramCoordinatorForm>;

export const AdminProgramCoordinator = z
  .object({
    /** The entry's id (what DELETE takes). */
    id: z.number().int(),
    coordinator_id: z.number().int(),
    coordinator_name: z.string(),
    email: z.string(),
    batch: z.string(),
    /** A deactivated coordinator stays listed here but is not shown on the public page. */
    is_active: z.boolean(),
  })
  .meta({ id: 'AdminProgramCoordinator' });
export type AdminProgramCoordinator = z.infer<typeof AdminProgramCoordinator>;
export const AdminProgramCoordinatorList = z.object({
  total_data: TotalData,
  data: z.array(AdminProgramCoordinator),
});

// ---------------------------------------------------------------------------------------------------- gallery

/** The `json` part of the gallery forms (the image beside it). */
export const GalleryJson = z
  .object({
    title: line(M.titleRequired, LIMITS.name, M.titleTooLong),
    link_url: linkUrl,
    sort_order: sortOrder,
  })
  .strict();
export type GalleryJson = z.output<typeof GalleryJson>;
export const GalleryForm = GalleryJson.extend({ sort_order: sortOrderText });
export type GalleryFormIn = z.input<typeof GalleryForm>;

export const AdminGalleryImage = z
  .object({
    id: z.number().int(),
    image_url: z.string(),
    title: z.string(),
    link_url: z.string().nullable(),
    sort_order: z.number().int(),
    created_at: IsoDateTime,
  })
  .meta({ id: 'AdminGalleryImage' });
export type AdminGalleryImage = z.infer<typeof AdminGalleryImage>;
export const AdminGalleryList = z.object({ total_data: TotalData, data: z.array(AdminGalleryImage) });

const galleryImage = { field: 'image', rule: 'avatar', required: true } as const;

// ----------------------------------------------------------------------------------------- director messages

export const DirectorMessageBody = z
  .object({
    name: line(M.nameRequired, LIMITS.name, M.nameTooLong),
    designation: line(M.designationRequired, LIMITS.designation, M.designationTooLong),
    message: richText(M.messageRequired),
  })
  .strict();
export type DirectorMessageBody = z.output<typeof DirectorMessageBody>;
export type DirectorMessageBodyIn = z.input<typeof DirectorMessageBody>;

export const AdminDirectorMessage = z
  .object({
    /** 1 general (Director General), 2 certification. */
    id: z.number().int(),
    name: z.string(),
    designation: z.string(),
    avatar_url: z.string().nullable(),
    message: z.string(),
    updated_at: IsoDateTime,
  })
  .meta({ id: 'AdminDirectorMessage' });
export type AdminDirectorMessage = z.infer<typeof AdminDirectorMessage>;
export const AdminDirectorMessageList = z.object({ data: z.array(AdminDirectorMessage) });

// ----------------------------------------------------------------------------------------------- organisations

export const OrganizationBody = z
  .object({ name: line(M.organizationRequired, LIMITS.name, M.organizationTooLong) })
  .strict();
export type OrganizationBody = z.output<typeof OrganizationBody>;
export type OrganizationBodyIn = z.input<typeof OrganizationBody>;

export const AdminOrganization = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Participants who chose it (they keep their accounts, without an organisation, if it is deleted). */
    participants: z.number().int(),
    created_at: IsoDateTime,
  })
  .meta({ id: 'AdminOrganization' });
export type AdminOrganization = z.infer<typeof AdminOrganization>;
export const AdminOrganizationList = z.object({ total_data: TotalData, data: z.array(AdminOrganization) });

// ---------------------------------------------------------------------------------------------------- calls

const CREATE_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody } as const;
const ProgramCoordinatorParams = z.object({ id: IdString });
const PageQuery = z.object({ page: PageString.optional() });

export const adminPublishing = {
  programs: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/programs',
    access: 'admin',
    summary: 'Programmes in display order (order, then creation); `q` searches name and short name; 10 a page',
    tags,
    query: AdminListQuery,
    responses: { 200: AdminProgramList, ...READ_ERRORS },
  }),
  program: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/programs/:id',
    access: 'admin',
    summary: 'One programme with its module and description (sanitised HTML), for the edit form',
    tags,
    params: IdParams,
    responses: { 200: AdminProgramDetail, ...READ_ERRORS },
  }),
  createProgram: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/programs',
    access: 'admin',
    summary: 'Creates a programme; its HTML is sanitised before it is stored; 409 when the short name is taken',
    tags,
    body: ProgramBody,
    responses: { 201: CreatedBody, ...CREATE_ERRORS },
  }),
  updateProgram: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/programs/:id',
    access: 'admin',
    summary: 'Changes a programme (every field); 409 when the short name is another programme’s',
    tags,
    params: IdParams,
    body: ProgramBody,
    responses: { 200: SuccessBody, ...CREATE_ERRORS },
  }),
  deleteProgram: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/programs/:id',
    access: 'admin',
    summary: 'Deletes a programme with its coordinator entries; its courses stay, without a programme',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  programImage: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/admin/programs/:id/image',
    access: 'admin',
    summary: 'Sets or replaces a programme’s image. Multipart: `image` (.jpg .jpeg .png .svg, checked by content)',
    tags,
    params: IdParams,
    multipart: { file: imageFile },
    responses: { 200: PublishedImageSaved, ...UPLOAD_ERRORS },
  }),
  deleteProgramImage: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/programs/:id/image',
    access: 'admin',
    summary: 'Removes a programme’s image',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),

  programCoordinators: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/programs/:id/coordinators',
    access: 'admin',
    summary: 'A programme’s coordinators by batch, latest batch first (as the public page orders them); 10 a page',
    tags,
    params: IdParams,
    query: PageQuery,
    responses: { 200: AdminProgramCoordinatorList, ...READ_ERRORS },
  }),
  addProgramCoordinator: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/programs/:id/coordinators',
    access: 'admin',
    summary: 'Lists a coordinator in a batch of a programme; 409 when already listed in that batch',
    tags,
    params: IdParams,
    body: ProgramCoordinatorBody,
    responses: { 201: CreatedBody, ...CREATE_ERRORS },
  }),
  removeProgramCoordinator: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/program-coordinators/:id',
    access: 'admin',
    summary: 'Removes a coordinator entry (a coordinator in a batch) from its programme',
    tags,
    params: ProgramCoordinatorParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),

  gallery: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/gallery',
    access: 'admin',
    summary: 'Gallery images of the home page in display order (order, then creation); 10 a page',
    tags,
    query: PageQuery,
    responses: { 200: AdminGalleryList, ...READ_ERRORS },
  }),
  createGalleryImage: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/gallery',
    access: 'admin',
    summary:
      'Adds a gallery image. Multipart: `image` (.jpg .jpeg .png .svg, checked by content) and `json` {title, link_url, sort_order}',
    tags,
    multipart: { file: galleryImage, json: GalleryJson },
    responses: { 200: CreatedBody, ...UPLOAD_ERRORS },
  }),
  updateGalleryImage: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/gallery/:id',
    access: 'admin',
    summary: 'Changes a gallery image. Multipart: optional `image` (replaces the old) and `json`',
    tags,
    params: IdParams,
    multipart: { file: { ...galleryImage, required: false }, json: GalleryJson },
    responses: { 200: SuccessBody, ...UPLOAD_ERRORS },
  }),
  deleteGalleryImage: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/gallery/:id',
    access: 'admin',
    summary: 'Deletes a gallery image and its file',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),

  directorMessages: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/director-messages',
    access: 'admin',
    summary: 'Both director messages (1 general, 2 certification) with their stored (sanitised) HTML',
    tags,
    responses: { 200: AdminDirectorMessageList, ...READ_ERRORS },
  }),
  updateDirectorMessage: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/director-messages/:id',
    access: 'admin',
    summary: 'Changes a director message (1 or 2); the message is sanitised before it is stored',
    tags,
    params: IdParams,
    body: DirectorMessageBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  directorAvatar: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/admin/director-messages/:id/avatar',
    access: 'admin',
    summary: 'Sets or replaces a director’s picture. Multipart: `image` (.jpg .jpeg .png .svg, checked by content)',
    tags,
    params: IdParams,
    multipart: { file: imageFile },
    responses: { 200: PublishedImageSaved, ...UPLOAD_ERRORS },
  }),

  organizations: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/organizations',
    access: 'admin',
    summary: 'Organisations by name with their participant counts; `q` searches the name; 10 a page',
    tags,
    query: AdminListQuery,
    responses: { 200: AdminOrganizationList, ...READ_ERRORS },
  }),
  createOrganization: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/organizations',
    access: 'admin',
    summary: 'Creates an organisation; 409 when the name is taken (without regard to case)',
    tags,
    body: OrganizationBody,
    responses: { 201: CreatedBody, ...CREATE_ERRORS },
  }),
  updateOrganization: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/organizations/:id',
    access: 'admin',
    summary: 'Renames an organisation; 409 when the name is another organisation’s (without regard to case)',
    tags,
    params: IdParams,
    body: OrganizationBody,
    responses: { 200: SuccessBody, ...CREATE_ERRORS },
  }),
  deleteOrganization: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/organizations/:id',
    access: 'admin',
    summary: 'Deletes an organisation; its participants keep their accounts, without an organisation',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
} as const;
