// The dashboards' query keys and reads (docs/features.md, Dashboards; docs/decisions/009). Every card equals the list
// it links to, and other features' writes (a post, a submission, an upload) do not refresh these keys: each visit of a
// dashboard asks again (showing the last answer meanwhile), so that a card never lags behind its list for the minutes
// the app keeps other reads fresh.
//
// A visit's read is started by the router with the area's first render (prefetch.ts, app/route-prefetch.ts),
// beside the session check and the chunks, so the reads go by route (`readTrusted`, no schema: the entry may
// import this module; docs/decisions/006-home-page-performance.md). The screen then shows that answer without
// asking again; a screen shown without the router's read (nothing started it) asks on mount, as before.
import type { coordinatorDashboard, participantCalendarFeed, participantDashboard } from '@portal/contract';
import { type Query, queryOptions } from '@tanstack/react-query';
import { type EndpointRoute, readTrusted, writeTrusted } from '#web/lib/api.ts';

export type DashboardRole = 'participant' | 'coordinator';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  participant: ['dashboard', 'participant'] as const,
  coordinator: ['dashboard', 'coordinator'] as const,
};

const participantSummary: EndpointRoute<typeof participantDashboard.summary> = {
  method: 'GET',
  path: '/api/participant/user/dashboard_details',
};
const coordinatorSummary: EndpointRoute<typeof coordinatorDashboard.summary> = {
  method: 'GET',
  path: '/api/coordinator/user/dashboard_details',
};

/** When the router last started a visit's read of each dashboard (0: never). */
const visitStartedAt: Record<DashboardRole, number> = { participant: 0, coordinator: 0 };

/** Marks the start of a visit: the read started now is the one the screen shows. */
export function startDashboardVisit(role: DashboardRole): void {
  visitStartedAt[role] = Date.now();
}

/** On mount, the screen asks again unless its answer was read for this visit (by the router's read). */
function refetchOnMount(role: DashboardRole) {
  return (query: Pick<Query, 'state'>) =>
    !(visitStartedAt[role] > 0 && query.state.dataUpdatedAt >= visitStartedAt[role]);
}

export function participantDashboardOptions() {
  return queryOptions({
    queryKey: dashboardKeys.participant,
    queryFn: ({ signal }) => readTrusted(participantSummary, { signal }),
    staleTime: 0,
    refetchOnMount: refetchOnMount('participant'),
  });
}

export function coordinatorDashboardOptions() {
  return queryOptions({
    queryKey: dashboardKeys.coordinator,
    queryFn: ({ signal }) => readTrusted(coordinatorSummary, { signal }),
    staleTime: 0,
    refetchOnMount: refetchOnMount('coordinator'),
  });
}

// The participant's calendar address (docs/decisions/026-deadlines-and-calendar.md): whether they have one, and
// making a new one (the answer is the only time the address is shown). By route, as the dashboard's own read.
export const calendarFeedKeys = { state: ['calendar-feed'] as const };

const calendarFeedState: EndpointRoute<typeof participantCalendarFeed.state> = {
  method: 'GET',
  path: '/api/participant/calendar_feed',
};
const calendarFeedRenew: EndpointRoute<typeof participantCalendarFeed.renew> = {
  method: 'POST',
  path: '/api/participant/calendar_feed',
};

export function calendarFeedOptions() {
  return queryOptions({
    queryKey: calendarFeedKeys.state,
    queryFn: ({ signal }) => readTrusted(calendarFeedState, { signal }),
  });
}

/** Makes a new address (the old one stops working) and answers it; refreshes the state. */
export function makeCalendarAddress() {
  return writeTrusted(calendarFeedRenew, { body: {}, invalidate: [calendarFeedKeys.state] });
}
