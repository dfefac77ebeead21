// A dashboard visit's read, started by the router (prefetch.ts): the screen shows that answer without asking again,
// while an answer older than the visit is asked for again on mount (each visit shows fresh numbers).
import { participantCalendarFeed, participantDashboard } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { dashboardKeys } from './api.ts';
import { ParticipantDashboardScreen } from './components/participant-dashboard-screen.tsx';
import { prefetchDashboard } from './prefetch.ts';
import { SUMMARY } from './test-summary.ts';

/** The dashboard's own reads among the calls (the calendar feed box under it asks for its state on its own). */
const summaryReads = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.endsWith(participantDashboard.summary.path));
const NO_FEED = { status: 200, body: { created_at: null } } as const;

describe('a dashboard visit started by the router', () => {
  it('is shown without a second read', async () => {
    const api = fakeApi()
      .on(participantDashboard.summary, { status: 200, body: SUMMARY })
      .on(participantCalendarFeed.state, NO_FEED);
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient, 'participant');
    await waitFor(() => expect(queryClient.getQueryData(dashboardKeys.participant)).toEqual(SUMMARY));
    renderWithProviders(<ParticipantDashboardScreen />, { queryClient });
    expect(await screen.findByRole('link', { name: 'Total Post(s): 5' })).toBeInTheDocument();
    expect(summaryReads(api.calls)).toHaveLength(1);
  });

  it('asks again on mount when the cached answer is older than the visit', async () => {
    const api = fakeApi()
      .on(participantDashboard.summary, { status: 200, body: { ...SUMMARY, total_posts: 6 } })
      .on(participantCalendarFeed.state, NO_FEED);
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient, 'participant');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // An answer of an earlier visit (written a second before this one started).
    queryClient.setQueryData(dashboardKeys.participant, SUMMARY, { updatedAt: Date.now() - 1000 });
    renderWithProviders(<ParticipantDashboardScreen />, { queryClient });
    expect(await screen.findByRole('link', { name: 'Total Post(s): 6' })).toBeInTheDocument();
    expect(summaryReads(api.calls)).toHaveLength(2);
  });
});
