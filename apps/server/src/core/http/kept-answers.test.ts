// The work areas' answers kept per caller (kept-answers.ts, descriptors with `keep: true`): a read asked again sends
// no statement; one caller's answer never reaches another; a write that succeeds drops them before its own answer
// leaves, here and (on PostgreSQL) in a second server process: every caller's (`changes: 'work'`), or those of its
// courses' members only (`changes: 'courses'`); a refused write does not, nor one declaring `changes: 'none'`; time
// expires them.
import { defineEndpoint } from '@portal/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { localChanges } from '#server/core/db/changes.ts';
import { users } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { eventually } from '#server/testing/processes.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CALLER_ANSWER_SPAN_MS, CALLER_ANSWERS_PER_CALLER, createKeptAnswers } from './kept-answers.ts';

const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query) => statements.push(query) });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const { call } = requester(() => t.app);
const ALL_POSTS = '/api/participant/forum/all_posts';
const CREATE_POST = (courseId: number) => `/api/participant/forum/create_post/${courseId}`;

/** The statements a piece of work sent, leaving out the session check's. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await work();
  return statements.slice(from).filter((query) => !/"sessions"/.test(query));
}

/**
 * Reads until the answer is kept. On PostgreSQL a write's notification also comes back to the process that sent
 * it, a moment later, and drops what was kept since: the next read may read once more.
 */
async function readUntilKept(person: Person, url = ALL_POSTS): Promise<void> {
  const kept = await eventually(async () => {
    await call(person, 'GET', url);
    return (await statementsOf(() => call(person, 'GET', url))).length === 0;
  });
  expect(kept, `${url} was never kept`).toBe(true);
}

const titles = (answer: { body: { posts: Array<{ title: string }> } }) => answer.body.posts.map((post) => post.title);

async function classOfTwo(): Promise<{ first: Person; second: Person; courseId: number }> {
  const first = await makePerson(t.db, 'participant');
  const second = await makePerson(t.db, 'participant');
  const course = await makeCourse(t.db, { participants: [first, second] });
  return { first, second, courseId: course.id };
}

