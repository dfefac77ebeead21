// The pivot file of the authorization matrix (docs/security.md AC2, AC3): one row per registered route, with the
// objects it aims at (fixture names of matrix-world.ts), a valid body, and what each identity must get. Vocabulary: a
// status; `DENY` = 403 or 404 (the route choosing); `LIST` = 200 under the canary rule (every cell is under it: no
// answer carries a canary its identity may not see). A route without a row fails the suite, and so does a row naming no
// route. Rows that change data for real aim at objects of their own (`.edit`, `.del`).
import type { Identity, MatrixWorld } from '#server/testing/matrix-world.ts';
import { jsonAndFile, type MultipartBody, multipart, TINY_PNG, tinyPdf } from '#server/testing/multipart.ts';
import { WELL_FORMED } from './well-formed-requests.ts';

export type Expected = number | 'DENY' | 'LIST';

export interface MatrixRow {
  route: string;
  /** Path parameters: a fixture name of the world, or a literal value. */
  params?: Record<string, string>;
  query?: string;
  /** A JSON body (made anew per request by a function), or a multipart form. */
  body?: unknown;
  form?: (world: MatrixWorld) => MultipartBody;
  expect: Record<Identity, Expected>;
  /**
   * Allowed cells must show a canary of their own (a list that holds the world's objects is not empty): `true`
   * for every allowed identity, or the identities that own something there.
   */
  shows?: true | readonly Identity[];
  /** The answer may carry any canary: a signed link is the permission, whoever holds it. */
  anyCanary?: true;
  /** Allowed cells use a session of their own (the row ends the session it is called with). */
  freshSession?: true;
}

const everyone = (status: Expected): Record<Identity, Expected> => ({
  ANON: status,
  P1: status,
  P3: status,
  P2: status,
  C1: status,
  C1b: status,
  C2: status,
  ADM: status,
  DEAD: status,
});
/** A participant route: every other identity gets 401. */
const participant = (P1: Expected, P3: Expected, P2: Expected) => ({ ...everyone(401), P1, P3, P2 });
/** A coordinator route: every other identity gets 401. */
const coordinator = (C1: Expected, C1b: Expected, C2: Expected) => ({ ...everyone(401), C1, C1b, C2 });
/** An admin console route. */
const admin = (ADM: Expected) => ({ ...everyone(401), ADM });
const publicRoute = everyone;

const body = (key: string) => WELL_FORMED[key]?.body ?? {};
const image = (field = 'image') =>
  multipart([{ name: field, filename: 'picture.png', value: TINY_PNG, contentType: 'image/png' }]);

/** A marks template with its stamp and header only, for the world's component; with `json` for the commit. */
const marksSheet = (world: MatrixWorld, component: string, json?: unknown): MultipartBody => {
  const sheet = Buffer.from(`Version: 0,Component: ${world.ids[component]}\r\nCourse-wise ID,Name,Marks\r\n`);
  const file = { name: 'marks_file', filename: 'marks.csv', value: sheet, contentType: 'text/csv' };
  return multipart(json === undefined ? [file] : [{ name: 'json', value: JSON.stringify(json) }, file]);
};
/** An unsubscribe token of the right form that the server did not sign. */
const UNSIGNED_TOKEN = '1.assignment-new.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const P = '/api/participant';
const C = '/api/coordinator';
const A = '/api/admin';

