// The coordinator's dashboard (docs/features.md, Dashboards; docs/decisions/009): six cards, each a link to the list it
// counts with its count, and the lazily loaded activity of the running courses.
import { type CoordinatorDashboard, coordinatorDashboard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CoordinatorDashboardScreen } from './coordinator-dashboard-screen.tsx';
import { rate } from './course-activity-chart.tsx';

const SUMMARY: CoordinatorDashboard = {
  total_courses: 2,
  total_participants: 3,
  total_assignments: 3,
  total_contents: 3,
  total_sent_contents: 2,
  total_posts: 4,
  course_activity: [
    {
      course_id: 1,
      course_name: 'Certified Expert in Anti-Money Laundering',
      course_short_name: 'CEAML-2026',
      total_participants: 3,
      total_assignments: 3,
      total_submissions: 4,
      total_sent_contents: 2,
      total_content_views: 3,
    },
    {
      course_id: 7,
      course_name: 'Certified Credit Professional',
      course_short_name: 'CCP-2026',
      total_participants: 0,
      total_assignments: 0,
      total_submissions: 0,
      total_sent_contents: 0,
      total_content_views: 0,
    },
  ],
  result_summary: { courses_with_unreleased_marks: 1 },
};

function renderDashboard(summary: CoordinatorDashboard = SUMMARY) {
  fakeApi().on(coordinatorDashboard.summary, { status: 200, body: summary });
  return renderWithProviders(<CoordinatorDashboardScreen />, { route: '/coordinator/dashboard' });
}

describe('CoordinatorDashboardScreen', () => {
  it('shows six cards, each a link with its count to the list the spec names', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: /^(Active|Total) Course\(s\)/ });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Total Course(s): 2', '/coordinator/courses'],
      ['Course Participant(s): 3', '/coordinator/participants'],
      ['My Assignment(s): 3', '/coordinator/assignments'],
      ['My Content(s): 3', '/coordinator/contents'],
      ['Total Sent Content(s): 2, of 3 contents', '/coordinator/contents'],
      ['My Post(s): 4', '/coordinator/posts/my_posts'],
    ]);
    // The note is part of the name (every word the card shows), not repeated as a description.
    const sent = within(summary).getByRole('link', { name: 'Total Sent Content(s): 2, of 3 contents' });
    expect(sent).toHaveTextContent('Total Sent Content(s) 2 of 3 contents');
    expect(sent).not.toHaveAccessibleDescription();
  });

  it('shows the courses with unreleased marks below the cards, linking to the Report List', async () => {
    renderDashboard();
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(results).toHaveTextContent('Course(s) with unreleased marks1');
    expect(within(results).getByRole('link', { name: 'Open Report List' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/report-list',
    );
  });

  it('draws the share of possible submissions and content views of each running course', async () => {
    renderDashboard();
    const chart = await screen.findByRole('img', { name: /^Activity of running courses/ });
    // 4 of 3 × 3 submissions, 3 of 3 × 2 views; nothing is possible in a course without participants.
    expect(chart).toHaveAccessibleName(
      'Activity of running courses CEAML-2026: submissions 44%, content views 50%; CCP-2026: submissions n/a, content views n/a.',
    );
    const table = screen.getByRole('table', { name: 'Activity of running courses: done of possible' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CourseSubmissionsContent views',
      'CEAML-2026 (3 participants)4 of 93 of 6',
      'CCP-2026 (0 participants)0 of 00 of 0',
    ]);
  });

  it('says there is no running course to draw', async () => {
    renderDashboard({ ...SUMMARY, course_activity: [] });
    expect(await screen.findByText('No running courses.')).toBeInTheDocument();
  });

  it('rates are whole percents, capped at 100, and none when nothing was possible', () => {
    expect(rate(1, 3)).toBe(33);
    expect(rate(5, 4)).toBe(100);
    expect(rate(0, 0)).toBeNull();
  });
});
