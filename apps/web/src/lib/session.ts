// What a lost session does, wherever it is noticed: forget the cookies and every cached read, go to '/' (with the
// sign-in drawer open and the way back when it was noticed in a work area).
// The request helpers live outside React, so the router and the query client they act on are bound here
// once at start-up (main.tsx, router.tsx) and by the test renderer.
import type { QueryClient } from '@tanstack/react-query';
import { clearAuthCookies } from './cookies.ts';
import { queryClient } from './query-client.ts';

interface SessionBindings {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}

/**
 * Where a navigation asked for before the router was bound goes once it is: a route's reads start with its first
 * render (app/route-prefetch.ts), and one of them can end the session before the router's effect has run.
 */
let pendingNavigation: string | undefined;

let bindings: SessionBindings = {
  queryClient,
  navigate: (to) => {
    pendingNavigation = to;
  },
};

export function bindSession(next: Partial<SessionBindings>): void {
  bindings = { ...bindings, ...next };
  if (next.navigate && pendingNavigation !== undefined) {
    const to = pendingNavigation;
    pendingNavigation = undefined;
    next.navigate(to);
  }
}

export function boundQueryClient(): QueryClient {
  return bindings.queryClient;
}

export function navigateTo(to: string): void {
  bindings.navigate(to);
}

/**
 * The parameter of '/' that opens the sign-in drawer and names the work-area address to return to once signed in
 * (`/?return_to=%2Fparticipant%2Fassignments`): an address from a mail, opened signed out, is not forgotten.
 */
export const RETURN_PARAM = 'return_to';

const WORK_AREA = /^\/(participant|coordinator|admin)(\/|$)/;

/** Where a lost session goes: '/', with the work-area address the page was at, if it was at one. */
export function signInAddress(location: { pathname: string; search: string; hash?: string }): string {
  if (!WORK_AREA.test(location.pathname)) return '/';
  const here = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/?${new URLSearchParams({ [RETURN_PARAM]: here })}`;
}

/**
 * The address to go to after signing in as a role whose area starts with `areaPrefix` ('/participant'): `returnTo`
 * when it is a same-origin path of that area, otherwise undefined (the role's home). Another origin, a
 * protocol-relative '//host' or another role's area is never followed.
 */
export function safeReturnAddress(returnTo: string | null | undefined, areaPrefix: string): string | undefined {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(returnTo, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname !== areaPrefix && !url.pathname.startsWith(`${areaPrefix}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A 401 from any helper: the session is gone; from a work area, the sign-in drawer offers the way back. */
export function endSession(): void {
  clearAuthCookies();
  bindings.queryClient.clear();
  bindings.navigate(signInAddress(window.location));
}
