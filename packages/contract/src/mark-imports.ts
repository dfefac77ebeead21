// Marks from a spreadsheet (the coordinator's Evaluations → Upload): the template of a component, the preview of an
// upload that changes nothing, its commit and the undo of a committed import (docs/decisions/021-results.md,
// "Spreadsheet imports"; docs/features.md, Upload).
import { z } from 'zod';
import { ErrorBody, IdString, PageString, SuccessBody } from './common.ts';
import { RESULTS } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { MarksNumber } from './evaluation-components.ts';
import { READ_ERRORS, UPLOAD_ERRORS, WRITE_ERRORS } from './options.ts';

const tags = ['evaluations'];

/** The template's columns, row 2 of the file (row 1 carries the version stamp). */
export const MARK_TEMPLATE_COLUMNS = ['Course-wise ID', 'Name', 'Marks'] as const;

/** The stamp's two cells: `Version: 1234` (the component's highest mark revision) and `Component: 56`. */
export const MARK_TEMPLATE_STAMP = { version: 'Version:', component: 'Component:' } as const;

export const MARK_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type MarkTemplateFormat = (typeof MARK_TEMPLATE_FORMATS)[number];

/** Why a row of an upload is refused (the preview says it beside the row; a refused row blocks the commit). */
export const MARK_ROW_REFUSAL = {
  missingId: 'The course-wise ID is empty',
  unknownId: 'Unknown course-wise ID',
  notInCourse: 'Not a participant of this course (a course-wise ID of another of your courses)',
  duplicateId: 'Duplicate course-wise ID',
  formula: 'A formula is not accepted: type the value',
  notNumber: `Not a number: type the marks, or ${RESULTS.absentText} for absent`,
  decimals: 'At most two decimals',
  outOfRange: (max: number) => `Out of range: 0 to ${max}`,
} as const;

/** What an upload or a commit answers when the file as a whole cannot be used. */
export const MARK_IMPORT_TEXT = {
  notTemplate: 'This file is not a marks template: download the template of this component and fill it in',
  otherComponent: 'This template belongs to another component: download the template of this component',
  badHeader: `Row 2 must be the template's header: ${MARK_TEMPLATE_COLUMNS.join(', ')}`,
  tooManyRows: `The file has more than ${RESULTS.importMaxRows} rows`,
  tooComplex: 'The spreadsheet could not be read within the limits: save it again as a plain .xlsx or .csv',
  unreadable: 'The spreadsheet could not be read: save it again as .xlsx or .csv',
  frozen: 'The final result of this course is released or scheduled: un-release it to change marks',
  refusedRows: 'Some rows are refused: correct them and upload again; nothing was imported',
  previewAgain: 'The marks changed since the preview: preview the file again',
  nothingToImport: 'The file changes no mark',
  committed: 'Marks imported',
  undone: 'Import undone',
  alreadyUndone: 'This import has already been undone',
  undoExpired: `An import can be undone only within ${RESULTS.undoHours} hours`,
} as const;

export const MarkComponentParams = z.object({ courseId: IdString, componentId: IdString });
export const MarkTemplateParams = MarkComponentParams.extend({ format: z.enum(MARK_TEMPLATE_FORMATS) });
export const MarkImportListParams = MarkComponentParams.extend({ page: PageString });
export const MarkImportIdParams = z.object({ importId: IdString });

/** A mark as a cell shows it: a number, or absent. */
export const MarkValue = z.object({ marks: MarksNumber.nullable(), absent: z.boolean() }).meta({ id: 'MarkValue' });
export type MarkValue = z.infer<typeof MarkValue>;

export const MARK_ROW_OUTCOME = ['changed', 'unchanged', 'blank', 'refused'] as const;

export const MarkPreviewRow = z
  .object({
    /** The row's number in the sheet (1-based, as the spreadsheet shows it). */
    row: z.number().int(),
    course_wise_id: z.string(),
    /** The participant's name as the portal knows it (null when the id is not the course's). */
    name: z.string().nullable(),
    outcome: z.enum(MARK_ROW_OUTCOME),
    /** The mark stored now (null: none). */
    old: MarkValue.nullable(),
    /** The mark of the file (null: blank or refused). */
    new: MarkValue.nullable(),
    reason: z.string().nullable(),
    /** Its stored mark changed after the template was made (a stale template would overwrite it). */
    changed_since: z.boolean(),
  })
  .meta({ id: 'MarkPreviewRow' });
export type MarkPreviewRow = z.infer<typeof MarkPreviewRow>;

export const MarkImportCounts = z
  .object({
    changed: z.number().int(),
    unchanged: z.number().int(),
    blank: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'MarkImportCounts' });
export type MarkImportCounts = z.infer<typeof MarkImportCounts>;

export const ChangedSinceRow = z.object({ course_wise_id: z.string(), name: z.string() });

