// A session that ends before the router is bound (a read the router started with the first render answered 401):
// the navigation to '/' waits for the router and then happens once.
import { describe, expect, it, vi } from 'vitest';
import { bindSession, endSession } from './session.ts';

describe('endSession before the router is bound', () => {
  it('goes to / once the router binds its navigate, and only then', () => {
    endSession();
    const navigate = vi.fn();
    bindSession({ navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    const later = vi.fn();
    bindSession({ navigate: later });
    expect(later).not.toHaveBeenCalled();
  });
});
