// The SVG worker (docs/security.md FI9): an SVG is sanitised on a worker thread; a file past the time or memory limit
// is refused as too complex and the next file gets a fresh worker; past the queue's bound it is "busy".
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { manyElementsSvg, svgOf } from '#server/testing/heavy-svg.ts';
import { SVG_MAX_ELEMENTS } from './svg-bounds.ts';
import { createSvgSanitiser, SVG_SANITISER_LIMITS, type SvgSanitiser, svgWorkerUrl } from './svg-sanitiser.ts';

const SMALL = svgOf('<circle cx="4" cy="4" r="3" fill="teal" onclick="alert(1)"/><script>alert(2)</script>');
/** A file at the element bound: accepted by the pre-scan, and the heaviest work the worker is given. */
const AT_BOUND = manyElementsSvg(SVG_MAX_ELEMENTS);

const opened: SvgSanitiser[] = [];
const sanitiser = (limits = { ...SVG_SANITISER_LIMITS }) => {
  const made = createSvgSanitiser(limits);
  opened.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

const expectClean = (outcome: unknown) => {
  expect(outcome).toEqual({ svg: expect.stringContaining('<circle') });
  const { svg } = outcome as { svg: string };
  expect(svg).not.toContain('onclick');
  expect(svg).not.toContain('<script');
};

describe('the SVG worker', () => {
  it('sanitises on a thread of its own, and answers not-svg to a file that is no SVG', async () => {
    const svg = sanitiser();
    expectClean(await svg.sanitize(SMALL));
    expect(svg.threadId).not.toBeNull();
    expect(svg.threadId).not.toBe(threadId);
    expect(await svg.sanitize('<html><body>no image</body></html>')).toEqual({ refused: 'not-svg' });
  });

  it('ends a worker past its time limit, refuses the file as too complex, and starts a fresh one next', async () => {
    const limits = { ...SVG_SANITISER_LIMITS };
    const svg = sanitiser(limits);
    expectClean(await svg.sanitize(SMALL));
    const first = svg.threadId;
    limits.timeoutMs = 20;
    expect(await svg.sanitize(AT_BOUND)).toEqual({ refused: 'too-complex' });
    expect(svg.threadId).toBeNull();
    limits.timeoutMs = SVG_SANITISER_LIMITS.timeoutMs;
    expectClean(await svg.sanitize(SMALL));
    expect(svg.threadId).not.toBeNull();
    expect(svg.threadId).not.toBe(first);
  });

  it('refuses a file that passes the memory limit as too complex, and the next file is sanitised', async () => {
    // 56 MB of heap holds jsdom and a small file; a file at the element bound needs more (256 MB by default).
    const svg = sanitiser({ ...SVG_SANITISER_LIMITS, maxOldGenerationSizeMb: 56 });
    expectClean(await svg.sanitize(SMALL));
    expect(await svg.sanitize(AT_BOUND)).toEqual({ refused: 'too-complex' });
    expectClean(await svg.sanitize(SMALL));
  });

  it('sanitises a file at the bounds within the default memory limit', async () => {
    // The time it takes depends on the machine's load (2–5 s at load average 17–28 on two cores): not checked here.
    const outcome = await sanitiser({ ...SVG_SANITISER_LIMITS, timeoutMs: 60_000 }).sanitize(AT_BOUND);
    expect('svg' in outcome && outcome.svg.split('<rect').length - 1).toBe(SVG_MAX_ELEMENTS - 1);
  });

  it('answers busy past the files it lets wait, and sanitises the others in turn', async () => {
    const svg = sanitiser({ ...SVG_SANITISER_LIMITS, maxWaiting: 1 });
    const answers = await Promise.all([svg.sanitize(SMALL), svg.sanitize(SMALL), svg.sanitize(SMALL)]);
    expectClean(answers[0]);
    expectClean(answers[1]);
    expect(answers[2]).toEqual({ refused: 'busy' });
  });

  it('is found beside the source under tests and beside the bundle in dist/', () => {
    expect(svgWorkerUrl().pathname).toMatch(/\/src\/core\/files\/svg-worker\.ts$/);
    expect(svgWorkerUrl('file:///srv/apps/server/dist/chunk-ABC.js').href).toBe(
      'file:///srv/apps/server/dist/svg-worker.js',
    );
  });
});