export const MATRIX: MatrixRow[] = [
  // --- Public and session routes.
  { route: 'GET /api/health', expect: publicRoute(200) },
  // An unknown address of its own per request (failed sign-ins are limited per address).
  {
    route: 'POST /api/user/login',
    body: () => ({ email: `matrix-${Math.random().toString(36).slice(2)}@suite.test`, password: 'wrong-password' }),
    expect: publicRoute(401),
  },
  { route: 'GET /api/user/is_logined', expect: { ...publicRoute(200) } },
  { route: `GET ${P}/user/auth`, expect: participant(200, 200, 200) },
  { route: `GET ${C}/user/auth`, expect: coordinator(200, 200, 200) },
  { route: `GET ${A}/user/auth`, expect: admin(200) },
  { route: `POST ${P}/user/logout`, body: {}, expect: participant(200, 200, 200), freshSession: true },
  { route: `POST ${C}/user/logout`, body: {}, expect: coordinator(200, 200, 200), freshSession: true },
  { route: `POST ${A}/user/logout`, body: {}, expect: admin(200), freshSession: true },
  // The language switch of a signed-in person (docs/i18n.md): each saves the caller's own choice only.
  { route: `PUT ${P}/user/language`, body: { language: 'bn' }, expect: participant(200, 200, 200) },
  { route: `PUT ${C}/user/language`, body: { language: 'bn' }, expect: coordinator(200, 200, 200) },
  { route: `PUT ${A}/user/language`, body: { language: 'bn' }, expect: admin(200) },
  // The second sign-in step (decision 013): a new secret for the admin (none is confirmed in the demo data),
  // then a wrong code, refused after the enrolment check.
  { route: `POST ${A}/user/two-step/enrolment`, body: {}, expect: admin(200) },
  { route: `POST ${A}/user/two-step/verify`, body: { code: '000000' }, expect: admin(400) },
  // A wrong old password: the route is reached (400) and nothing changes.
  {
    route: `PATCH ${P}/user/me/update_password`,
    body: body(`PATCH ${P}/user/me/update_password`),
    expect: participant(400, 400, 400),
  },
  {
    route: `PATCH ${C}/user/me/update_password`,
    body: body(`PATCH ${C}/user/me/update_password`),
    expect: coordinator(400, 400, 400),
  },
  { route: `GET ${P}/user/profile`, expect: participant(200, 200, 200) },
  { route: `GET ${P}/user/my_profile`, expect: participant(200, 200, 200) },
  // The profile forms are the caller's own: an empty json part is refused (400) after the role check.
  { route: `PATCH ${P}/user/update`, form: () => jsonAndFile({}), expect: participant(400, 400, 400) },
  { route: `GET ${C}/user/profile`, expect: coordinator(200, 200, 200) },
  { route: `GET ${C}/user/my_profile`, expect: coordinator(200, 200, 200) },
  { route: `PATCH ${C}/user/update`, form: () => jsonAndFile({}), expect: coordinator(400, 400, 400) },
  // The link mailed to a new e-mail address: public, the token is the key; a made-up one is INVALID_TOKEN.
  {
    route: 'PATCH /api/public/user/confirm-email/:token',
    params: { token: 'A'.repeat(43) },
    expect: publicRoute(400),
  },
  { route: 'GET /api/gallery/home-images', expect: publicRoute(200) },
  { route: 'GET /api/certification-programs', expect: publicRoute(200) },
  {
    route: 'GET /api/certification-programs/:program_short_name',
    params: { program_short_name: 'ceaml' },
    expect: publicRoute(200),
  },
  { route: 'GET /api/director-messages/:id', params: { id: '1' }, expect: publicRoute(200) },
  // A coordinator's public profile: never the mobile (C1b's carries an AU canary).
  { route: 'GET /api/coordinator/:coordinator_id', params: { coordinator_id: 'C1b' }, expect: publicRoute(200) },
  { route: 'GET /api/public/selection-options', expect: publicRoute(200) },
  { route: 'POST /api/contact', body: body('POST /api/contact'), expect: publicRoute(200) },
  { route: 'GET /api/register_auth', query: '?token=x', expect: publicRoute(400) },
  {
    route: 'POST /api/register/new_participant/:token',
    params: { token: 'A'.repeat(43) },
    body: body('POST /api/register/new_participant/:token'),
    expect: publicRoute(400),
  },
  {
    route: 'POST /api/register/existing_participant/:token',
    params: { token: 'A'.repeat(43) },
    body: body('POST /api/register/existing_participant/:token'),
    expect: publicRoute(400),
  },
  {
    // Limited per address asked for: an address of its own per request.
    route: 'POST /api/public/user/forgot-password',
    body: () => ({ email: `matrix-${Math.random().toString(36).slice(2)}@suite.test` }),
    expect: publicRoute(200),
  },
  {
    route: 'GET /api/public/user/forgot-password/verify/:token',
    params: { token: 'A'.repeat(43) },
    expect: publicRoute(400),
  },
  {
    route: 'PATCH /api/public/user/reset-password/:token',
    params: { token: 'A'.repeat(43) },
    body: body('PATCH /api/public/user/reset-password/:token'),
    expect: publicRoute(400),
  },

  // --- Forum: members of the course read; only the author edits or deletes; other courses answer 404.
  { route: `GET ${P}/forum/user_courses`, expect: participant('LIST', 'LIST', 'LIST') },
  {
    route: `POST ${P}/forum/create_post/:courseId`,
    params: { courseId: 'B' },
    body: { post_title: 'A matrix post', post_body: 'Its body.' },
    expect: participant(404, 404, 201),
  },
  { route: `GET ${P}/forum/all_posts`, shows: true, expect: participant('LIST', 'LIST', 'LIST') },
  { route: `GET ${P}/forum/posts/unanswered`, expect: participant('LIST', 'LIST', 'LIST') },
  {
    route: `GET ${P}/forum/post/:postId`,
    shows: true,
    params: { postId: 'A.post.byC1' },
    expect: participant(200, 200, 404),
  },
  {
    route: `POST ${P}/forum/post/:postId/reply`,
    params: { postId: 'A.post.byC1' },
    body: { reply_body: 'A matrix reply.' },
    expect: participant(201, 201, 404),
  },
  {
    route: `PATCH ${P}/forum/edit/:postId`,
    params: { postId: 'A.post.byP1.edit' },
    body: { post_title: 'Edited CANARY', post_body: 'Edited body.' },
    expect: participant(200, 403, 404),
  },
  {
    route: `PATCH ${P}/forum/replies/edit/:replyId`,
    params: { replyId: 'A.reply.byP1.edit' },
    body: { reply_body: 'Edited reply.' },
    expect: participant(200, 403, 404),
  },
  { route: `GET ${C}/posts/user_courses`, expect: coordinator('LIST', 'LIST', 'LIST') },
  {
    route: `POST ${C}/posts/create/:courseId`,
    params: { courseId: 'A' },
    body: { post_title: 'A matrix notice', post_body: 'Its body.' },
    expect: coordinator(201, 201, 404),
  },
  { route: `GET ${C}/posts/all`, shows: true, expect: coordinator('LIST', 'LIST', 'LIST') },
  { route: `GET ${C}/posts/unanswered`, expect: coordinator('LIST', 'LIST', 'LIST') },
  {
    route: `GET ${C}/post_n_replies/:postId`,
    shows: true,
    params: { postId: 'B.post.byP2' },
    expect: coordinator(404, 404, 200),
  },
  {
    route: `POST ${C}/posts/:postId/reply`,
    params: { postId: 'A.post.byP1' },
    body: { reply_body: 'A matrix answer.' },
    expect: coordinator(201, 201, 404),
  },
  {
    route: `PATCH ${C}/posts/:postId/edit`,
    params: { postId: 'A.post.byC1.edit' },
    body: { post_title: 'Edited notice', post_body: 'Edited body.' },
    expect: coordinator(200, 403, 404),
  },
  {
    route: `PATCH ${C}/posts/replies/edit/:replyId`,
    params: { replyId: 'A.reply.byC1.edit' },
    body: { reply_body: 'Edited answer.' },
    expect: coordinator(200, 403, 404),
  },
  { route: `GET ${P}/forum/my_posts`, shows: ['P1', 'P2'], expect: participant('LIST', 'LIST', 'LIST') },
  { route: `GET ${C}/posts/my_posts`, shows: ['C1', 'C2'], expect: coordinator('LIST', 'LIST', 'LIST') },
  { route: `GET ${P}/forum/my_replies`, shows: ['P1', 'P2'], expect: participant('LIST', 'LIST', 'LIST') },
  {
    route: `DELETE ${P}/forum/delete/:postId`,
    params: { postId: 'A.post.byP1.del' },
    body: 'id:A.post.byP1.del',
    expect: participant(200, 403, 404),
  },
  {
    route: `DELETE ${C}/posts/delete/:postId`,
    params: { postId: 'A.post.byC1.del' },
    expect: coordinator(200, 403, 404),
  },

  // --- Assignments: the course's coordinators see them; only the creator edits or deletes; pairs are bound.
  {
    route: `GET ${P}/assignments/:page`,
    shows: true,
    params: { page: '1' },
    expect: participant('LIST', 'LIST', 'LIST'),
  },
  {
    route: `POST ${P}/assignments/download/:assignmentId`,
    params: { assignmentId: 'A.asg' },
    body: {},
    expect: participant(200, 200, 404),
  },
  {
    route: `POST ${P}/assignments/:assignmentId/submitted/download`,
    params: { assignmentId: 'A.asg' },
    body: {},
    // P3 has no submission of its own: 404, never P1's file.
    expect: participant(200, 404, 404),
  },
  {
    route: `POST ${P}/assignments/upload/:assignmentId`,
    params: { assignmentId: 'B.asg' },
    form: () =>
      multipart([
        { name: 'assignment_file', filename: 'answer.pdf', value: tinyPdf('answer'), contentType: 'application/pdf' },
      ]),
    expect: participant(404, 404, 200),
  },
  {
    route: `GET ${C}/assignments/selection-options/courses/:status`,
    params: { status: '1' },
    expect: coordinator('LIST', 'LIST', 'LIST'),
  },
  {
    route: `GET ${C}/assignments/all_assignments/:courseId/:status/:page`,
    shows: true,
    params: { courseId: 'A', status: '1', page: '1' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  // --- Evaluations (docs/decisions/021-results.md).
  {
    route: `GET ${C}/evaluations/:courseId/components`,
    params: { courseId: 'A' },
    expect: coordinator(200, 200, 'DENY'),
  },
  // Marks imports: a template of the world's component; a preview of an empty sheet (200, nothing stored); a commit
  // with a digest no preview gave (409 after the scope check); the undo of an import past its 24 hours (409).
  {
    route: `GET ${C}/evaluations/:courseId/components/:componentId/template/:format`,
    params: { courseId: 'A', componentId: 'A.marksComponent', format: 'csv' },
    expect: coordinator(200, 200, 404),
  },
  {
    route: `POST ${C}/evaluations/:courseId/components/:componentId/imports/preview`,
    params: { courseId: 'A', componentId: 'A.marksComponent' },
    form: (world) => marksSheet(world, 'A.marksComponent'),
    expect: coordinator(200, 200, 404),
  },
  {
    route: `POST ${C}/evaluations/:courseId/components/:componentId/imports`,
    params: { courseId: 'A', componentId: 'A.marksComponent' },
    form: (world) => marksSheet(world, 'A.marksComponent', { plan_digest: '0'.repeat(64), force: false }),
    expect: coordinator(409, 409, 404),
  },
  {
    route: `GET ${C}/evaluations/:courseId/components/:componentId/imports/:page`,
    params: { courseId: 'A', componentId: 'A.marksComponent', page: '1' },
    shows: true,
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `POST ${C}/evaluations/imports/:importId/undo`,
    params: { importId: 'A.marksImport' },
    body: {},
    expect: coordinator(409, 409, 404),
  },
  // Marks typed on screen and beside a submission: C1 writes, C1b sends the same mark (no change, no conflict).
  {
    route: `GET ${C}/evaluations/:courseId/components/:componentId/marks/:page`,
    shows: true,
    params: { courseId: 'A', componentId: 'A.comp.tied', page: '1' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `PUT ${C}/evaluations/:courseId/components/:componentId/marks`,
    params: { courseId: 'A', componentId: 'A.comp.tied' },
    body: 'marks:P3',
    expect: coordinator(200, 200, 404),
  },
  {
    route: `PUT ${C}/assignments/:id/submissions/:participantId/mark`,
    params: { id: 'A.asg', participantId: 'A.other' },
    body: () => ({ marks: 4, absent: false, feedback: 'Well argued', revision: null }),
    expect: coordinator(200, 200, 404),
  },
  {
    route: `POST ${C}/assignments/upload/:courseId`,
    params: { courseId: 'A' },
    form: () =>
      jsonAndFile(
        { title: 'A matrix assignment', last_submission_date: '2999-1-1 00:00:00' },
        { field: 'assignment_file', name: 'Brief.pdf', data: tinyPdf('brief') },
      ),
    expect: coordinator(200, 200, 404),
  },
  {
    route: `PATCH ${C}/assignments/:id/edit`,
    params: { id: 'A.asg.edit' },
    form: () => jsonAndFile({ title: 'Revised matrix brief', last_submission_date: '2999-2-2 00:00:00' }),
    expect: coordinator(200, 403, 404),
  },
  { route: `DELETE ${C}/assignments/:id/delete`, params: { id: 'A.asg.del' }, expect: coordinator(200, 403, 404) },
  {
    route: `POST ${C}/assignments/:id/download`,
    params: { id: 'A.asg' },
    body: {},
    expect: coordinator(200, 200, 404),
  },
  {
    route: `GET ${C}/assignments/:id/submit_details/:page`,
    shows: true,
    params: { id: 'A.asg', page: '1' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    // A mismatched pair (AC3): A's assignment with B's submission.
    route: `POST ${C}/assignments/:id/submit_details/:submitId/download`,
    params: { id: 'A.asg', submitId: 'B.submit' },
    body: {},
    expect: coordinator(404, 404, 404),
  },
  {
    route: `POST ${C}/assignments/:id/submissions/download`,
    params: { id: 'A.asg' },
    body: {},
    expect: coordinator(200, 200, 404),
  },
  { route: 'GET /files/submissions/:token', params: { token: 'made-up.token' }, expect: publicRoute(403) },
  {
    route: `GET ${C}/assignments/:id/submit_details/:submitId/versions`,
    shows: true,
    params: { id: 'A.asg', submitId: 'A.submit' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `POST ${C}/assignments/:id/submit_details/:submitId/versions/:versionId/download`,
    params: { id: 'A.asg', submitId: 'A.submit', versionId: 'A.version' },
    body: {},
    expect: coordinator(200, 200, 404),
  },

  // --- Evaluation rules and releases (issue 38, part A): any coordinator of the course; another course is 404.
  // The writes aim at refusals that change nothing (a course's rules are shared by the other evaluations rows):
  // removing A.comp, which has a mark; releasing A.comp.released again; un-releasing the Draft A.comp; the final
  // result while A.comp is Draft, or un-released while none stands. evaluations.routes.test.ts covers their 200s.
  {
    route: `GET ${C}/evaluations/:courseId`,
    shows: true,
    params: { courseId: 'A' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `PUT ${C}/evaluations/:courseId`,
    params: { courseId: 'A' },
    body: () => ({
      pass_mark: 50,
      components: [{ name: 'Matrix component', max_marks: 10, weight: 100, min_marks: null, assignment_id: null }],
    }),
    expect: coordinator(409, 409, 404),
  },
  {
    route: `POST ${C}/evaluations/:courseId/components/:componentId/release`,
    params: { courseId: 'A', componentId: 'A.comp.released' },
    body: {},
    expect: coordinator(409, 409, 404),
  },
  {
    route: `POST ${C}/evaluations/:courseId/components/:componentId/unrelease`,
    params: { courseId: 'A', componentId: 'A.comp' },
    body: { reason: 'Matrix reason' },
    expect: coordinator(409, 409, 404),
  },
  {
    route: `POST ${C}/evaluations/:courseId/final/release`,
    params: { courseId: 'A' },
    body: {},
    expect: coordinator(409, 409, 404),
  },
  {
    route: `POST ${C}/evaluations/:courseId/final/unrelease`,
    params: { courseId: 'A' },
    body: { reason: 'Matrix reason' },
    expect: coordinator(409, 409, 404),
  },

  // --- Certificates (docs/decisions/024-certificates.md): a course's coordinators and the admin issue; course C's
  // certificates are issued by the demo data, so issuing again answers 200 and issues nobody a second one. Only the
  // holder (P1) downloads their PDF; its badge is not made yet (409).
  { route: `GET ${C}/certificates/:courseId`, params: { courseId: 'C' }, expect: coordinator('LIST', 404, 404) },
  {
    route: `POST ${C}/certificates/:courseId/issue`,
    params: { courseId: 'C' },
    body: {},
    expect: coordinator(200, 404, 404),
  },
  { route: `GET ${A}/certificates/courses/:courseId`, params: { courseId: 'C' }, expect: admin('LIST') },
  { route: `POST ${A}/certificates/courses/:courseId/issue`, params: { courseId: 'C' }, body: {}, expect: admin(200) },
  { route: `GET ${P}/certificates`, expect: participant('LIST', 'LIST', 'LIST') },
  {
    route: `POST ${P}/certificates/:certificateId/pdf`,
    params: { certificateId: 'C.certificate' },
    body: {},
    expect: participant(200, 404, 404),
  },
  {
    route: `POST ${P}/certificates/:certificateId/badge`,
    params: { certificateId: 'C.certificate' },
    body: {},
    expect: participant(409, 404, 404),
  },

  // --- Contents: a participant reads what was sent to their courses; only the owner edits, deletes, reminds.
  { route: `GET ${P}/contents/:page`, shows: true, params: { page: '1' }, expect: participant('LIST', 'LIST', 'LIST') },
  {
    // A mismatched pair (AC3): A's content through course B.
    route: `POST ${P}/contents/download/:contentId/:courseId`,
    params: { contentId: 'A.content', courseId: 'B' },
    body: {},
    expect: participant(404, 404, 404),
  },
  {
    route: `GET ${C}/contents/selection-options/courses/:status`,
    params: { status: '1' },
    expect: coordinator('LIST', 'LIST', 'LIST'),
  },
  { route: `GET ${C}/contents/selection-options/courses`, expect: coordinator('LIST', 'LIST', 'LIST') },
  {
    route: `GET ${C}/contents/all_contents/:courseId/:status/:filter/:page`,
    shows: true,
    params: { courseId: 'A', status: '1', filter: '0', page: '1' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `POST ${C}/contents/upload`,
    form: () =>
      jsonAndFile(
        { content_title: 'A matrix handout', course_id: 0 },
        { field: 'content_file', name: 'Handout.pdf', data: tinyPdf('handout') },
      ),
    expect: coordinator(200, 200, 200),
  },
  {
    route: `PATCH ${C}/contents/:id/edit`,
    params: { id: 'A.content.edit' },
    form: (world) => jsonAndFile({ content_title: 'Edited handout', course_id: Number(world.ids.A) }),
    expect: coordinator(200, 403, 404),
  },
  {
    // C1's content sent to B (not C1's course); C1b does not own it; C2 may not see it.
    route: `POST ${C}/contents/send/:courseId`,
    params: { courseId: 'B' },
    body: 'contents:A.content',
    expect: coordinator(404, 'DENY', 404),
  },
  {
    route: `POST ${C}/contents/:id/download`,
    params: { id: 'A.content' },
    body: {},
    expect: coordinator(200, 200, 404),
  },
  { route: `DELETE ${C}/contents/:id/delete`, params: { id: 'A.content.del' }, expect: coordinator(200, 403, 404) },
  {
    route: `GET ${C}/contents/:contentId/details/:page`,
    params: { contentId: 'A.content', page: '1' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `POST ${C}/contents/:contentId/remind`,
    params: { contentId: 'A.content.remind' },
    body: {},
    expect: coordinator(200, 403, 404),
  },

  // --- Dashboards, courses, participants.
  { route: `GET ${P}/user/dashboard_details`, expect: participant('LIST', 'LIST', 'LIST') },
  { route: `GET ${C}/user/dashboard_details`, expect: coordinator('LIST', 'LIST', 'LIST') },
  { route: `GET ${P}/user/courses/:page`, params: { page: '1' }, expect: participant('LIST', 'LIST', 'LIST') },
  {
    route: `GET ${C}/user/courses/:status/:page`,
    params: { status: '1', page: '1' },
    expect: coordinator('LIST', 'LIST', 'LIST'),
  },
  {
    route: `GET ${C}/participants/:page/:status/:courseId/search=:text`,
    shows: true,
    params: { page: '1', status: '1', courseId: 'A', text: '' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  {
    route: `GET ${C}/participants/search_filter_params/courses/:status`,
    params: { status: '1' },
    expect: coordinator('LIST', 'LIST', 'LIST'),
  },
  {
    route: `GET ${C}/participants/:status/:courseId/export.csv`,
    shows: true,
    params: { status: '1', courseId: 'A' },
    expect: coordinator(200, 200, 404),
  },

  // --- Report List (issue 38): the caller's courses; a course's sheet, figures and exports (course A's coordinators).
  { route: `GET ${C}/reports/:page`, params: { page: '1' }, expect: coordinator('LIST', 'LIST', 'LIST') },
  {
    route: `GET ${C}/reports/:courseId/sheet/:page`,
    shows: true,
    params: { courseId: 'A', page: '1' },
    expect: coordinator('LIST', 'LIST', 404),
  },
  { route: `GET ${C}/reports/:courseId/summary`, params: { courseId: 'A' }, expect: coordinator('LIST', 'LIST', 404) },
  {
    route: `GET ${C}/reports/:courseId/export.csv`,
    shows: true,
    params: { courseId: 'A' },
    expect: coordinator(200, 200, 404),
  },
  // A ZIP: its texts are compressed, so no canary can be looked for in the bytes (the CSV above shows the same rows).
  { route: `GET ${C}/reports/:courseId/export.xlsx`, params: { courseId: 'A' }, expect: coordinator(200, 200, 404) },

  // --- Admin console: the admin only; every other identity 401.
  { route: `GET ${A}/overview`, expect: admin(200) },
  { route: `GET ${A}/backups/last`, expect: admin(200) },
  { route: `GET ${A}/inbox`, query: '?page=1', expect: admin(200) },
  { route: `PATCH ${A}/inbox/:id`, params: { id: '1' }, body: { read: false }, expect: admin(200) },
  { route: `GET ${A}/audit`, query: '?page=1', expect: admin(200) },
  // Maintenance mode (features/maintenance/): the public status of the banner, readiness, the console's switch (off).
  { route: 'GET /api/public/status', expect: publicRoute(200) },
  { route: 'GET /api/ready', expect: publicRoute(200) },
  { route: `GET ${A}/maintenance`, expect: admin(200) },
  { route: `PUT ${A}/maintenance`, body: body(`PUT ${A}/maintenance`), expect: admin(200) },
  { route: `GET ${A}/programs`, query: '?page=1', expect: admin(200) },
  { route: `GET ${A}/programs/:id`, params: { id: 'adm.program' }, expect: admin(200) },
  {
    route: `POST ${A}/programs`,
    body: { short_name: 'MXNEW', name: 'Matrix New Programme', sort_order: 95, module: '', description: '' },
    expect: admin(201),
  },
  {
    route: `PATCH ${A}/programs/:id`,
    params: { id: 'adm.program' },
    body: { short_name: 'MXEDIT', name: 'Matrix Programme', sort_order: 90, module: '', description: '' },
    expect: admin(200),
  },
  { route: `DELETE ${A}/programs/:id`, params: { id: 'adm.program.del' }, expect: admin(200) },
  { route: `PUT ${A}/programs/:id/image`, params: { id: 'adm.program' }, form: () => image(), expect: admin(200) },
  { route: `DELETE ${A}/programs/:id/image`, params: { id: 'adm.program' }, expect: admin(200) },
  { route: `GET ${A}/programs/:id/coordinators`, params: { id: 'adm.program' }, expect: admin(200) },
  {
    route: `POST ${A}/programs/:id/coordinators`,
    params: { id: 'adm.program' },
    body: 'coordinator_id:adm.coordinator',
    expect: admin(201),
  },
  { route: `DELETE ${A}/program-coordinators/:id`, params: { id: 'adm.programCoordinator' }, expect: admin(200) },
  { route: `GET ${A}/gallery`, expect: admin(200) },
  {
    route: `POST ${A}/gallery`,
    form: () =>
      jsonAndFile(
        { title: 'Matrix banner', link_url: '/courses', sort_order: 92 },
        { field: 'image', name: 'b.png', data: TINY_PNG },
      ),
    expect: admin(200),
  },
  {
    route: `PATCH ${A}/gallery/:id`,
    params: { id: 'adm.gallery' },
    form: () => jsonAndFile({ title: 'Matrix banner', link_url: '', sort_order: 93 }),
    expect: admin(200),
  },
  { route: `DELETE ${A}/gallery/:id`, params: { id: 'adm.gallery.del' }, expect: admin(200) },
  { route: `GET ${A}/director-messages`, expect: admin(200) },
  {
    route: `PATCH ${A}/director-messages/:id`,
    params: { id: '2' },
    body: body(`PATCH ${A}/director-messages/:id`),
    expect: admin(200),
  },
  { route: `PUT ${A}/director-messages/:id/avatar`, params: { id: '2' }, form: () => image(), expect: admin(200) },
  { route: `GET ${A}/organizations`, expect: admin(200) },
  { route: `POST ${A}/organizations`, body: { name: 'Matrix New Bank' }, expect: admin(201) },
  {
    route: `PATCH ${A}/organizations/:id`,
    params: { id: 'adm.org' },
    body: { name: 'Matrix Bank renamed' },
    expect: admin(200),
  },
  { route: `DELETE ${A}/organizations/:id`, params: { id: 'adm.org.del' }, expect: admin(200) },
  { route: `GET ${A}/courses/options`, query: '?status=1', expect: admin(200) },
  { route: `GET ${A}/courses/program-options`, expect: admin(200) },
  { route: `GET ${A}/coordinators/options`, expect: admin(200) },
  { route: `GET ${A}/courses`, query: '?page=1', expect: admin(200) },
  { route: `GET ${A}/courses/:id`, params: { id: 'A' }, expect: admin(200) },
  {
    route: `POST ${A}/courses`,
    body: { ...body(`POST ${A}/courses`), short_name: 'MX-NEW-1' },
    expect: admin(201),
  },
  {
    route: `PATCH ${A}/courses/:id`,
    params: { id: 'adm.course' },
    body: { ...body(`PATCH ${A}/courses/:id`), short_name: 'MX-EDIT-1', status: 1 },
    expect: admin(200),
  },
  { route: `DELETE ${A}/courses/:id`, params: { id: 'adm.course.del' }, expect: admin(200) },
  {
    route: `POST ${A}/courses/:id/coordinators`,
    params: { id: 'adm.course' },
    body: 'coordinator_id:C1b',
    expect: admin(200),
  },
  {
    route: `DELETE ${A}/courses/:id/coordinators/:coordinatorId`,
    params: { id: 'adm.course', coordinatorId: 'adm.coordinator' },
    expect: admin(200),
  },
  { route: `GET ${A}/courses/:id/enrolments`, params: { id: 'A' }, expect: admin(200) },
  {
    route: `DELETE ${A}/courses/:id/enrolments/:enrolmentId`,
    params: { id: 'adm.course', enrolmentId: 'adm.enrolment' },
    expect: admin(200),
  },
  { route: `GET ${A}/coordinators`, query: '?page=1', expect: admin(200) },
  {
    route: `POST ${A}/coordinators`,
    body: { ...body(`POST ${A}/coordinators`), email: 'matrix.new.coordinator@suite.test' },
    expect: admin(201),
  },
  {
    route: `PATCH ${A}/coordinators/:id`,
    params: { id: 'adm.coordinator' },
    body: { ...body(`POST ${A}/coordinators`), email: 'matrix.coordinator.renamed@suite.test' },
    expect: admin(200),
  },
  { route: `POST ${A}/coordinators/:id/setup-link`, params: { id: 'adm.coordinator' }, body: {}, expect: admin(200) },
  {
    route: `PATCH ${A}/coordinators/:id/active`,
    params: { id: 'adm.coordinator' },
    body: { active: false },
    expect: admin(200),
  },
  { route: `GET ${A}/participants`, query: '?page=1', expect: admin(200) },
  {
    route: `PATCH ${A}/participants/:id/active`,
    params: { id: 'adm.participant' },
    body: { active: false },
    expect: admin(200),
  },
  {
    route: `POST ${A}/invitations`,
    body: 'invitation',
    expect: admin(200),
  },
  {
    route: `POST ${A}/invitations/import/preview`,
    body: body(`POST ${A}/invitations/import/preview`),
    expect: admin(200),
  },
  { route: `POST ${A}/invitations/import`, body: body(`POST ${A}/invitations/import`), expect: admin(200) },
  { route: `GET ${A}/courses/:courseId/invitations`, params: { courseId: 'B' }, expect: admin(200) },
  { route: `POST ${A}/invitations/:id/resend`, params: { id: 'adm.invitation' }, body: {}, expect: admin(200) },
  { route: `POST ${A}/invitations/:id/revoke`, params: { id: 'adm.invitation.revoke' }, body: {}, expect: admin(200) },

  // --- Certificates (decision 027): anyone verifies (an unknown code: 404 for all); the admin alone lists, revokes,
  // re-issues (an unknown certificate: 404, nothing changes) and keeps the signatories.
  {
    route: 'GET /api/public/certificates/:code',
    params: { code: 'AAAA-AAAA-AAAA-AAAA' },
    expect: publicRoute(404),
  },
  { route: `GET ${A}/certificates`, query: '?page=1', expect: admin(200) },
  {
    route: `POST ${A}/certificates/:id/revoke`,
    params: { id: '2147483000' },
    body: { reason: 'Matrix' },
    expect: admin(404),
  },
  {
    route: `POST ${A}/certificates/:id/reissue`,
    params: { id: '2147483000' },
    body: { holder_name: 'Matrix Name' },
    expect: admin(404),
  },
  { route: `GET ${A}/certificate-signatories`, expect: admin(200) },
  {
    route: `PUT ${A}/certificate-signatories`,
    body: body(`PUT ${A}/certificate-signatories`),
    expect: admin(200),
  },

  // --- Notifications: each caller reads and marks only their own; another's id answers 404.
  { route: `GET ${P}/notifications/:page`, params: { page: '1' }, expect: participant('LIST', 'LIST', 'LIST') },
  { route: `GET ${C}/notifications/:page`, params: { page: '1' }, expect: coordinator('LIST', 'LIST', 'LIST') },
  {
    route: `POST ${P}/notifications/read/:notificationId`,
    params: { notificationId: '2147483000' },
    body: {},
    expect: participant(404, 404, 404),
  },
  {
    route: `POST ${C}/notifications/read/:notificationId`,
    params: { notificationId: '2147483000' },
    body: {},
    expect: coordinator(404, 404, 404),
  },
  { route: `POST ${P}/notifications/read_all`, body: {}, expect: participant(200, 200, 200) },
  { route: `POST ${C}/notifications/read_all`, body: {}, expect: coordinator(200, 200, 200) },
  { route: `GET ${P}/notification_preferences`, expect: participant(200, 200, 200) },
  { route: `GET ${C}/notification_preferences`, expect: coordinator(200, 200, 200) },
  {
    route: `PATCH ${P}/notification_preferences`,
    body: body(`PATCH ${P}/notification_preferences`),
    expect: participant(200, 200, 200),
  },
  {
    route: `PATCH ${C}/notification_preferences`,
    body: body(`PATCH ${C}/notification_preferences`),
    expect: coordinator(200, 200, 200),
  },
  // A token not signed by the server: refused for everyone (the signature is the permission).
  { route: 'GET /api/unsubscribe/:token', params: { token: UNSIGNED_TOKEN }, expect: publicRoute(400) },
  { route: 'POST /api/unsubscribe/:token', params: { token: UNSIGNED_TOKEN }, body: {}, expect: publicRoute(400) },

  // --- Signed links and media: the token is the permission.
  { route: 'GET /files/:token', params: { token: 'A.file' }, expect: publicRoute(200), anyCanary: true },
  { route: 'GET /media/*', params: { '*': 'no-such-file.png' }, expect: publicRoute(404) },

  // --- Results (issue 38, part E): the participant's Results; what each sees is held by release-gate.test.ts.
  { route: `GET ${P}/results`, shows: true, expect: participant('LIST', 'LIST', 'LIST') },

  // --- Deadlines in view (docs/decisions/026): the caller's own calendar address; the feed's address is the
  // permission, so a made-up one finds nothing for everyone (calendar.routes.test.ts fetches real ones).
  { route: `GET ${P}/calendar_feed`, expect: participant(200, 200, 200) },
  { route: `POST ${P}/calendar_feed`, body: {}, expect: participant(201, 201, 201) },
  { route: 'GET /api/calendar/:file', params: { file: `${'a'.repeat(43)}.ics` }, expect: publicRoute(404) },
  // --- Open Badges 3.0 (decision 028): public documents for any verifier. The world holds no certificate, so no
  // signing key yet: the issuer names none, the key and status list are 404, and so is a code nobody was given.
  { route: 'GET /api/public/badges/issuer', expect: publicRoute(200) },
  { route: 'GET /api/public/badges/keys/:key_id', params: { key_id: '1' }, expect: publicRoute(404) },
  { route: 'GET /api/public/badges/status/:list_id', params: { list_id: '1' }, expect: publicRoute(404) },
  {
    route: 'GET /api/public/certificates/:code/badge',
    params: { code: 'AAAA-AAAA-AAAA-AAAA' },
    expect: publicRoute(404),
  },
];

/** Bodies that need ids of the world, named by a string in the row (kept out of the table for readability). */
export function resolveBody(row: MatrixRow, world: MatrixWorld): unknown {
  if (typeof row.body === 'function') return row.body();
  if (typeof row.body !== 'string') return row.body;
  const ids = world.ids;
  if (row.body === 'invitation') {
    return { email: 'matrix.invitee@suite.test', name: 'Matrix Invitee', course_id: Number(ids.B), register_type: 1 };
  }
  const [field, fixture] = row.body.split(':');
  if (!field || !fixture || ids[fixture] === undefined) throw new Error(`unknown body ${row.body}`);
  if (field === 'contents') return { contents: [Number(ids[fixture])] };
  if (field === 'marks') {
    return { marks: [{ participant_id: Number(ids[fixture]), marks: 5, absent: false, revision: null }] };
  }
  // The participant's forum delete repeats the post id as a string.
  if (field === 'id') return { id: ids[fixture] };
  if (field === 'coordinator_id' && row.route.includes('/programs/')) {
    return { coordinator_id: Number(ids[fixture]), batch: 'Batch 2' };
  }
  return { [field]: Number(ids[fixture]) };
}
