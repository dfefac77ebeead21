// What a route needs before it can show anything, started with the route's first render instead of one step after
// another (docs/decisions/006-home-page-performance.md, "Issue 24: the programme page and the dashboards").
//
// A lazy page used to wait for its code, then for its data: a programme page asked for its programme once its
// screen's chunk had arrived, then for the programme's picture once the screen had rendered it; a dashboard asked for
// its area's chunk, then for the session check, then rendered the area and asked for the dashboard's chunk, then
// for the dashboard's numbers. Here the router starts a route's reads (and the chunks its gate would ask for later)
// as soon as the address is known, in parallel with the chunks React.lazy fetches. Everything started here goes
// through the same query options as the screens (the screens find the answers in the cache) and builds no schema,
// so the entry does not load zod for it.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { isSignedInAs, prefetchRoleSession } from '#web/features/auth/prefetch.ts';
import { prefetchDashboard } from '#web/features/dashboard/prefetch.ts';
import { prefetchProgram } from '#web/features/public/index.ts';

type Params = Readonly<Record<string, string | undefined>>;

interface RoutePrefetch {
  /** A route pattern of `paths` (react-router syntax). */
  path: string;
  prefetch: (client: QueryClient, params: Params) => void;
}

/** An area opened by its own role: the session check its gate waits for, and on the dashboard its chunk and read. */
function areaVisit(role: 'participant' | 'coordinator', isDashboard: boolean): RoutePrefetch['prefetch'] {
  return (client) => {
    if (!isSignedInAs(role)) return;
    prefetchRoleSession(client, role);
    if (isDashboard) prefetchDashboard(client, role);
  };
}

const p = paths.participant;
const c = paths.coordinator;

/** The first pattern that matches a path is used. The area roots lead to their dashboards. */
const ROUTE_PREFETCHES: readonly RoutePrefetch[] = [
  {
    path: paths.courseDetail.path,
    prefetch: (client, params) => prefetchProgram(client, params.programShortName ?? ''),
  },
  { path: p.root.path, prefetch: areaVisit('participant', true) },
  { path: p.dashboard.path, prefetch: areaVisit('participant', true) },
  { path: `${p.root.path}/*`, prefetch: areaVisit('participant', false) },
  { path: c.root.path, prefetch: areaVisit('coordinator', true) },
  { path: c.dashboard.path, prefetch: areaVisit('coordinator', true) },
  { path: `${c.root.path}/*`, prefetch: areaVisit('coordinator', false) },
];

/** Starts what the route at `pathname` will ask for (nothing for a route that needs nothing ahead). */
export function prefetchRoute(client: QueryClient, pathname: string): void {
  for (const route of ROUTE_PREFETCHES) {
    const match = matchPath(route.path, pathname);
    if (match) {
      route.prefetch(client, match.params);
      return;
    }
  }
}