export const MarkImportPreview = z
  .object({
    component: z.object({ id: z.number().int(), name: z.string(), max_marks: MarksNumber }),
    file_name: z.string(),
    sha256: z.string(),
    /** The template's version stamp, and the component's highest revision now. */
    template_revision: z.number().int(),
    current_revision: z.number().int(),
    /** The template is older than the marks now stored: committing needs `force`. */
    stale: z.boolean(),
    /** The participants whose mark changed after the template was made. */
    changed_since: z.array(ChangedSinceRow),
    counts: MarkImportCounts,
    rows: z.array(MarkPreviewRow),
    /** SHA-256 of the list of changes the preview shows; the commit is refused when its own list differs. */
    plan_digest: z.string(),
  })
  .meta({ id: 'MarkImportPreview' });
export type MarkImportPreview = z.infer<typeof MarkImportPreview>;

export const MarkImportCommitJson = z.object({
  plan_digest: z.string().regex(/^[0-9a-f]{64}$/, 'Preview the file first'),
  force: z.boolean(),
});
export type MarkImportCommitJson = z.infer<typeof MarkImportCommitJson>;

export const MarkImportCommitted = SuccessBody.extend({ id: z.number().int(), changed: z.number().int() }).meta({
  id: 'MarkImportCommitted',
});

export const MarkImportItem = z
  .object({
    id: z.number().int(),
    imported_at: z.string(),
    imported_by: z.string().nullable(),
    file_name: z.string(),
    sha256: z.string(),
    forced: z.boolean(),
    counts: MarkImportCounts,
    undone_at: z.string().nullable(),
    /** Until when an undo is possible (24 hours after the commit). */
    undo_until: z.string(),
    can_undo: z.boolean(),
    /** Why it cannot be undone (null when it can). */
    undo_refusal: z.string().nullable(),
  })
  .meta({ id: 'MarkImportItem' });
export type MarkImportItem = z.infer<typeof MarkImportItem>;

export const MarkImportList = z
  .object({ total_data: z.number().int(), data: z.array(MarkImportItem) })
  .meta({ id: 'MarkImportList' });

export const MarkTemplateFile = z
  .string()
  .meta({ id: 'MarkTemplateFile', description: 'The template (.xlsx or .csv), sent as an attachment' });

const marksFile = { field: 'marks_file', rule: 'marks', required: true } as const;
const IMPORT_ERRORS = { ...UPLOAD_ERRORS, 422: ErrorBody, 503: ErrorBody } as const;
const base = '/api/coordinator/evaluations/:courseId/components/:componentId';

export const coordinatorMarkImports = {
  template: defineEndpoint({
    method: 'GET',
    keep: false,
    path: `${base}/template/:format`,
    access: 'coordinator',
    summary:
      "The marks template of a component of the caller's courses (xlsx or csv): row 1 the version stamp, row 2 the header, then every participant by course-wise id with the current marks (AB for absent)",
    tags,
    params: MarkTemplateParams,
    responses: { 200: MarkTemplateFile, ...READ_ERRORS },
  }),
  preview: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: `${base}/imports/preview`,
    access: 'coordinator',
    summary:
      'What an upload of the template would change, row by row, with the refusals and the plan digest; stores nothing. Multipart: `marks_file` (.xlsx or .csv, at most 2 MiB, 5,000 rows)',
    tags,
    params: MarkComponentParams,
    multipart: { file: marksFile },
    responses: { 200: MarkImportPreview, ...IMPORT_ERRORS },
  }),
  commit: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: `${base}/imports`,
    access: 'coordinator',
    summary:
      'Commits an upload as previewed, all or nothing, keeping the file: 409 when the marks changed since the preview or the template is stale (unless `force`), 422 when a row is refused. Multipart: `marks_file` and `json` {plan_digest, force}',
    tags,
    params: MarkComponentParams,
    multipart: { file: marksFile, json: MarkImportCommitJson },
    responses: { 200: MarkImportCommitted, ...IMPORT_ERRORS },
  }),
  list: defineEndpoint({
    method: 'GET',
    keep: false,
    path: `${base}/imports/:page`,
    access: 'coordinator',
    summary: "The component's committed imports, newest first, 10 a page, with whether (until when) each can be undone",
    tags,
    params: MarkImportListParams,
    responses: { 200: MarkImportList, ...READ_ERRORS },
  }),
  undo: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/evaluations/imports/:importId/undo',
    access: 'coordinator',
    summary:
      'Restores the marks an import changed, within 24 hours and only while none of them changed since (409 naming the rows)',
    tags,
    params: MarkImportIdParams,
    body: z.object({}).strict(),
    responses: { 200: SuccessBody, ...WRITE_ERRORS, 409: ErrorBody },
  }),
} as const;
