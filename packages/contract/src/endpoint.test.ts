// Every descriptor declares its cache behaviour where it is written: a read whether its answer is kept per caller
// (`keep`), a write what it does to the kept answers (`changes`). A descriptor without it fails typecheck
// (`npx tsc -p packages/contract`, which checks the `@ts-expect-error` lines below); the values are what the server
// reads.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const base = { path: '/api/x', access: 'participant', summary: 'x', responses: { 200: z.object({}) } } as const;

describe('the cache declaration of a descriptor', () => {
  it('is required on every read and every write, and only the one that fits the method', () => {
    // @ts-expect-error a read without `keep`
    defineEndpoint({ method: 'GET', ...base });
    // @ts-expect-error a write without `changes`
    defineEndpoint({ method: 'POST', ...base });
    // @ts-expect-error a write with a read's `keep` instead
    defineEndpoint({ method: 'DELETE', keep: false, ...base });
    // @ts-expect-error a write with an effect that does not exist
    defineEndpoint({ method: 'PATCH', changes: 'everything', ...base });
    const read = defineEndpoint({ method: 'GET', keep: true, ...base });
    const write = defineEndpoint({ method: 'PUT', changes: 'none', ...base });
    expect([read.keep, write.changes]).toEqual([true, 'none']);
    // @ts-expect-error a kind of data that does not exist
    defineEndpoint({ method: 'GET', keep: true, reads: ['everything'], ...base });
    const post = defineEndpoint({ method: 'POST', changes: 'courses', kinds: ['forum'], ...base });
    expect(post.kinds).toEqual(['forum']);
  });
});
