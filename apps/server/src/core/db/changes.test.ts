// The change feed (changes.ts): `signal` settles only once a notification sent after the call has been committed,
// so that a write's answer (app.ts) leaves after PostgreSQL has passed it on to every other process's listener.
// The batching on its own, with sends the test holds back; then on PostgreSQL, seen from a connection of its own
// that listens on the channel: once a notification has been committed, that connection's server process sends it
// before the answer to any statement it runs afterwards.
import { DATA_KINDS } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { batches, CHANGES_CHANNEL, type ChangeFeed, courseChangeOfKey, courseKey, postgresChanges } from './changes.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let feed: ChangeFeed;
let listener: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({ seed: false });
  feed = await postgresChanges(t.databaseUrl ?? '');
  listener = new pg.Client({ connectionString: t.databaseUrl ?? '' });
  await listener.connect();
  listener.on('notification', (notification) => heard.push(notification.payload ?? ''));
  await listener.query(`listen ${CHANGES_CHANNEL}`);
});
afterAll(async () => {
  if (!onPostgres) return;
  await listener.end();
  await feed.close();
  await t.close();
});

/** The notifications committed so far, as the listening connection has them after one more round trip. */
async function committed(): Promise<string[]> {
  await listener.query('select 1');
  return [...heard];
}

/** Sends the test finishes by hand: each one's items, and how to end it. */
function heldSends() {
  const sends: Array<{ items: string[]; end: (failed?: boolean) => void }> = [];
  const sender = batches<string>(
    (items) =>
      new Promise<void>((resolve, reject) => {
        sends.push({ items, end: (failed) => (failed ? reject(new Error('send failed')) : resolve()) });
      }),
  );
  return { sender, sends };
}

/** Whether each promise has settled, after the promise jobs already queued have run. */
async function settled(promises: Promise<void>[]): Promise<boolean[]> {
  const done = promises.map(() => false);
  promises.forEach((promise, i) => void promise.then(() => (done[i] = true)));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the key of a change of some courses', () => {
  it('carries the courses and the kinds of data the write declared, and reads back as the same change', () => {
    expect(courseKey([17, 3, 3])).toBe('3,17');
    expect(courseKey([3], ['forum', 'views'])).toBe('3/views,forum');
    expect(courseChangeOfKey(courseKey([17, 3], ['forum']) ?? null)).toEqual({ courses: [3, 17], kinds: ['forum'] });
    expect(courseChangeOfKey('3,17')).toEqual({ courses: [3, 17], kinds: null });
    // Bounded: too many courses announce everything; a key not understood drops everything.
    expect(
      courseKey(
        Array.from({ length: 1001 }, (_, i) => i + 1),
        ['forum'],
      ),
    ).toBeUndefined();
    expect(
      courseKey(
        DATA_KINDS.map((_, i) => i + 1),
        DATA_KINDS,
      )?.length,
    ).toBeLessThan(200);
    expect(courseChangeOfKey('3/forum,everything')).toBeNull();
    expect(courseChangeOfKey(null)).toBeNull();
  });
});

describe('batches', () => {
  it('settles a call only once the send that carries it has ended', async () => {
    const { sender, sends } = heldSends();
    const call = sender.add('a');
    expect(sends.map((send) => send.items)).toEqual([['a']]);
    expect(await settled([call])).toEqual([false]);
    sends[0]?.end();
    expect(await settled([call])).toEqual([true]);
  });

  it('carries the calls made during a send in the next one, which begins after it', async () => {
    const { sender, sends } = heldSends();
    const first = sender.add('a');
    const later = [sender.add('b'), sender.add('c'), sender.add('b')];
    expect(sends).toHaveLength(1);
    sends[0]?.end();
    expect(await settled([first, ...later])).toEqual([true, false, false, false]);
    expect(sends.map((send) => send.items)).toEqual([['a'], ['b', 'c']]);
    sends[1]?.end();
    expect(await settled(later)).toEqual([true, true, true]);
    await sender.idle();
  });

  it('settles the calls of a failed send too, and sends the next', async () => {
    const { sender, sends } = heldSends();
    const first = sender.add('a');
    const second = sender.add('b');
    sends[0]?.end(true);
    await first;
    expect(await settled([second])).toEqual([false]);
    sends[1]?.end();
    await second;
    expect(sends).toHaveLength(2);
  });
});

describe.skipIf(!onPostgres)('signal on PostgreSQL', () => {
  it('settles once its notification has been committed', async () => {
    heard.length = 0;
    await feed.signal(t.db, 'work');
    expect(await committed()).toEqual(['work']);
  });

  it('settles a call made while a notification is on its way only with the next one', async () => {
    heard.length = 0;
    const order: string[] = [];
    const first = feed.signal(t.db, 'work').then(() => order.push('first'));
    const second = feed.signal(t.db, 'work').then(() => order.push('second'));
    await second;
    // The first call's notification left alone; the second's is the one after it.
    expect(await committed()).toEqual(['work', 'work']);
    await first;
    expect(order).toEqual(['first', 'second']);
  });

  it('shares one notification among the calls made while one is on its way', async () => {
    heard.length = 0;
    const calls = [feed.signal(t.db, 'work'), ...Array.from({ length: 9 }, () => feed.signal(t.db, 'work'))];
    await Promise.all(calls);
    expect(await committed()).toEqual(['work', 'work']);
  });
});
