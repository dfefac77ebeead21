// "Due soon" above the participant's cards (docs/decisions/026-deadlines-and-calendar.md): from the dashboard's own
// answer, each assignment linking to the assignments list with its last date in the institute's zone and the time
// left, "In grace" on its last day, the rest counted, and a friendly line when nothing is due.
import { participantCalendarFeed, participantDashboard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { SUMMARY } from '../test-summary.ts';
import { ParticipantDashboardScreen } from './participant-dashboard-screen.tsx';

const [KYC] = SUMMARY.due_soon.assignments;
if (!KYC) throw new Error('the test summary lists one assignment due soon');

function renderWith(dueSoon: typeof SUMMARY.due_soon) {
  fakeApi()
    .on(participantDashboard.summary, { status: 200, body: { ...SUMMARY, due_soon: dueSoon } })
    .on(participantCalendarFeed.state, { status: 200, body: { created_at: null } });
  return renderWithProviders(<ParticipantDashboardScreen />, { route: '/participant/dashboard' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Due soon', () => {
  it('lists each assignment above the cards with its course, last date in the institute’s zone and time left', async () => {
    // Two days and six hours before the deadline (the end of 4 December in Dhaka).
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    renderWith({ ...SUMMARY.due_soon, total: 3 });
    const region = await screen.findByRole('region', { name: 'Due soon' });
    const link = within(region).getByRole('link', { name: 'KYC review' });
    expect(link).toHaveAttribute('href', '/participant/assignments');
    expect(region).toHaveTextContent('Certified Expert in AML');
    expect(region).toHaveTextContent(/Last date Fri, Dec 4, 2026/);
    expect(region).toHaveTextContent('Closes in 2 days');
    expect(within(region).queryByText('In grace')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'and 2 more on the assignments list' })).toBeInTheDocument();
    // Above the cards, in the document's order.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(region.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks the last day "In grace" with the hours left', async () => {
    vi.setSystemTime(new Date('2026-12-04T13:00:00Z'));
    renderWith(SUMMARY.due_soon);
    const region = await screen.findByRole('region', { name: 'Due soon' });
    expect(within(region).getByText('In grace')).toBeInTheDocument();
    expect(region).toHaveTextContent('Closes in 5 hours');
    expect(within(region).queryByRole('link', { name: /more on the assignments list/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is due', async () => {
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    renderWith({ total: 0, time_zone: 'Asia/Dhaka', assignments: [] });
    const region = await screen.findByRole('region', { name: 'Due soon' });
    expect(region).toHaveTextContent('Nothing due in the next 7 days. Well done!');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });
});
