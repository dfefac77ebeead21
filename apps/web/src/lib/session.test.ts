// A session that ends before the router is bound (a read the router started with the first render answered 401):
// the navigation to '/' waits for the router and then happens once.
import { describe, expect, it, vi } from 'vitest';
import { bindSession, endSession, safeReturnAddress, signInAddress } from './session.ts';

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

describe('the way back to a work-area address after signing in', () => {
  it('sends a session lost in a work area to / with the address to return to, and elsewhere to / alone', () => {
    const navigate = vi.fn();
    bindSession({ navigate });
    window.history.pushState({}, '', '/participant/assignments?page=2');
    endSession();
    expect(navigate).toHaveBeenLastCalledWith('/?return_to=%2Fparticipant%2Fassignments%3Fpage%3D2');
    window.history.pushState({}, '', '/courses');
    endSession();
    expect(navigate).toHaveBeenLastCalledWith('/');
    window.history.pushState({}, '', '/');
    expect(signInAddress({ pathname: '/participantx', search: '' })).toBe('/');
  });

  it("follows only a same-origin path of the signed-in role's own area", () => {
    expect(safeReturnAddress('/participant/assignments?page=2#top', '/participant')).toBe(
      '/participant/assignments?page=2#top',
    );
    expect(safeReturnAddress('/admin', '/admin')).toBe('/admin');
    // A coordinator who opened a participant's address goes to their own home, as without it.
    expect(safeReturnAddress('/participant/assignments', '/coordinator')).toBeUndefined();
    for (const hostile of [
      'https://evil.test/participant/x',
      '//evil.test/participant/x',
      '/\\evil.test/participant',
      'javascript:alert(1)',
      '/participantx/dashboard',
      '',
      null,
    ]) {
      expect(safeReturnAddress(hostile, '/participant')).toBeUndefined();
    }
  });
});
