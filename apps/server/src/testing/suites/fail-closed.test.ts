// Fail closed (docs/security.md AC5): when the check of who belongs to which course fails — here, every membership
// subquery divides by zero and every membership lookup throws — each work-area call answers 500 in the error shape with
// no data, and a write changes nothing. Never a 2xx built on a failed check. Calls that do not depend on course
// membership (sign-in, profile, the admin console…) are listed in NO_MEMBERSHIP; a new route that answers 2xx while
// membership is broken fails here until it is listed with its reason.
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { routeKey, walkedRoutes } from './route-walk.ts';
import { wellFormedInject } from './well-formed-requests.ts';

const broken = vi.hoisted(() => ({ on: false }));

vi.mock('#server/core/db/course-membership.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/core/db/course-membership.ts')>();
  const failure = () => new Error('membership check failed (fail-closed test)');
  return {
    ...actual,
    memberCourseIds: (member: Parameters<typeof actual.memberCourseIds>[0]) =>
      broken.on ? sql`select (1 / (select 0))::int` : actual.memberCourseIds(member),
    isCourseMember: async (...args: Parameters<typeof actual.isCourseMember>) => {
      if (broken.on) throw failure();
      return actual.isCourseMember(...args);
    },
    memberCourseOptions: (...args: Parameters<typeof actual.memberCourseOptions>) => {
      if (broken.on) throw failure();
      return actual.memberCourseOptions(...args);
    },
    findMemberCourse: async (...args: Parameters<typeof actual.findMemberCourse>) => {
      if (broken.on) throw failure();
      return actual.findMemberCourse(...args);
    },
  };
});

// No job workers: a job of an earlier request (a reset token, an e-mail change) must not write between two fingerprints.
const t = await buildTestApp({ workers: false });
afterAll(() => t.close());

/** Participant and coordinator calls that do not read course membership, and why their 2xx is right. */
const NO_MEMBERSHIP = new Set([
  // Session and account of the caller.
  'GET /api/participant/user/auth',
  'GET /api/coordinator/user/auth',
  'POST /api/participant/user/logout',
  'POST /api/coordinator/user/logout',
  'GET /api/participant/user/profile',
  'GET /api/participant/user/my_profile',
  'GET /api/coordinator/user/profile',
  'GET /api/coordinator/user/my_profile',
  // The participant's course list reads their enrolments themselves: those rows are the membership.
  'GET /api/participant/user/courses/:page',
  // A coordinator downloads a content they own: the check is the owner column, not a course.
  'POST /api/coordinator/contents/:id/download',
  // The caller's own notifications and preferences (rows of their person id): membership was checked when each
  // notification was made and is checked again before its mail (decision 023).
  'GET /api/participant/notifications/:page',
  'POST /api/participant/notifications/read_all',
  'GET /api/participant/notification_preferences',
  'PATCH /api/participant/notification_preferences',
  'GET /api/coordinator/notifications/:page',
  'POST /api/coordinator/notifications/read_all',
  'GET /api/coordinator/notification_preferences',
  'PATCH /api/coordinator/notification_preferences',
  // The caller's own calendar address (a row of their person id); the feed it opens reads their courses then
  // (decision 026).
  'GET /api/participant/calendar_feed',
  'POST /api/participant/calendar_feed',
  // The holder's own certificates (rows of their person id): a certificate stays its holder's after they leave the
  // course it was issued for (decision 024).
  'GET /api/participant/certificates',
  'POST /api/participant/certificates/:certificateId/pdf',
  'POST /api/participant/certificates/:certificateId/badge',
  // The caller's own choice of language (a row of their person id; decision 031).
  'PUT /api/participant/user/language',
  'PUT /api/coordinator/user/language',
]);

const routes = walkedRoutes(t.app).filter(
  (route) => (route.access === 'participant' || route.access === 'coordinator') && route.url.startsWith('/api/'),
);

it('answers 500 without data on every work-area call when the membership check fails, and changes nothing', async () => {
  const answeredWithoutCheck: string[] = [];
  const failures: string[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    const request = await wellFormedInject(t.db, route);
    const before = JSON.stringify(await dbFingerprint(t.db));
    broken.on = true;
    const response = await t.app.inject(request).finally(() => {
      broken.on = false;
    });
    if (response.statusCode < 300) {
      if (!NO_MEMBERSHIP.has(key)) answeredWithoutCheck.push(`${key}: ${response.statusCode}`);
      continue;
    }
    // Refused before the check (validation, a missing row): a 4xx is not an answer built on a failed check.
    if (response.statusCode < 500) continue;
    const body = response.json() as Record<string, unknown>;
    if (
      response.statusCode !== 500 ||
      body.error !== 'Internal Server Error' ||
      Object.keys(body).some((k) => !['error', 'requestId'].includes(k))
    ) {
      failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    if (route.method !== 'GET' && JSON.stringify(await dbFingerprint(t.db)) !== before)
      failures.push(`${key}: changed data`);
  }
  expect(answeredWithoutCheck).toEqual([]);
  expect(failures).toEqual([]);
  expect(routes.length).toBeGreaterThan(40);
});

it('answers normally again once the check works', async () => {
  const headers = await sessionHeader(t.db, 'P1');
  const response = await t.app.inject({ method: 'GET', url: '/api/participant/dashboard/counts', headers });
  expect(response.statusCode).toBeLessThan(500);
});
