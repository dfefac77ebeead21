// The change feed on PostgreSQL (changes.ts): `signal` settles only once a notification sent after the call has
// been committed, so that a write's answer (app.ts) leaves after every other process's listener has been told.
// Seen from a connection of its own that listens on the channel: once a notification has been committed, that
// connection's server process sends it before the answer to any statement it runs afterwards.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CHANGES_CHANNEL, type ChangeFeed, postgresChanges } from './changes.ts';

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
