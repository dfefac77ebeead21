// The dashboards' query keys and reads (spec part 2, sections 2, 3 and 7; docs/decisions/009). Every card
// equals the list it links to, and other features' writes (a post, a submission, an upload) do not refresh
// these keys: each visit of a dashboard asks again (showing the last answer meanwhile), so that a card never
// lags behind its list for the minutes the app keeps other reads fresh.
import { coordinatorDashboard, participantDashboard } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  participant: ['dashboard', 'participant'] as const,
  coordinator: ['dashboard', 'coordinator'] as const,
};

export function participantDashboardOptions() {
  return queryOptions({
    queryKey: dashboardKeys.participant,
    queryFn: ({ signal }) => read(participantDashboard.summary, { signal }),
    staleTime: 0,
  });
}

export function coordinatorDashboardOptions() {
  return queryOptions({
    queryKey: dashboardKeys.coordinator,
    queryFn: ({ signal }) => read(coordinatorDashboard.summary, { signal }),
    staleTime: 0,
  });
}