describe('answers kept per caller', () => {
  it('answers a read asked again from memory: no statement, the same bytes', async () => {
    const { first, courseId } = await classOfTwo();
    expect((await call(first, 'POST', CREATE_POST(courseId), { post_title: 'Kept', post_body: 'Body' })).status).toBe(
      201,
    );
    const read = () => t.app.inject({ method: 'GET', url: ALL_POSTS, headers: first.headers });
    await readUntilKept(first);
    const firstAnswer = await read();
    let again = firstAnswer;
    expect(await statementsOf(async () => (again = await read()))).toEqual([]);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(firstAnswer.body);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it("never sends one caller's answer to another", async () => {
    const ann = await makePerson(t.db, 'participant', { first: 'Ann' });
    const bob = await makePerson(t.db, 'participant', { first: 'Bob' });
    await makeCourse(t.db, { participants: [ann] });
    await makeCourse(t.db, { participants: [bob] });
    for (const person of [ann, bob, ann, bob]) {
      const sidebar = await call(person, 'GET', '/api/participant/user/profile');
      expect(sidebar.status).toBe(200);
      expect(JSON.stringify(sidebar.body)).toContain(person.name.split(' ')[0]);
      expect(JSON.stringify(sidebar.body)).not.toContain((person === ann ? bob : ann).name.split(' ')[0]);
    }
  });

  it("drops them with any write that succeeds, before the writer's answer leaves", async () => {
    const { first, second, courseId } = await classOfTwo();
    expect(titles(await call(first, 'GET', ALL_POSTS))).toEqual([]);
    expect(titles(await call(second, 'GET', ALL_POSTS))).toEqual([]);
    expect((await call(second, 'POST', CREATE_POST(courseId), { post_title: 'New', post_body: 'Body' })).status).toBe(
      201,
    );
    // The writer's own next read and another caller's both show the post.
    expect(titles(await call(second, 'GET', ALL_POSTS))).toEqual(['New']);
    expect(titles(await call(first, 'GET', ALL_POSTS))).toEqual(['New']);
  });

  it("sends a write's answer only once the other processes have been told", async () => {
    const { first, courseId } = await classOfTwo();
    const signal = t.changes.signal;
    let release = () => {};
    const told = new Promise<void>((resolve) => {
      release = resolve;
    });
    const topics: string[] = [];
    t.changes.signal = (db, topic) => {
      topics.push(topic);
      void signal.call(t.changes, db, topic);
      return told;
    };
    try {
      let answered = false;
      const write = call(first, 'POST', CREATE_POST(courseId), { post_title: 'Held', post_body: 'Body' }).then(
        (answer) => {
          answered = true;
          return answer;
        },
      );
      // The write has committed and signalled, and its answer waits for the notification.
      expect(await eventually(async () => topics.length === 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      release();
      expect((await write).status).toBe(201);
      // A read signals nothing and does not wait.
      expect(titles(await call(first, 'GET', ALL_POSTS))).toEqual(['Held']);
      expect(topics).toEqual(['work']);
    } finally {
      // Also when an assertion failed: the held answer must not keep the app from closing.
      release();
      t.changes.signal = signal;
    }
  });

  it("keeps the answers of a caller in none of a write's courses, and drops its members'", async () => {
    const { first, second, courseId } = await classOfTwo();
    const outsider = await makePerson(t.db, 'participant');
    await makeCourse(t.db, { participants: [outsider] });
    const coordinator = await makePerson(t.db, 'coordinator');
    await makeCourse(t.db, { participants: [], coordinators: [coordinator] });
    const post = async (title: string) =>
      expect((await call(first, 'POST', CREATE_POST(courseId), { post_title: title, post_body: 'Body' })).status).toBe(
        201,
      );
    // A caller's courses are looked up at a course's first write after their read: until then their answers go
    // with any course's write.
    await readUntilKept(outsider);
    await readUntilKept(coordinator, '/api/coordinator/posts/all');
    await post('Looks them up');
    const keptThrough = await eventually(async () => {
      await readUntilKept(outsider);
      await readUntilKept(coordinator, '/api/coordinator/posts/all');
      await readUntilKept(second);
      await post('Ours');
      // The other course's participant and coordinator read nothing again; the course's other member does.
      return (
        (await statementsOf(() => call(outsider, 'GET', ALL_POSTS))).length === 0 &&
        (await statementsOf(() => call(coordinator, 'GET', '/api/coordinator/posts/all'))).length === 0
      );
    }, 10_000);
    expect(keptThrough).toBe(true);
    expect(titles(await call(second, 'GET', ALL_POSTS))[0]).toBe('Ours');
  });

  it("keeps, through a post, the same member's kept answers that show no post (kinds of data)", async () => {
    const { first, second, courseId } = await classOfTwo();
    const others = ['/api/participant/contents/1', '/api/participant/assignments/1', '/api/participant/user/courses/1'];
    const post = async (title: string) =>
      expect((await call(second, 'POST', CREATE_POST(courseId), { post_title: title, post_body: 'Body' })).status).toBe(
        201,
      );
    // The first write after their reads looks their courses up (until then their answers go with any course's).
    for (const url of [...others, ALL_POSTS]) await readUntilKept(first, url);
    await post('Looks them up');
    const keptThrough = await eventually(async () => {
      for (const url of [...others, ALL_POSTS]) await readUntilKept(first, url);
      await post('A post');
      for (const url of others) if ((await statementsOf(() => call(first, 'GET', url))).length > 0) return false;
      return true;
    }, 10_000);
    expect(keptThrough, 'contents, assignments and courses read again after a post').toBe(true);
    // The forum's answer, which the post changes, is read again and shows it.
    expect(await statementsOf(() => call(first, 'GET', ALL_POSTS))).not.toEqual([]);
    expect(titles(await call(first, 'GET', ALL_POSTS))[0]).toBe('A post');
  });

  it('keeps them through a refused write', async () => {
    const { first, courseId } = await classOfTwo();
    await readUntilKept(first);
    const refused = await call(first, 'POST', CREATE_POST(courseId), { post_title: '', post_body: 'Body' });
    expect(refused.status).toBe(400);
    expect(await statementsOf(() => call(first, 'GET', ALL_POSTS))).toEqual([]);
  });

  it("keeps them through a write that succeeds but declares it changes nothing (changes: 'none')", async () => {
    const { first } = await classOfTwo();
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('kept-answers') })
      .where(eq(users.id, first.id));
    await readUntilKept(first);
    // A sign-in is a POST that answers 200 and adds only a session, which no answer shows.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: first.email, password: 'kept-answers' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await statementsOf(() => call(first, 'GET', ALL_POSTS))).toEqual([]);
  });

  it("keeps at most CALLER_ANSWERS_PER_CALLER of one caller's answers, pushing out only that caller's own", async () => {
    const { first, second } = await classOfTwo();
    await readUntilKept(second);
    const pages = Array.from({ length: CALLER_ANSWERS_PER_CALLER + 10 }, (_, i) => `${ALL_POSTS}?page=${i + 1}`);
    for (const page of pages) expect((await call(first, 'GET', page)).status).toBe(200);
    // The other caller's answer is still kept, and so are the caller's last ones; their first ones (used least
    // recently) went.
    expect(await statementsOf(() => call(second, 'GET', ALL_POSTS))).toEqual([]);
    expect(await statementsOf(() => call(first, 'GET', pages.at(-1) ?? ''))).toEqual([]);
    expect(await statementsOf(() => call(first, 'GET', pages[10] ?? ''))).toEqual([]);
    expect(await statementsOf(() => call(first, 'GET', pages[0] ?? ''))).not.toEqual([]);
  });

  it('reads again in the next quarter hour', async () => {
    const { first } = await classOfTwo();
    const start = Math.ceil(Date.now() / CALLER_ANSWER_SPAN_MS) * CALLER_ANSWER_SPAN_MS + 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await readUntilKept(first);
    vi.setSystemTime(start + CALLER_ANSWER_SPAN_MS - 2000);
    expect(await statementsOf(() => call(first, 'GET', ALL_POSTS))).toEqual([]);
    vi.setSystemTime(start + CALLER_ANSWER_SPAN_MS);
    expect(await statementsOf(() => call(first, 'GET', ALL_POSTS))).not.toEqual([]);
  });

  it('sends a large kept answer as gzip, also to a client that accepts brotli', async () => {
    const { first, courseId } = await classOfTwo();
    for (let i = 0; i < 10; i += 1) {
      await call(first, 'POST', CREATE_POST(courseId), { post_title: `Post ${i}`, post_body: 'x'.repeat(200) });
    }
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: ALL_POSTS,
        headers: { ...first.headers, 'accept-encoding': 'br, gzip' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
    }
  });
});

describe('KEEP_ANSWERS=off', () => {
  it('reads every request from the database', async () => {
    const off = await buildTestApp({ env: { KEEP_ANSWERS: 'off' }, onQuery: (query) => statements.push(query) });
    try {
      const person = await makePerson(off.db, 'participant');
      await makeCourse(off.db, { participants: [person] });
      const onOff = requester(() => off.app);
      for (let i = 0; i < 3; i += 1) {
        expect(await statementsOf(() => onOff.call(person, 'GET', ALL_POSTS))).toHaveLength(1);
      }
    } finally {
      await off.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ sameDatabaseAs: t });
  });
  afterAll(() => second.close());

  it('drops the kept answers of the other process when a write succeeds on one', async () => {
    const { first, courseId } = await classOfTwo();
    const onSecond = requester(() => second.app);
    expect(titles(await onSecond.call(first, 'GET', ALL_POSTS))).toEqual([]);
    expect(titles(await onSecond.call(first, 'GET', ALL_POSTS))).toEqual([]);
    expect((await call(first, 'POST', CREATE_POST(courseId), { post_title: 'Here', post_body: 'Body' })).status).toBe(
      201,
    );
    expect(await eventually(async () => titles(await onSecond.call(first, 'GET', ALL_POSTS)).length === 1)).toBe(true);
  });

  it('drops them when a process with KEEP_ANSWERS=off writes', async () => {
    const off = await buildTestApp({ sameDatabaseAs: t, env: { KEEP_ANSWERS: 'off' } });
    try {
      const { first, courseId } = await classOfTwo();
      await readUntilKept(first);
      const onOff = requester(() => off.app);
      expect(
        (await onOff.call(first, 'POST', CREATE_POST(courseId), { post_title: 'Off', post_body: 'Body' })).status,
      ).toBe(201);
      expect(await eventually(async () => titles(await call(first, 'GET', ALL_POSTS)).length === 1)).toBe(true);
    } finally {
      await off.close();
    }
  });

  it('hears the last of many writes at once: the notifications they share leave none out', async () => {
    const { first, second: other, courseId } = await classOfTwo();
    const onSecond = requester(() => second.app);
    await onSecond.call(other, 'GET', `${ALL_POSTS}?page=2`);
    const posts = Array.from({ length: 20 }, (_, i) =>
      call(first, 'POST', CREATE_POST(courseId), { post_title: `Burst ${i}`, post_body: 'Body' }),
    );
    expect((await Promise.all(posts)).map((answer) => answer.status)).toEqual(Array(20).fill(201));
    // Page 2 holds the 10 oldest of the 20: kept on the second process, it would stay empty.
    expect(
      await eventually(async () => titles(await onSecond.call(other, 'GET', `${ALL_POSTS}?page=2`)).length === 10),
    ).toBe(true);
  });
});

describe('the store on its own', () => {
  const ENDPOINT = defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/x/:key',
    access: 'public',
    summary: 'A test read',
    params: z.object({ key: z.string() }),
    responses: { 200: z.object({ key: z.string() }) },
  });

  it('drops the answers of a course only, and keeps none whose read began before its course was dropped', async () => {
    const kept = createKeptAnswers(localChanges(), {
      cacheControl: 'no-store',
      maxAnswers: 10,
      maxBytes: 1024 * 1024,
      compression: 'gzip',
      // The key's first letter is its course: a (1), b (2).
      coursesOf: (req) => [(req.params as { key: string }).key.startsWith('a') ? 1 : 2],
    });
    let hold: Promise<void> | null = null;
    const reads: string[] = [];
    const app = Fastify();
    app.get<{ Params: { key: string } }>('/x/:key', async (req, reply) =>
      kept.answer(ENDPOINT, req.params.key, req, reply, async () => {
        reads.push(req.params.key);
        await hold;
        return { key: req.params.key };
      }),
    );
    await app.ready();
    const ask = async (key: string) => {
      const before = reads.length;
      expect((await app.inject(`/x/${key}`)).json()).toEqual({ key });
      return reads.length > before ? 'read' : 'kept';
    };
    for (const key of ['a1', 'a2', 'b1']) await ask(key);
    kept.dropCourses([1]);
    expect(await ask('b1')).toBe('kept');
    expect(await ask('a1')).toBe('read');
    expect(await ask('a1')).toBe('kept');
    // A read of course 1 under way while course 1 is dropped is answered but not kept; one of course 2 is.
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const during = [app.inject('/x/a3'), app.inject('/x/b3')];
    await eventually(async () => reads.includes('a3') && reads.includes('b3'));
    kept.dropCourses([1]);
    release();
    hold = null;
    expect((await Promise.all(during)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await ask('a3')).toBe('read');
    expect(await ask('b3')).toBe('kept');
    await app.close();
  });

  it('drops the answers of a course only whose kinds of data meet the write’s, and keeps no read under way it meets', async () => {
    const kept = createKeptAnswers(localChanges(), {
      cacheControl: 'no-store',
      maxAnswers: 10,
      maxBytes: 1024 * 1024,
      compression: 'gzip',
      coursesOf: () => [1],
    });
    let hold: Promise<void> | null = null;
    const reads: string[] = [];
    const app = Fastify();
    // A read of the forum, one of the contents, and one that names no kind (every kind).
    const forum = defineEndpoint({ ...ENDPOINT, path: '/forum/:key', reads: ['forum'] });
    const contents = defineEndpoint({ ...ENDPOINT, path: '/contents/:key', reads: ['contents'] });
    const every = defineEndpoint({ ...ENDPOINT, path: '/every/:key' });
    for (const endpoint of [forum, contents, every]) {
      app.get<{ Params: { key: string } }>(endpoint.path, async (req, reply) =>
        kept.answer(endpoint, req.params.key, req, reply, async () => {
          reads.push(`${endpoint.path} ${req.params.key}`);
          await hold;
          return { key: req.params.key };
        }),
      );
    }
    await app.ready();
    const ask = async (url: string) => {
      const before = reads.length;
      expect((await app.inject(url)).statusCode).toBe(200);
      return reads.length > before ? 'read' : 'kept';
    };
    const askAll = async () => {
      const out: string[] = [];
      for (const url of ['/forum/a', '/contents/a', '/every/a']) out.push(await ask(url));
      return out;
    };
    await askAll();
    kept.dropCourses([1], ['forum']);
    expect(await askAll()).toEqual(['read', 'kept', 'read']);
    kept.dropCourses([1], null);
    expect(await askAll()).toEqual(['read', 'read', 'read']);
    // A read under way while its kind of its course is dropped is answered but not kept; one of another kind is.
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const during = [app.inject('/forum/b'), app.inject('/contents/b')];
    await eventually(async () => reads.includes('/forum/:key b') && reads.includes('/contents/:key b'));
    kept.dropCourses([1], ['forum']);
    release();
    hold = null;
    expect((await Promise.all(during)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await ask('/forum/b')).toBe('read');
    expect(await ask('/contents/b')).toBe('kept');
    await app.close();
  });

  it("bounds one owner's answers, so that one asking ever new keys pushes out only their own", async () => {
    const kept = createKeptAnswers(localChanges(), {
      cacheControl: 'no-store',
      maxAnswers: 10,
      maxBytes: 1024 * 1024,
      compression: 'gzip',
      perOwner: { max: 3, ownerOf: (key) => key.split(' ')[0] ?? '' },
    });
    const reads: string[] = [];
    const app = Fastify();
    app.get<{ Params: { key: string } }>('/x/:key', async (req, reply) =>
      kept.answer(ENDPOINT, req.params.key.replace('-', ' '), req, reply, async () => {
        reads.push(req.params.key);
        return { key: req.params.key };
      }),
    );
    await app.ready();
    const ask = async (key: string) => {
      const before = reads.length;
      expect((await app.inject(`/x/${key}`)).json()).toEqual({ key });
      return reads.length > before ? 'read' : 'kept';
    };
    for (const key of ['b-1', 'b-2', 'c-1']) await ask(key);
    for (let i = 1; i <= 20; i += 1) await ask(`a-${i}`);
    // Twenty keys of one owner in a store of ten: the other owners' answers stay, and only the owner's last three.
    expect(kept.size).toBe(6);
    for (const key of ['b-1', 'b-2', 'c-1', 'a-18', 'a-19', 'a-20']) expect(await ask(key)).toBe('kept');
    // The owner's least recently used goes first: a-18, asked again, stays when a-17 comes back, and a-19 goes.
    expect(await ask('a-18')).toBe('kept');
    expect(await ask('a-17')).toBe('read');
    expect(await ask('a-18')).toBe('kept');
    expect(await ask('a-19')).toBe('read');
    // A drop forgets them all, and the bound starts again.
    kept.drop();
    expect(kept.size).toBe(0);
    for (const key of ['a-1', 'a-2', 'a-3']) expect(await ask(key)).toBe('read');
    for (const key of ['a-1', 'a-2', 'a-3']) expect(await ask(key)).toBe('kept');
    await app.close();
  });
});
