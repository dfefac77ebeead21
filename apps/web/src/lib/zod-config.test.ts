// zod's CSP-safe mode is set without importing zod (lib/zod-config.ts): zod must find and keep it.
import { describe, expect, it, vi } from 'vitest';
import './zod-config.ts';

describe('zod-config', () => {
  it('makes zod jitless through its shared settings object, before zod is loaded', async () => {
    const shared = (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig;
    expect(shared?.jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.config()).toBe(shared);
    expect(z.config().jitless).toBe(true);
  });

  it('builds and parses an object schema without new Function (no CSP eval probe)', async () => {
    const { z } = await import('zod');
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'a' })).toEqual({ id: 1, name: 'a' });
    expect(spy).not.toHaveBeenCalled();
  });
});
