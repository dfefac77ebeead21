// The release gate (docs/decisions/021-results.md): nothing unreleased leaves the server to a participant. The
// authorization matrix's world carries unreleased results with canary values (matrix-world.ts, `gate`): marks of
// Draft components and of a release scheduled for tomorrow, their feedback, and the totals and statuses a final
// release scheduled for tomorrow has fixed. Every participant and public GET route is sent as each participant (the
// matrix's parameters), before and after the coordinators' results writes of the matrix; no answer and no mail a
// participant receives may carry a canary, a total or a status of a course whose final result is not released.
import { RESULT_STATUS } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox } from '#server/testing/mailbox.ts';
import type { Identity } from '#server/testing/matrix-world.ts';
import { seedMatrixWorld } from '#server/testing/matrix-world.ts';
import { buildTestApp, TEST_FILES_SECRET } from '#server/testing/test-app.ts';
import { MATRIX, type MatrixRow, resolveBody } from './authz-matrix.ts';
import { fillUrl, nextAddress, routeKey, walkedRoutes } from './route-walk.ts';

const mailbox = await startMailbox();
const t = await buildTestApp({ realMailer: true, env: { SMTP_URL: mailbox.url } });
let closed = false;
afterAll(async () => {
  if (!closed) await t.close();
  await mailbox.close();
});
const world = await seedMatrixWorld(t.db, t.store, TEST_FILES_SECRET);
const { gate } = world;
const PARTICIPANTS = ['P1', 'P2', 'P3'] as const satisfies readonly Identity[];
const rows = new Map(MATRIX.map((row) => [row.route, row]));

function urlOf(url: string, row: MatrixRow | undefined): string {
  const params = Object.fromEntries(
    Object.entries(row?.params ?? {}).map(([name, value]) => [name, world.ids[value] ?? value]),
  );
  return fillUrl(url, params) + (row?.query ?? '');
}

const reads = walkedRoutes(t.app).filter(
  (route) => route.method === 'GET' && (route.access === 'participant' || route.access === 'public'),
);

/** What must never be in a participant's answer or mail. */
function leaksIn(text: string, identity: (typeof PARTICIPANTS)[number]): string[] {
  const lower = text.toLowerCase();
  const found = [...gate.marks, ...gate.feedback, ...gate.totals].filter((canary) => lower.includes(canary));
  if (identity !== 'P1' && lower.includes(gate.releasedOfP1)) found.push(`P1's released mark ${gate.releasedOfP1}`);
  return found;
}

/** Objects naming an unreleased course must give it no total and no status but Pending. */
function statusLeaks(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => statusLeaks(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const found: string[] = [];
  const courseId = record.course_id ?? record.courseId;
  if (typeof courseId === 'number' && gate.unreleasedCourses.includes(courseId)) {
    if ('total' in record) found.push(`${path}.total of unreleased course ${courseId}`);
    if ((RESULT_STATUS as readonly unknown[]).includes(record.status))
      found.push(`${path}.status ${String(record.status)} of unreleased course ${courseId}`);
    if (record.final_released === true) found.push(`${path}.final_released of unreleased course ${courseId}`);
  }
  for (const [key, child] of Object.entries(record)) found.push(...statusLeaks(child, `${path}.${key}`));
  return found;
}

async function walkAsParticipants(round: string) {
  let results = 0;
  for (const identity of PARTICIPANTS) {
    for (const route of reads) {
      const url = urlOf(route.url, rows.get(routeKey(route)));
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: world.headers[identity] ?? '' },
        remoteAddress: nextAddress(),
      });
      const label = `${round}: ${routeKey(route)} as ${identity} (${response.statusCode})`;
      const body = response.rawPayload.toString('utf8');
      expect(leaksIn(body, identity), label).toEqual([]);
      // P2 and P3 have no course with a released final result: no result status may appear at all.
      if (identity !== 'P1') expect(body, label).not.toMatch(/"(Pass|Fail|Incomplete)"/);
      if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
        expect(statusLeaks(JSON.parse(body)), label).toEqual([]);
      }
      if (route.url === '/api/participant/results' && identity === 'P1') {
        // The gate lets the released mark through: the walk reaches the Results and the answer is not just empty.
        expect(body, label).toContain(gate.releasedOfP1);
        results++;
      }
    }
  }
  expect(results, `${round}: the Results route was walked`).toBe(1);
}

describe('release gate', () => {
  it('walks every participant GET route as each participant without meeting an unreleased result', async () => {
    expect(reads.length).toBeGreaterThan(20);
    await walkAsParticipants('first walk');
  });

  it('still holds after the coordinators\u2019 results writes of the matrix, and in every mail a participant receives', async () => {
    // The results writes (rules, marks, imports, releases of the matrix's own objects), each as its first allowed
    // coordinator: whatever they mail participants is read below.
    const writes = MATRIX.filter(
      (row) => /\/api\/coordinator\/(evaluations|reports)/.test(row.route) && !row.route.startsWith('GET '),
    );
    for (const row of writes) {
      const [method = 'POST', url = ''] = row.route.split(' ');
      const identity = (['C1', 'C1b', 'C2'] as const).find((who) => {
        const expected = row.expect[who];
        return typeof expected === 'number' && expected < 300;
      });
      if (!identity) continue;
      const json = row.form ? undefined : resolveBody(row, world);
      const form = row.form?.(world);
      await t.app.inject({
        method: method as 'POST',
        url: urlOf(url, row),
        headers: { authorization: world.headers[identity] ?? '', ...form?.headers },
        remoteAddress: nextAddress(),
        ...(form ? { payload: form.payload } : json !== undefined ? { payload: json as object } : {}),
      });
    }
    await walkAsParticipants('after the results writes');
    // A mail to each participant, so that the mail check below reads real mail even where no write above mails one.
    const addresses = new Set(['participant@demo.test', 'participant2@demo.test', 'participant3@demo.test']);
    for (const email of addresses) {
      await t.app.inject({
        method: 'POST',
        url: '/api/public/user/forgot-password',
        payload: { email },
        remoteAddress: nextAddress(),
      });
    }

    // Every mail is a job: run them all (those of the writes above included), then read every mail to a participant.
    await t.jobs.drain();
    await t.close();
    closed = true;
    const received = mailbox.messages.filter((message) => addresses.has(message.to));
    expect(new Set(received.map((mail) => mail.to))).toEqual(addresses);
    for (const mail of received) {
      const identity = mail.to === 'participant@demo.test' ? 'P1' : mail.to === 'participant2@demo.test' ? 'P2' : 'P3';
      expect(leaksIn(`${mail.subject}\n${mail.text}\n${mail.html}`, identity), `mail "${mail.subject}"`).toEqual([]);
    }
  });
});
