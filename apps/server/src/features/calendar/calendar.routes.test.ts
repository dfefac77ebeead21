// The calendar feed (docs/decisions/026-deadlines-and-calendar.md): a participant's secret address, its iCalendar
// content (read back with a small RFC 5545 reader), stable UIDs across a changed deadline, replacement of the
// address, and the course scope (another course's assignments never, a course left drops out).
import { DEADLINE_TEXT } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enrolments } from '#server/core/db/schema/index.ts';
import { makeAssignment, makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { jsonAndFile } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
/** The statements sent to the database (the query-count suite sends only a made-up address, which finds nothing). */
let statements = 0;
beforeAll(async () => {
  // The clock moves by days: sessions must outlive that.
  t = await buildTestApp({
    seed: false,
    env: { SESSION_IDLE: '90d', SESSION_MAX: '90d' },
    onQuery: () => {
      statements++;
    },
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const { call, sendForm } = requester(() => t.app);
const ADDRESS = '/api/participant/calendar_feed';

function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

interface Component {
  name: string;
  props: { name: string; params: string; value: string }[];
  children: Component[];
}

/** A small RFC 5545 reader: unfolds lines, checks BEGIN/END nesting, and keeps each property's parameters and value. */
function parseICalendar(text: string): Component {
  expect(text.endsWith('\r\n'), 'lines end in CRLF').toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const root: Component = { name: '', props: [], children: [] };
  const stack: Component[] = [root];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name = '', params = '', value = ''] = match;
    const top = stack.at(-1);
    if (!top) throw new Error('END without BEGIN');
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (top.name !== value) throw new Error(`END:${value} closes ${top.name}`);
      stack.pop();
    } else {
      top.props.push({ name, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  const [calendar] = root.children;
  if (calendar?.name !== 'VCALENDAR' || root.children.length !== 1) throw new Error('not one VCALENDAR');
  return calendar;
}

const prop = (component: Component, name: string) => component.props.find((p) => p.name === name)?.value;
const events = (calendar: Component) => calendar.children.filter((child) => child.name === 'VEVENT');

async function makeAddress(person: Person): Promise<string> {
  const answer = await call(person, 'POST', ADDRESS, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return new URL(answer.body.url).pathname;
}

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: path, headers });
}

async function feedOf(path: string): Promise<Component> {
  const response = await fetchFeed(path);
  expect(response.statusCode, response.body).toBe(200);
  return parseICalendar(response.body);
}

async function world() {
  const [alice, carol, loner] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice' }),
    makePerson(t.db, 'participant', { first: 'Carol' }),
    makePerson(t.db, 'participant', { first: 'Lone' }),
  ]);
  const [coord, coordB] = await Promise.all([makePerson(t.db, 'coordinator'), makePerson(t.db, 'coordinator')]);
  const courseA = await makeCourse(t.db, { participants: [alice], coordinators: [coord] });
  const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [coordB] });
  const mine = await makeAssignment(t.db, {
    courseId: courseA.id,
    createdBy: coord,
    title: 'Case analysis, part 1; draft',
    lastSubmitDate: '2026-12-10',
  });
  const theirs = await makeAssignment(t.db, {
    courseId: courseB.id,
    createdBy: coordB,
    title: 'Other course canary',
    lastSubmitDate: '2026-12-11',
  });
  return { alice, carol, loner, coord, courseA, mine, theirs };
}

const host = () => new URL(t.config.PUBLIC_URL).host;

