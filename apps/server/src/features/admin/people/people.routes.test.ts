// People and courses of the admin console: the course select, courses and their coordinators, enrolments,
// coordinator accounts and participants; every change audited, bad input refused without a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const api = requester(() => t.app);
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await makePerson(t.db, 'admin');
});
afterAll(() => t.close());

describe('course options', () => {
  it('answers every course as "name (short name)", running first, and filters by status', async () => {
    const running = await makeCourse(t.db, { name: 'Options Running', shortName: 'OPT-R', status: 1 });
    const expired = await makeCourse(t.db, { name: 'Options Expired', shortName: 'OPT-E', status: 0 });
    const all = await api.call(admin, 'GET', '/api/admin/courses/options');
    expect(all.status).toBe(200);
    const courses = all.body.courses as { value: number; label: string }[];
    expect(courses).toContainEqual({ value: running.id, label: 'Options Running (OPT-R)' });
    expect(courses).toContainEqual({ value: expired.id, label: 'Options Expired (OPT-E)' });
    const firstExpired = courses.findIndex((option) => option.value === expired.id);
    expect(courses.findIndex((option) => option.value === running.id)).toBeLessThan(firstExpired);

    const onlyExpired = (await api.call(admin, 'GET', '/api/admin/courses/options?status=0')).body.courses as {
      value: number;
    }[];
    expect(onlyExpired.some((option) => option.value === expired.id)).toBe(true);
    expect(onlyExpired.some((option) => option.value === running.id)).toBe(false);
  });
});
