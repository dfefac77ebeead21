// Other users' reads beside a heavy job (the notification fan-out, the certificates' files): `readers` loops of
// work-area reads, each answering its time, until the caller says stop.
import { performance } from 'node:perf_hooks';
import type { Person } from '../apps/server/src/testing/factories.ts';
import type { TestApp } from '../apps/server/src/testing/test-app.ts';

/** Two reads of a participant's work area that ask the database (with KEEP_ANSWERS=off). */
export const OTHER_PATHS = ['/api/participant/user/dashboard_details', '/api/participant/user/courses/1'];

/** `readers` loops of work-area reads by `others` until `until()` is true; answers each read's time in ms. */
export async function readWhile(
  t: TestApp,
  others: Person[],
  readers: number,
  until: () => boolean,
): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: readers }, async (_, reader) => {
      for (let n = reader; !until(); n += 1) {
        const person = others[n % others.length] as Person;
        const before = performance.now();
        const answer = await t.app.inject({
          method: 'GET',
          url: OTHER_PATHS[n % OTHER_PATHS.length] as string,
          headers: person.headers,
        });
        times.push(performance.now() - before);
        if (answer.statusCode !== 200) throw new Error(`a work-area read answered ${answer.statusCode}`);
        // The embedded database answers in microtasks: without a turn of the event loop between reads (what a
        // socket gives a real client), the queue's timers and the caller's polls would never run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }),
  );
  return times;
}
