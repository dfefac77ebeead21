// Scheduled kinds (docs/decisions/025-scheduled-notifications.md): the queue creates each definition's cron schedule
// in TZ_INSTITUTE when it starts and removes those no definition has any more; a due time makes one job whatever the
// number of processes. Time is pg-boss's own TestClock, moved by hand: no test waits for a real minute.
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { JOBS } from '#server/jobs.ts';
import { buildTestApp, TEST_FILES_SECRET, type TestApp } from '#server/testing/test-app.ts';
import { defineJob } from './define.ts';
import { createJobQueue, JOBS_SCHEMA, type JobQueue } from './queue.ts';
import { createSealer } from './sealed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, workers: false });
});
afterAll(() => t.close());

const schedules = () =>
  queryRows<{ name: string; cron: string; timezone: string }>(
    t.db,
    sql`select name, cron, timezone from ${sql.raw(JOBS_SCHEMA)}.schedule order by name`,
  );

/** A queue of this process's database with only `definitions`, on `clock` (another server process, in effect). */
function anotherProcess(definitions: Parameters<typeof createJobQueue>[0]['definitions'], clock?: TestClock) {
  return createJobQueue({
    connection: t.database.queueConnection,
    definitions,
    context: {
      db: t.db,
      mailer: t.mailer,
      config: t.config,
      sealer: createSealer(TEST_FILES_SECRET),
      secret: TEST_FILES_SECRET,
      log: pino({ level: 'silent' }),
    },
    ...(clock ? { clock } : {}),
  });
}

describe('schedules', () => {
  it('exist after start for every scheduled kind of the registry, in the institute’s zone', async () => {
    const scheduled = JOBS.filter((kind) => kind.schedule);
    expect(scheduled.length).toBeGreaterThan(0);
    const rows = await schedules();
    for (const kind of scheduled) {
      expect(rows.find((row) => row.name === kind.name)).toEqual({
        name: kind.name,
        cron: kind.schedule?.cron,
        timezone: t.config.TZ_INSTITUTE,
      });
    }
    // Nothing else is scheduled.
    expect(rows.map((row) => row.name).sort()).toEqual(scheduled.map((kind) => kind.name).sort());
  });

  it('a changed cron is updated, and a schedule no definition has any more is removed, at start', async () => {
    const [first] = JOBS.filter((kind) => kind.schedule);
    if (!first) throw new Error('no scheduled kind');
    const changed = { ...first, schedule: { cron: '7 7 * * *' } };
    const queue = anotherProcess([changed]);
    await queue.start({ work: false });
    await queue.stop();
    expect(await schedules()).toEqual([{ name: first.name, cron: '7 7 * * *', timezone: t.config.TZ_INSTITUTE }]);
    // Put the registry back as it was (the next case reads them).
    const registry = anotherProcess(JOBS);
    await registry.start({ work: false });
    await registry.stop();
    expect((await schedules()).length).toBe(JOBS.filter((kind) => kind.schedule).length);
  });

  it('with two processes on one database, a due time runs its job once (09:00 in the institute’s zone)', async () => {
    const runs: string[] = [];
    const daily = defineJob<Record<string, never>>({
      name: 'test.daily-at-nine',
      retryLimit: 1,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 60,
      schedule: { cron: '0 9 * * *' },
      async run(_context, _data, job) {
        runs.push(job.id);
      },
    });
    // 08:58:30 in Dhaka (UTC+6): 09:00 there comes 90 s later; 09:00 UTC is hours away.
    expect(t.config.TZ_INSTITUTE).toBe('Asia/Dhaka');
    const clock = new TestClock('2026-12-01T02:58:30Z');
    const queues: JobQueue[] = [anotherProcess([daily], clock), anotherProcess([daily], clock)];
    try {
      for (const queue of queues) await queue.start({ work: true });
      // Both processes keep the schedules' clock: each runs a pass every 30 s, for three minutes.
      for (let step = 0; step < 12; step += 1) await clock.tick(15_000);
      for (const queue of queues) await queue.drain();
      expect(runs).toHaveLength(1);
      // The next day's 09:00 runs it once more.
      await clock.setTime('2026-12-02T02:59:00Z');
      for (let step = 0; step < 8; step += 1) await clock.tick(15_000);
      for (const queue of queues) await queue.drain();
      expect(runs).toHaveLength(2);
      expect(new Set(runs).size).toBe(2);
    } finally {
      for (const queue of queues) await queue.stop();
    }
  });
});
