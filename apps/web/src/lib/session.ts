// What a lost session does, wherever it is noticed: forget the cookies and every cached read, go to '/'.
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

/** A 401 from any helper: the session is gone. */
export function endSession(): void {
  clearAuthCookies();
  bindings.queryClient.clear();
  bindings.navigate('/');
}