describe('the calendar address', () => {
  it('is made by the participant, shown once, and only its making time is answered later', async () => {
    const { alice } = await world();
    expect((await call(alice, 'GET', ADDRESS)).body).toEqual({ created_at: null });
    const made = await call(alice, 'POST', ADDRESS, {});
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http.*\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.webcal_url).toBe(made.body.url.replace(/^https?:/, 'webcal:'));
    const state = await call(alice, 'GET', ADDRESS);
    expect(state.body).toEqual({ created_at: made.body.created_at });
    // Nothing in the answer or the table holds the token itself.
    expect(JSON.stringify(state.body)).not.toContain(new URL(made.body.url).pathname.slice(-47, -4));
  });

  it('a new address ends the old one at once (404), and the new one answers', async () => {
    const { alice } = await world();
    const first = await makeAddress(alice);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = await makeAddress(alice);
    expect(second).not.toBe(first);
    const revoked = await fetchFeed(first);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ error: DEADLINE_TEXT.feedNotFound });
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it('a made-up or malformed address is refused', async () => {
    expect((await fetchFeed(`/api/calendar/${'B'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar/short.ics')).statusCode).toBe(400);
    expect((await fetchFeed(`/api/calendar/${'B'.repeat(43)}.txt`)).statusCode).toBe(400);
  });
});

describe('the feed', () => {
  it('is an iCalendar of the participant’s courses’ deadlines only, with the headers calendar apps need', async () => {
    const { alice, mine, theirs } = await world();
    const path = await makeAddress(alice);
    // No session: calendar apps fetch anonymously.
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).not.toContain('Other course canary');
    const calendar = parseICalendar(response.body);
    expect(prop(calendar, 'VERSION')).toBe('2.0');
    expect(prop(calendar, 'PRODID')).toBeTruthy();
    const [event, ...others] = events(calendar);
    expect(others).toEqual([]);
    if (!event) throw new Error('no event');
    expect(prop(event, 'UID')).toBe(`assignment-${mine}@${host()}`);
    expect(event.props.find((p) => p.name === 'DTSTART')).toMatchObject({ params: ';VALUE=DATE', value: '20261210' });
    expect(event.props.find((p) => p.name === 'DTEND')).toMatchObject({ params: ';VALUE=DATE', value: '20261211' });
    // Text values are escaped (RFC 5545 3.3.11).
    expect(prop(event, 'SUMMARY')).toBe('Assignment due: Case analysis\\, part 1\\; draft');
    expect(prop(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(event, 'SEQUENCE')).toBe('0');
    expect(response.body).not.toContain(`assignment-${theirs}@`);
    // Polled again unchanged: 304 on the validator.
    const again = await fetchFeed(path, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('a changed deadline updates the same event: same UID, new date, higher SEQUENCE and a new LAST-MODIFIED', async () => {
    const { alice, coord, mine } = await world();
    const path = await makeAddress(alice);
    const [before] = events(await feedOf(path));
    if (!before) throw new Error('no event');
    setNow(new Date(Date.now() + 60_000).toISOString());
    const edited = await sendForm(
      coord,
      'PATCH',
      `/api/coordinator/assignments/${mine}/edit`,
      jsonAndFile({ title: 'Case analysis, part 1; draft', last_submission_date: '2026-12-14 00:00:00' }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = events(await feedOf(path));
    expect(after).toHaveLength(1);
    const [event] = after;
    if (!event) throw new Error('no event');
    expect(prop(event, 'UID')).toBe(prop(before, 'UID'));
    expect(prop(event, 'DTSTART')).toBe('20261214');
    expect(Number(prop(event, 'SEQUENCE'))).toBeGreaterThan(Number(prop(before, 'SEQUENCE')));
    expect(prop(event, 'LAST-MODIFIED')).not.toBe(prop(before, 'LAST-MODIFIED'));
  });

  it('a participant without a course gets an empty calendar; a course left drops out of the feed', async () => {
    const { alice, loner, courseA, mine } = await world();
    const empty = await feedOf(await makeAddress(loner));
    expect(events(empty)).toEqual([]);
    const path = await makeAddress(alice);
    expect((await fetchFeed(path)).body).toContain(`assignment-${mine}@`);
    await t.db
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, courseA.id), eq(enrolments.participantId, alice.id)));
    const left = await fetchFeed(path);
    expect(left.statusCode).toBe(200);
    expect(left.body).not.toContain(`assignment-${mine}@`);
    expect(events(parseICalendar(left.body))).toEqual([]);
  });

  it('is read in one statement, however many courses and assignments', async () => {
    const { alice, coord } = await world();
    for (let course = 0; course < 3; course += 1) {
      const { id } = await makeCourse(t.db, { participants: [alice], coordinators: [coord] });
      for (let index = 0; index < 4; index += 1) await makeAssignment(t.db, { courseId: id, createdBy: coord });
    }
    const path = await makeAddress(alice);
    statements = 0;
    const feed = await fetchFeed(path);
    expect(statements).toBe(1);
    expect(events(parseICalendar(feed.body))).toHaveLength(13);
  });

  it('another participant’s address never shows this participant’s courses', async () => {
    const { alice, carol, mine, theirs } = await world();
    const carolFeed = await fetchFeed(await makeAddress(carol));
    expect(carolFeed.body).toContain(`assignment-${theirs}@`);
    expect(carolFeed.body).not.toContain(`assignment-${mine}@`);
    const aliceFeed = await fetchFeed(await makeAddress(alice));
    expect(aliceFeed.body).not.toContain(`assignment-${theirs}@`);
  });
});
