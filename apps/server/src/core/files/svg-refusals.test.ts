// What an SVG upload answers when the bounds or the SVG worker refuse it (docs/security.md FI9), through the real
// profile route with the worker stood in for: past a bound 413 and the worker never asked; too complex for the worker's
// limits 413; the worker busy or unable to start 503 with Retry-After; no SVG 415. Never a 500, and the profile keeps
// its avatar.
import { profileEndpoints } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coordinatorProfiles } from '#server/core/db/schema/index.ts';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '#server/core/errors.ts';
import { makePerson, type Person } from '#server/testing/factories.ts';
import { coordinatorAvatarForm, manyElementsSvg, nestedGroupsSvg, svgOf } from '#server/testing/heavy-svg.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { SVG_MAX_BYTES, SVG_MAX_DEPTH, SVG_MAX_ELEMENTS, SVG_TOO_COMPLEX, SVG_TOO_LARGE } from './svg-bounds.ts';
import type { SvgOutcome } from './svg-sanitiser.ts';

const worker = vi.hoisted(() => ({ sanitizeSvg: vi.fn<(text: string) => Promise<SvgOutcome>>() }));
vi.mock('./svg-sanitiser.ts', () => ({ sanitizeSvg: worker.sanitizeSvg }));

let t: TestApp;
let coordinator: Person;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  coordinator = await makePerson(t.db, 'coordinator');
  await t.db.insert(coordinatorProfiles).values({ userId: coordinator.id, occupation: 'Lecturer' });
});
afterAll(() => t.close());
beforeEach(() => worker.sanitizeSvg.mockReset());

const SMALL = svgOf('<circle cx="4" cy="4" r="3"/>');

async function upload(svg: string) {
  const form = coordinatorAvatarForm(coordinator.email, svg);
  return t.app.inject({
    method: 'PATCH',
    url: profileEndpoints.coordinatorUpdate.path,
    headers: { ...coordinator.headers, ...form.headers },
    payload: form.payload,
  });
}
const avatarUrl = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: profileEndpoints.coordinatorSidebar.path,
      headers: coordinator.headers,
    })
  ).json().url;

describe('an SVG refused by its bounds or by the worker', () => {
  it.each([
    ['one byte over the size', svgOf('').padEnd(SVG_MAX_BYTES + 1, ' '), SVG_TOO_LARGE],
    ['one level too deep', nestedGroupsSvg(SVG_MAX_DEPTH + 1), SVG_TOO_COMPLEX],
    ['one element too many', manyElementsSvg(SVG_MAX_ELEMENTS + 1), SVG_TOO_COMPLEX],
  ])('%s: 413 before the worker is asked', async (_case, svg, error) => {
    const before = await avatarUrl();
    const answer = await upload(svg);
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 413, body: { error } });
    expect(worker.sanitizeSvg).not.toHaveBeenCalled();
    expect(await avatarUrl()).toBe(before);
  });

  it.each([
    [{ refused: 'too-complex' } as const, 413, { error: SVG_TOO_COMPLEX }],
    [{ refused: 'busy' } as const, 503, { error: SERVICE_UNAVAILABLE }],
    [{ refused: 'not-svg' } as const, 415, { error: 'The file content does not match its type' }],
  ])('the worker answering %o: %i, the avatar kept', async (outcome, status, body) => {
    const before = await avatarUrl();
    worker.sanitizeSvg.mockResolvedValueOnce(outcome);
    const answer = await upload(SMALL);
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status, body });
    if (status === 503) expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(worker.sanitizeSvg).toHaveBeenCalledWith(SMALL);
    expect(await avatarUrl()).toBe(before);
  });

  it('stores what the worker answered for a file within the bounds', async () => {
    worker.sanitizeSvg.mockResolvedValueOnce({ svg: SMALL });
    expect((await upload(SMALL)).statusCode).toBe(200);
    expect(await avatarUrl()).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.svg$/);
  });
});
