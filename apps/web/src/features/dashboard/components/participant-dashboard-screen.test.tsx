// The participant's dashboard (docs/features.md, Dashboards; docs/decisions/009): six cards, each a link to the list it
// counts with its count, the list states while the summary is missing, and the lazily loaded assignment chart with its
// table of numbers.
import { type ParticipantDashboard, participantCalendarFeed, participantDashboard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { SUMMARY } from '../test-summary.ts';
import { ParticipantDashboardScreen } from './participant-dashboard-screen.tsx';

function renderDashboard(summary: ParticipantDashboard = SUMMARY) {
  const api = fakeApi()
    .on(participantDashboard.summary, { status: 200, body: summary })
    .on(participantCalendarFeed.state, { status: 200, body: { created_at: null } });
  return { api, ...renderWithProviders(<ParticipantDashboardScreen />, { route: '/participant/dashboard' }) };
}

describe('ParticipantDashboardScreen', () => {
  it('shows six cards, each a link with its count to the list the spec names', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: /^(Active|Total) Course\(s\)/ });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Active Course(s): 2, 1 running', '/participant/courses'],
      ['Total Assignment(s): 4', '/participant/assignments'],
      ['Total Submit(s): 2', '/participant/assignments'],
      ['Total Content(s): 3', '/participant/contents'],
      ['Total Post(s): 5', '/participant/posts/my_posts'],
      ['Total Replie(s): 7', '/participant/my_replies'],
    ]);
    // The note is part of the name (every word the card shows), not repeated as a description.
    const courses = within(summary).getByRole('link', { name: 'Active Course(s): 2, 1 running' });
    expect(courses).toHaveTextContent('Active Course(s) 2 1 running');
    expect(courses).not.toHaveAccessibleDescription();
  });

  it('shows the result summary below the cards, linking to Results, the six cards unchanged', async () => {
    renderDashboard({ ...SUMMARY, result_summary: { passed: 3, pending: 2 } });
    const results = await screen.findByRole('region', { name: 'My results' });
    expect(results).toHaveTextContent('Course(s) passed3');
    expect(results).toHaveTextContent('Course(s) with results pending2');
    expect(within(results).getByRole('link', { name: 'See Results' })).toHaveAttribute('href', '/participant/results');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getAllByRole('link')).toHaveLength(6);
  });

  it("says 'Loading....' while the summary loads", async () => {
    fakeApi().on(participantDashboard.summary, 'never');
    renderWithProviders(<ParticipantDashboardScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading....');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 500, body: { error: 'boom' } }, 'Internal Server Error'],
    ['network-error' as const, 'Network Connection Error!'],
  ])('answers %j with "%s" and a Retry that asks again', async (answer, text) => {
    const api = fakeApi()
      .on(participantDashboard.summary, answer)
      .on(participantDashboard.summary, { status: 200, body: SUMMARY });
    const { user } = renderWithProviders(<ParticipantDashboardScreen />);
    const alert = await within(screen.getByRole('region', { name: 'Summary' })).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Total Post(s): 5' })).toBeInTheDocument();
    expect(api.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('draws the assignment progress beside the cards, with its numbers as a table', async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', { name: /^Assignment progress/ });
    expect(chart).toHaveAccessibleName('Assignment progress Of 4 assignments: 2 submitted, 1 pending, 1 missed.');
    expect(chart.querySelector('title')).toHaveTextContent('Assignment progress');
    const table = screen.getByRole('table', { name: 'Assignments by state' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StateAssignments', 'Submitted2', 'Pending1', 'Missed1', 'Total4']);
    expect(screen.getByRole('region', { name: 'Assignment progress' })).toContainElement(chart);
  });

  it('says there is nothing to draw without assignments', async () => {
    renderDashboard({
      ...SUMMARY,
      total_assignments: 0,
      total_submits: 0,
      assignment_progress: { submitted: 0, pending: 0, missed: 0 },
    });
    expect(await screen.findByText('No assignments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
