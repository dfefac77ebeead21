// docs/security.md FI9: heavy SVG avatars (60,000 attributes on one element, 649 KB; 20,000 nested groups) and a file
// at the bounds, uploaded through the real profile route over a listening socket while `/api/health` and a work-area
// read are probed every 100 ms: at least 95 % of the probes are answered 200 within 2 s, the heavy uploads get a 4xx,
// none a 500, and a normal SVG avatar is still stored sanitised afterwards. Before the bounds and the worker, the first
// file blocked every request for about 20 s and the second answered 500.
import type { AddressInfo } from 'node:net';
import { participantCourses, profileEndpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinatorProfiles } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import {
  coordinatorAvatarForm,
  manyAttributesSvg,
  manyElementsSvg,
  nestedGroupsSvg,
  svgOf,
} from '#server/testing/heavy-svg.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { SVG_MAX_ELEMENTS, SVG_TOO_COMPLEX, SVG_TOO_LARGE } from './svg-bounds.ts';

const PROBE_EVERY_MS = 100;
const PROBE_WITHIN_MS = 2_000;

let t: TestApp;
let base: string;
let coordinator: Person;
let participant: Person;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  coordinator = await makePerson(t.db, 'coordinator');
  await t.db.insert(coordinatorProfiles).values({ userId: coordinator.id, occupation: 'Lecturer' });
  participant = await makePerson(t.db, 'participant');
  await makeCourse(t.db, { participants: [participant], coordinators: [coordinator] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const uploadAvatar = async (svg: string) => {
  const form = coordinatorAvatarForm(coordinator.email, svg);
  const answer = await fetch(`${base}${profileEndpoints.coordinatorUpdate.path}`, {
    method: 'PATCH',
    headers: { ...coordinator.headers, ...form.headers },
    body: form.payload,
  });
  return { status: answer.status, body: (await answer.json()) as { error?: string } };
};

interface Probe {
  url: string;
  ms: number;
  status: number;
}

/** Probes health and a work-area read, one every 100 ms, until `stop` is called; answers every probe. */
function probe(): { stop: () => Promise<Probe[]> } {
  const probes: Promise<Probe>[] = [];
  const readUrl = `${base}${participantCourses.list.path.replace(':page', '1')}`;
  let turn = 0;
  const timer = setInterval(() => {
    const [url, headers] = turn++ % 2 === 0 ? [`${base}/api/health`, {}] : [readUrl, participant.headers];
    const sent = performance.now();
    probes.push(
      fetch(url, { headers }).then(
        async (answer) => {
          await answer.arrayBuffer();
          return { url, ms: performance.now() - sent, status: answer.status };
        },
        () => ({ url, ms: performance.now() - sent, status: 0 }),
      ),
    );
  }, PROBE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(probes);
    },
  };
}

describe('heavy SVG avatars while the server is probed', () => {
  it('refuses them with a 4xx while at least 95 % of the probes are answered within 2 s', async () => {
    // Warm up: the routes answer, and the SVG worker is started, before the probes count.
    expect((await uploadAvatar(svgOf('<circle cx="4" cy="4" r="3"/>'))).status).toBe(200);
    const probes = probe();
    const answers = [];
    for (const svg of [
      manyAttributesSvg(60_000),
      nestedGroupsSvg(20_000),
      manyAttributesSvg(60_000),
      nestedGroupsSvg(20_000),
    ]) {
      answers.push(await uploadAvatar(svg));
    }
    // A file at the element bound passes the pre-scan and is sanitised on the worker: stored, or refused as too
    // complex if the worker's time limit passes first on a loaded machine; never a 5xx.
    const atBound = await uploadAvatar(manyElementsSvg(SVG_MAX_ELEMENTS));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const seen = await probes.stop();

    expect(answers).toEqual([
      { status: 413, body: { error: SVG_TOO_LARGE } },
      { status: 413, body: { error: SVG_TOO_COMPLEX } },
      { status: 413, body: { error: SVG_TOO_LARGE } },
      { status: 413, body: { error: SVG_TOO_COMPLEX } },
    ]);
    expect([200, 413]).toContain(atBound.status);
    expect(seen.length).toBeGreaterThanOrEqual(10);
    const inTime = seen.filter((one) => one.status === 200 && one.ms <= PROBE_WITHIN_MS);
    const slowest = Math.round(Math.max(...seen.map((one) => one.ms)));
    expect(
      inTime.length / seen.length,
      `${inTime.length} of ${seen.length} in time; slowest ${slowest} ms`,
    ).toBeGreaterThanOrEqual(0.95);
    for (const url of [`${base}/api/health`, `${base}${participantCourses.list.path.replace(':page', '1')}`]) {
      expect(seen.filter((one) => one.url === url).length).toBeGreaterThanOrEqual(5);
    }
  }, 180_000);

  it('still stores a normal SVG avatar, sanitised', async () => {
    const answer = await uploadAvatar(
      svgOf('<circle cx="4" cy="4" r="3" fill="teal" onload="alert(1)"/><script>alert(2)</script>'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const read = await fetch(`${base}${profileEndpoints.coordinatorSidebar.path}`, { headers: coordinator.headers });
    const { url } = (await read.json()) as { url: string };
    const served = await (await fetch(`${base}${url}`)).text();
    expect(served).toContain('<circle');
    for (const gone of ['<script', 'onload', 'alert']) expect(served).not.toContain(gone);
  });
});
