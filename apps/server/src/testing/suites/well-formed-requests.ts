// The pivot file of the bad-input suite: for each route that takes parameters or a body, one well-formed
// request (and who sends it). The suite changes one thing at a time from it. A route with parameters or a
// body and no row here fails the suite, so each new route is covered the day it lands.
// Requests are well-formed, not necessarily successful: they must not change data the suite relies on
// (so the password change carries a wrong old password, the login an unknown e-mail).
import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from '#server/app.ts';
import type { Db } from '#server/core/db/client.ts';
import { type IdentityName, sessionHeader } from '#server/testing/identities.ts';
import { fillUrl, routeKey } from './route-walk.ts';

export interface WellFormedRequest {
  /** Who sends it; omitted for public routes (a fresh session is made per request). */
  identity?: IdentityName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Path parameters for which 0 is a value of the spec (status 0: expired; course 0: all or uncategorised). */
  zeroIsValid?: string[];
  /**
   * Path parameters that are free text (a search inside the path): any text of the right length is a valid
   * request, so the suite expects 200, 400 or 404 for them (never a 5xx) instead of a refusal.
   */
  freeText?: string[];
}

export const WELL_FORMED: Record<string, WellFormedRequest> = {
  'POST /api/user/login': { body: { email: 'fuzz@suite.test', password: 'wrong-password' } },
  'PATCH /api/participant/user/me/update_password': {
    identity: 'P1',
    body: { password: 'not-the-old-one', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  'PATCH /api/coordinator/user/me/update_password': {
    identity: 'C1',
    body: { password: 'not-the-old-one', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  'POST /api/participant/user/logout': { identity: 'P1', body: {} },
  'POST /api/coordinator/user/logout': { identity: 'C1', body: {} },
  'POST /api/admin/user/logout': { identity: 'ADM', body: {} },
  'PUT /api/participant/user/language': { identity: 'P1', body: { language: 'bn' } },
  'PUT /api/coordinator/user/language': { identity: 'C1', body: { language: 'bn' } },
  'PUT /api/admin/user/language': { identity: 'ADM', body: { language: 'bn' } },
  // A wrong code: refused (400, or 409 before any enrolment), counted as a failed sign-in, nothing verified.
  'POST /api/admin/user/two-step/verify': { identity: 'ADM', body: { code: '000000' } },
  'GET /api/certification-programs/:program_short_name': { params: { program_short_name: 'ceaml' } },
  'GET /api/director-messages/:id': { params: { id: '1' } },
  'GET /api/coordinator/:coordinator_id': { params: { coordinator_id: '2' } },
  'POST /api/contact': {
    body: {
      first_name: 'Suite',
      last_name: 'Sender',
      email: 'sender@suite.test',
      phone: '',
      message: 'A well-formed contact message.',
    },
  },
  // Multipart routes: the suite sends JSON, which they answer with 415 (profile.routes.test.ts sends the forms).
  'PATCH /api/participant/user/update': { identity: 'P1', body: { first_name: 'Suite' } },
  'PATCH /api/coordinator/user/update': { identity: 'C1', body: { first_name: 'Suite' } },
  // Registration and reset: a made-up token of the right shape (INVALID_TOKEN), so nothing is created or used.
  'POST /api/register/new_participant/:token': {
    params: { token: 'A'.repeat(43) },
    body: {
      first_name: 'Suite',
      last_name: 'Newcomer',
      organization_id: 0,
      organization_name: 'Suite Bank PLC',
      designation: 'Officer',
      last_academic_degree: 'MBA',
      exp_in_bank: 3,
      email: 'newcomer@suite.test',
      mobile_no: '01712345678',
      password: 'abcdefgh',
      confirm_password: 'abcdefgh',
      present_address: 'Dhaka',
      permanent_address: 'Cumilla',
      gender: 1,
      dob: '1990-01-31',
      alternative_contact: { mobile_no: '01812345678', relation: 'Sister' },
    },
  },
  'POST /api/register/existing_participant/:token': {
    params: { token: 'A'.repeat(43) },
    body: {
      email: 'participant2@demo.test',
      password: 'wrong-password',
      organization_id: 0,
      organization_name: 'Suite Bank PLC',
      designation: 'Officer',
    },
  },
  'POST /api/public/user/forgot-password': { body: { email: 'fuzz@suite.test' } },
  'GET /api/public/user/forgot-password/verify/:token': { params: { token: 'A'.repeat(43) } },
  'PATCH /api/public/user/confirm-email/:token': { params: { token: 'A'.repeat(43) } },
  'PATCH /api/public/user/reset-password/:token': {
    params: { token: 'A'.repeat(43) },
    body: { password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  // Forum (demo data: course A is id 1; post 1 is coordinator@demo.test's, post 2 participant@demo.test's, both in
  // A; reply 1 is participant5's). Edits and deletes aim at someone else's row, so they are refused (403) and
  // change nothing; a new post or reply of the suite's own changes no row the suite relies on.
  'POST /api/participant/forum/create_post/:courseId': {
    identity: 'P1',
    params: { courseId: '1' },
    body: { post_title: 'A suite post', post_body: 'Its body.' },
  },
  'GET /api/participant/forum/post/:postId': { identity: 'P1', params: { postId: '1' } },
  'POST /api/participant/forum/post/:postId/reply': {
    identity: 'P1',
    params: { postId: '1' },
    body: { reply_body: 'A suite reply.' },
  },
  'PATCH /api/participant/forum/edit/:postId': {
    identity: 'P1',
    params: { postId: '1' },
    body: { post_title: 'Not mine', post_body: 'Refused.' },
  },
  'PATCH /api/participant/forum/replies/edit/:replyId': {
    identity: 'P1',
    params: { replyId: '1' },
    body: { reply_body: 'Not mine either.' },
  },
  'DELETE /api/participant/forum/delete/:postId': { identity: 'P1', params: { postId: '1' }, body: { id: '1' } },
  'POST /api/coordinator/posts/create/:courseId': {
    identity: 'C1',
    params: { courseId: '1' },
    body: { post_title: 'A suite notice', post_body: 'Its body.' },
  },
  'GET /api/coordinator/post_n_replies/:postId': { identity: 'C1', params: { postId: '2' } },
  'POST /api/coordinator/posts/:postId/reply': {
    identity: 'C1',
    params: { postId: '2' },
    body: { reply_body: 'A suite answer.' },
  },
  'PATCH /api/coordinator/posts/:postId/edit': {
    identity: 'C1',
    params: { postId: '2' },
    body: { post_title: 'Not mine', post_body: 'Refused.' },
  },
  'PATCH /api/coordinator/posts/replies/edit/:replyId': {
    identity: 'C1',
    params: { replyId: '1' },
    body: { reply_body: 'Not mine either.' },
  },
  'DELETE /api/coordinator/posts/delete/:postId': { identity: 'C1', params: { postId: '2' } },
  // Assignments (demo data, all in course A: 1 past its deadline, 2 open, 3 open and set by coordinator3 with a
  // submission by participant@demo.test; submission 1 and its version 1 belong to assignment 1). Uploads are
  // multipart: the suite's JSON gets 415. The delete aims at another coordinator's assignment (403).
  'GET /api/participant/assignments/:page': { identity: 'P1', params: { page: '1' } },
  'POST /api/participant/assignments/upload/:assignmentId': { identity: 'P1', params: { assignmentId: '2' } },
  'POST /api/participant/assignments/download/:assignmentId': {
    identity: 'P1',
    params: { assignmentId: '2' },
    body: {},
  },
  'POST /api/participant/assignments/:assignmentId/submitted/download': {
    identity: 'P1',
    params: { assignmentId: '3' },
    body: {},
  },
  'GET /api/coordinator/assignments/selection-options/courses/:status': {
    identity: 'C1',
    params: { status: '1' },
    zeroIsValid: ['status'],
  },
  'GET /api/coordinator/assignments/all_assignments/:courseId/:status/:page': {
    identity: 'C1',
    params: { courseId: '0', status: '1', page: '1' },
    zeroIsValid: ['courseId', 'status'],
  },
  // Certificates: course 3 is the demo's course C (issued already: issuing again changes nothing).
  'GET /api/coordinator/certificates/:courseId': { identity: 'C1', params: { courseId: '3' }, query: { page: '1' } },
  'POST /api/coordinator/certificates/:courseId/issue': { identity: 'C1', params: { courseId: '3' }, body: {} },
  'GET /api/admin/certificates/courses/:courseId': { identity: 'ADM', params: { courseId: '3' }, query: { page: '1' } },
  'POST /api/admin/certificates/courses/:courseId/issue': { identity: 'ADM', params: { courseId: '3' }, body: {} },
  'GET /api/participant/certificates': { identity: 'P1', query: { page: '1' } },
  'POST /api/participant/certificates/:certificateId/pdf': {
    identity: 'P1',
    params: { certificateId: '1' },
    body: {},
  },
  'POST /api/participant/certificates/:certificateId/badge': {
    identity: 'P1',
    params: { certificateId: '1' },
    body: {},
  },
  'GET /api/coordinator/evaluations/:courseId/components': { identity: 'C1', params: { courseId: '1' } },
  // Marks imports (the Upload screen): the demo data has no component yet, so these reach the scope check (404);
  // the preview and the commit are multipart (the suite's JSON gets 415).
  'GET /api/coordinator/evaluations/:courseId/components/:componentId/template/:format': {
    identity: 'C1',
    params: { courseId: '1', componentId: '1', format: 'csv' },
  },
  'POST /api/coordinator/evaluations/:courseId/components/:componentId/imports/preview': {
    identity: 'C1',
    params: { courseId: '1', componentId: '1' },
  },
  'POST /api/coordinator/evaluations/:courseId/components/:componentId/imports': {
    identity: 'C1',
    params: { courseId: '1', componentId: '1' },
  },
  'GET /api/coordinator/evaluations/:courseId/components/:componentId/imports/:page': {
    identity: 'C1',
    params: { courseId: '1', componentId: '1', page: '1' },
  },
  'POST /api/coordinator/evaluations/imports/:importId/undo': { identity: 'C1', params: { importId: '1' }, body: {} },
  // Marks typed on screen and beside a submission: course A's first component (demo data), a participant not in it.
  'GET /api/coordinator/evaluations/:courseId/components/:componentId/marks/:page': {
    identity: 'C1',
    params: { courseId: '1', componentId: '1', page: '1' },
  },
  'PUT /api/coordinator/evaluations/:courseId/components/:componentId/marks': {
    identity: 'C1',
    params: { courseId: '1', componentId: '1' },
    body: { marks: [{ participant_id: 999_999, marks: 5, absent: false, revision: null }] },
  },
  'PUT /api/coordinator/assignments/:id/submissions/:participantId/mark': {
    identity: 'C1',
    params: { id: '1', participantId: '999999' },
    body: { marks: 4, absent: false, feedback: 'Well argued', revision: null },
  },
  'POST /api/coordinator/assignments/upload/:courseId': { identity: 'C1', params: { courseId: '1' } },
  'PATCH /api/coordinator/assignments/:id/edit': { identity: 'C1', params: { id: '1' } },
  'POST /api/coordinator/assignments/:id/download': { identity: 'C1', params: { id: '1' }, body: {} },
  'DELETE /api/coordinator/assignments/:id/delete': { identity: 'C1', params: { id: '3' } },
  'GET /api/coordinator/assignments/:id/submit_details/:page': { identity: 'C1', params: { id: '1', page: '1' } },
  'POST /api/coordinator/assignments/:id/submit_details/:submitId/download': {
    identity: 'C1',
    params: { id: '1', submitId: '1' },
    body: {},
  },
  'POST /api/coordinator/assignments/:id/submissions/download': { identity: 'C1', params: { id: '1' }, body: {} },
  'GET /api/coordinator/assignments/:id/submit_details/:submitId/versions': {
    identity: 'C1',
    params: { id: '1', submitId: '1' },
  },
  'POST /api/coordinator/assignments/:id/submit_details/:submitId/versions/:versionId/download': {
    identity: 'C1',
    params: { id: '1', submitId: '1', versionId: '1' },
    body: {},
  },
  // Contents (demo data: 1 coordinator@demo.test's, in and sent to course A; 2 theirs, uncategorised; 3
  // coordinator3's, shared through A). Sending 1 to A again adds nothing; the delete and the reminder aim at
  // another coordinator's content (403).
  'GET /api/participant/contents/:page': { identity: 'P1', params: { page: '1' } },
  'POST /api/participant/contents/download/:contentId/:courseId': {
    identity: 'P1',
    params: { contentId: '1', courseId: '1' },
    body: {},
  },
  'GET /api/coordinator/contents/selection-options/courses/:status': {
    identity: 'C1',
    params: { status: '1' },
    zeroIsValid: ['status'],
  },
  'GET /api/coordinator/contents/all_contents/:courseId/:status/:filter/:page': {
    identity: 'C1',
    params: { courseId: '1', status: '1', filter: '0', page: '1' },
    zeroIsValid: ['courseId', 'status', 'filter'],
  },
  'PATCH /api/coordinator/contents/:id/edit': { identity: 'C1', params: { id: '2' } },
  'POST /api/coordinator/contents/send/:courseId': {
    identity: 'C1',
    params: { courseId: '1' },
    body: { contents: [1] },
  },
  'POST /api/coordinator/contents/:id/download': { identity: 'C1', params: { id: '1' }, body: {} },
  'DELETE /api/coordinator/contents/:id/delete': { identity: 'C1', params: { id: '3' } },
  'GET /api/coordinator/contents/:contentId/details/:page': { identity: 'C1', params: { contentId: '1', page: '1' } },
  'POST /api/coordinator/contents/:contentId/remind': { identity: 'C1', params: { contentId: '3' }, body: {} },
  // Courses, participants (demo data: course A is id 1, running, coordinated by coordinator@demo.test).
  'GET /api/participant/user/courses/:page': { identity: 'P1', params: { page: '1' } },
  'GET /api/coordinator/user/courses/:status/:page': {
    identity: 'C1',
    params: { status: '1', page: '1' },
    zeroIsValid: ['status'],
  },
  'GET /api/coordinator/participants/:page/:status/:courseId/search=:text': {
    identity: 'C1',
    params: { page: '1', status: '1', courseId: '1', text: 'sabbir' },
    freeText: ['text'],
    zeroIsValid: ['status'],
  },
  'GET /api/coordinator/participants/search_filter_params/courses/:status': {
    identity: 'C1',
    params: { status: '1' },
    zeroIsValid: ['status'],
  },
  'GET /api/coordinator/participants/:status/:courseId/export.csv': {
    identity: 'C1',
    params: { status: '1', courseId: '1' },
    zeroIsValid: ['status'],
  },
  // Report List (issue 38): demo course A (id 1), coordinated by C1.
  'GET /api/coordinator/reports/:page': { identity: 'C1', params: { page: '1' } },
  'GET /api/coordinator/reports/:courseId/sheet/:page': { identity: 'C1', params: { courseId: '1', page: '1' } },
  'GET /api/coordinator/reports/:courseId/summary': { identity: 'C1', params: { courseId: '1' } },
  'GET /api/coordinator/reports/:courseId/export.csv': { identity: 'C1', params: { courseId: '1' } },
  'GET /api/coordinator/reports/:courseId/export.xlsx': { identity: 'C1', params: { courseId: '1' } },
  // Admin console (docs/decisions/012-admin-console.md).
  'GET /api/admin/inbox': { identity: 'ADM', query: { page: '1' } },
  'PATCH /api/admin/inbox/:id': { identity: 'ADM', params: { id: '1' }, body: { read: false } },
  'GET /api/admin/audit': { identity: 'ADM', query: { page: '1' } },
  // Maintenance mode switched off (it is off): the suites' other requests must not meet a refusal.
  'PUT /api/admin/maintenance': { identity: 'ADM', body: { on: false, message: '' } },
  // Publishing (demo data: programme 1 is CEAML, 2 CCP; gallery image 1; organisations 1 and 2 exist). Writes aim
  // at a taken short name or name (409) or an unknown id (404), so the suite's data stays; the director message
  // is edited for real (its HTML sanitised).
  'GET /api/admin/programs': { identity: 'ADM', query: { page: '1', q: 'ce' } },
  'GET /api/admin/programs/:id': { identity: 'ADM', params: { id: '1' } },
  'POST /api/admin/programs': {
    identity: 'ADM',
    body: { short_name: 'CCP', name: 'Suite Programme', sort_order: 5, module: '<p>Module</p>', description: '' },
  },
  'PATCH /api/admin/programs/:id': {
    identity: 'ADM',
    params: { id: '1' },
    body: { short_name: 'CCP', name: 'Suite Programme', sort_order: 5, module: '<p>Module</p>', description: '' },
  },
  'DELETE /api/admin/programs/:id': { identity: 'ADM', params: { id: '999999' } },
  // Multipart routes: the suite sends JSON, which they answer with 415 (publishing.routes.test.ts sends the forms).
  'PUT /api/admin/programs/:id/image': { identity: 'ADM', params: { id: '1' } },
  'DELETE /api/admin/programs/:id/image': { identity: 'ADM', params: { id: '999999' } },
  'GET /api/admin/programs/:id/coordinators': { identity: 'ADM', params: { id: '1' }, query: { page: '1' } },
  'POST /api/admin/programs/:id/coordinators': {
    identity: 'ADM',
    params: { id: '1' },
    body: { coordinator_id: 999999, batch: 'Batch 9' },
  },
  'DELETE /api/admin/program-coordinators/:id': { identity: 'ADM', params: { id: '999999' } },
  'GET /api/admin/gallery': { identity: 'ADM', query: { page: '1' } },
  'PATCH /api/admin/gallery/:id': { identity: 'ADM', params: { id: '1' } },
  'DELETE /api/admin/gallery/:id': { identity: 'ADM', params: { id: '999999' } },
  'PATCH /api/admin/director-messages/:id': {
    identity: 'ADM',
    params: { id: '1' },
    body: { name: 'Dr. Suite', designation: 'Director General', message: '<p>Welcome to the suite.</p>' },
  },
  'PUT /api/admin/director-messages/:id/avatar': { identity: 'ADM', params: { id: '1' } },
  'GET /api/admin/organizations': { identity: 'ADM', query: { page: '1', q: 'bank' } },
  'POST /api/admin/organizations': { identity: 'ADM', body: { name: 'Sonali Bank PLC' } },
  'PATCH /api/admin/organizations/:id': { identity: 'ADM', params: { id: '999999' }, body: { name: 'Suite Bank' } },
  'DELETE /api/admin/organizations/:id': { identity: 'ADM', params: { id: '999999' } },
  // Admin: people and courses.
  'GET /api/admin/courses/options': { identity: 'ADM', query: { status: '1' } },
  // Demo ids: course 1 (A, with enrolments and coordinator 2), course 3 (C, expired), coordinator5@demo.test is 6,
  // participant@demo.test is 7. Changes keep what other rows rely on: activation of active accounts, a delete of a
  // course with participants (409), a coordinator already on the course (409), removals that find nothing (404).
  'GET /api/admin/courses': { identity: 'ADM', query: { page: '1', q: 'ceaml', status: '1' } },
  'GET /api/admin/courses/:id': { identity: 'ADM', params: { id: '1' } },
  'POST /api/admin/courses': {
    identity: 'ADM',
    body: {
      name: 'Suite Course',
      short_name: 'SUITE-1',
      program_id: null,
      intake_name: '',
      batch: null,
      session_name: '',
      year: 2026,
      status: 1,
    },
  },
  'PATCH /api/admin/courses/:id': {
    identity: 'ADM',
    params: { id: '3' },
    body: {
      name: 'Certified Expert in Anti-Money Laundering',
      short_name: 'CEAML-2025',
      program_id: 1,
      intake_name: 'January Intake',
      batch: 4,
      session_name: '2025-2026',
      year: 2025,
      status: 0,
    },
  },
  'DELETE /api/admin/courses/:id': { identity: 'ADM', params: { id: '1' } },
  'POST /api/admin/courses/:id/coordinators': { identity: 'ADM', params: { id: '1' }, body: { coordinator_id: 2 } },
  'DELETE /api/admin/courses/:id/coordinators/:coordinatorId': {
    identity: 'ADM',
    params: { id: '1', coordinatorId: '6' },
  },
  'GET /api/admin/courses/:id/enrolments': { identity: 'ADM', params: { id: '1' }, query: { page: '1' } },
  'DELETE /api/admin/courses/:id/enrolments/:enrolmentId': { identity: 'ADM', params: { id: '2', enrolmentId: '1' } },
  'GET /api/admin/coordinators': { identity: 'ADM', query: { page: '1', q: 'demo' } },
  'POST /api/admin/coordinators': {
    identity: 'ADM',
    body: {
      first_name: 'Suite',
      last_name: 'Coordinator',
      email: 'suite.coordinator@suite.test',
      mobile_no: '01712345678',
      designation: 'Trainer',
    },
  },
  'PATCH /api/admin/coordinators/:id': {
    identity: 'ADM',
    params: { id: '6' },
    body: {
      first_name: 'Sharmin',
      last_name: 'Sultana',
      email: 'coordinator5@demo.test',
      mobile_no: '01612234505',
      designation: 'Associate Professor',
    },
  },
  'POST /api/admin/coordinators/:id/setup-link': { identity: 'ADM', params: { id: '6' }, body: {} },
  'PATCH /api/admin/coordinators/:id/active': { identity: 'ADM', params: { id: '6' }, body: { active: true } },
  'GET /api/admin/participants': { identity: 'ADM', query: { page: '1', q: 'demo' } },
  'PATCH /api/admin/participants/:id/active': { identity: 'ADM', params: { id: '7' }, body: { active: true } },
  // Invitations: an unknown course or invitation, so that nothing is sent or revoked.
  'POST /api/admin/invitations': {
    identity: 'ADM',
    body: { email: 'invitee@suite.test', name: 'Suite Invitee', course_id: 999_999, register_type: 1 },
  },
  'POST /api/admin/invitations/import/preview': {
    identity: 'ADM',
    body: { csv: 'email,name,course\r\ninvitee@suite.test,Suite Invitee,NO-SUCH-COURSE\r\n' },
  },
  'POST /api/admin/invitations/import': {
    identity: 'ADM',
    body: { csv: 'email,name,course\r\ninvitee@suite.test,Suite Invitee,NO-SUCH-COURSE\r\n' },
  },
  'GET /api/admin/courses/:courseId/invitations': {
    identity: 'ADM',
    params: { courseId: '1' },
    query: { page: '1', state: 'sent' },
  },
  'POST /api/admin/invitations/:id/resend': { identity: 'ADM', params: { id: '999999' }, body: {} },
  'POST /api/admin/invitations/:id/revoke': { identity: 'ADM', params: { id: '999999' }, body: {} },
  // Certificates (decision 027): the public verify with the code query-count.test.ts gives a certificate; an unknown
  // certificate to revoke and re-issue (404: nothing changes).
  'GET /api/public/certificates/:code': { params: { code: 'ABCD-EFGH-JKLM-NPQR' }, freeText: ['code'] },
  'GET /api/admin/certificates': { identity: 'ADM', query: { page: '1', q: 'TST', status: 'valid' } },
  'POST /api/admin/certificates/:id/revoke': {
    identity: 'ADM',
    params: { id: '999999' },
    body: { reason: 'Issued in error' },
  },
  'POST /api/admin/certificates/:id/reissue': {
    identity: 'ADM',
    params: { id: '999999' },
    body: { holder_name: 'Corrected Name' },
  },
  'PUT /api/admin/certificate-signatories': {
    identity: 'ADM',
    body: {
      signatories: [
        { name: 'Signatory One', designation: 'Director (Training)' },
        { name: 'Signatory Two', designation: 'Director General' },
      ],
    },
  },
  // Evaluation rules and releases (issue 38, part A): demo course A's rules; an unknown component (404).
  'GET /api/coordinator/evaluations/:courseId': { identity: 'C1', params: { courseId: '1' } },
  'PUT /api/coordinator/evaluations/:courseId': {
    identity: 'C1',
    params: { courseId: '1' },
    body: {
      pass_mark: 50,
      components: [
        { name: 'Suite coursework', max_marks: 20, weight: 40, min_marks: null, assignment_id: null },
        { name: 'Suite exam', max_marks: 100, weight: 60, min_marks: 40, assignment_id: null },
      ],
    },
  },
  'POST /api/coordinator/evaluations/:courseId/components/:componentId/release': {
    identity: 'C1',
    params: { courseId: '1', componentId: '999999' },
    body: {},
  },
  'POST /api/coordinator/evaluations/:courseId/components/:componentId/unrelease': {
    identity: 'C1',
    params: { courseId: '1', componentId: '999999' },
    body: { reason: 'Suite reason' },
  },
  'POST /api/coordinator/evaluations/:courseId/final/release': { identity: 'C1', params: { courseId: '1' }, body: {} },
  'POST /api/coordinator/evaluations/:courseId/final/unrelease': {
    identity: 'C1',
    params: { courseId: '1' },
    body: { reason: 'Suite reason' },
  },
  'GET /api/participant/notifications/:page': { identity: 'P1', params: { page: '1' } },
  'GET /api/coordinator/notifications/:page': { identity: 'C1', params: { page: '1' } },
  'POST /api/participant/notifications/read/:notificationId': {
    identity: 'P1',
    params: { notificationId: '999999' },
    body: {},
  },
  'POST /api/coordinator/notifications/read/:notificationId': {
    identity: 'C1',
    params: { notificationId: '999999' },
    body: {},
  },
  'PATCH /api/participant/notification_preferences': {
    identity: 'P1',
    body: { preferences: [{ kind: 'content-new', channel: 'immediate' }] },
  },
  'PATCH /api/coordinator/notification_preferences': {
    identity: 'C1',
    body: { preferences: [{ kind: 'forum-post-new', channel: 'digest' }] },
  },
  // Open Badges 3.0 (decision 028): the key and the first status list, and a code of the printed form.
  'GET /api/public/badges/keys/:key_id': { params: { key_id: '1' } },
  'GET /api/public/badges/status/:list_id': { params: { list_id: '1' } },
  'GET /api/public/certificates/:code/badge': { params: { code: 'AAAA-AAAA-AAAA-AAAA' } },
  // Unsigned tokens: well-formed, refused (nothing is unsubscribed).
  'GET /api/unsubscribe/:token': { params: { token: '1.assignment-new.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
  'POST /api/unsubscribe/:token': {
    params: { token: '1.assignment-new.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    body: {},
  },
  // Deadlines in view: a new calendar address of P1's (nothing else changes); a made-up feed address (404).
  'POST /api/participant/calendar_feed': { identity: 'P1', body: {} },
  'GET /api/calendar/:file': { params: { file: `${'a'.repeat(43)}.ics` } },
};

/** Who calls a guarded route by default. */
export const DEFAULT_IDENTITY: Record<string, IdentityName> = { participant: 'P1', coordinator: 'C1', admin: 'ADM' };

/**
 * The well-formed request of a route as `inject` options, sent by its identity (a fresh session) or by the
 * default identity of its access level: what the sweeps that send every route once (query count, audit,
 * public-change announcements, fail-closed) share.
 */
export async function wellFormedInject(db: Db, route: RegisteredRoute): Promise<InjectOptions> {
  const request = WELL_FORMED[routeKey(route)] ?? {};
  const identity = request.identity ?? (route.access === 'public' ? undefined : DEFAULT_IDENTITY[route.access ?? '']);
  const headers: Record<string, string> = identity ? await sessionHeader(db, identity) : {};
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const takesBody = route.method !== 'GET' && (route.method !== 'DELETE' || request.body !== undefined);
  if (takesBody) headers['content-type'] = 'application/json';
  return {
    method: route.method as InjectOptions['method'],
    url: fillUrl(route.url, request.params) + query,
    headers,
    ...(takesBody ? { payload: JSON.stringify(request.body ?? {}) } : {}),
  };
}
