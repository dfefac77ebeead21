// The Report List and a course's result sheet (docs/features.md, Evaluations → Report List): the course list with
// its links, the figures, the distribution as a table beside the chart, the organisations, the sheet with its
// Pending statuses, Draft / Released components and absent marks, the exports, a course without rules pointing to
// its rules, and a course that is not the caller's.
import {
  coordinatorReports,
  type ReportCourse,
  type ResultSheet,
  type ResultSummary,
  type SheetRow,
} from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ReportListScreen } from './report-list-screen.tsx';
import { ResultSheetScreen } from './result-sheet-screen.tsx';

const COURSE: ReportCourse = {
  course_id: 7,
  course_name: 'Certified Expert in Anti-Money Laundering',
  course_short_name: 'CEAML-2026',
  status: 1,
  has_rules: true,
  total_components: 3,
  released_components: 1,
  final_released: false,
  final_scheduled_at: null,
  total_participants: 2,
  pass_rate: null,
};

const HEAD = {
  course_id: 7,
  course_name: COURSE.course_name,
  course_short_name: COURSE.course_short_name,
  has_rules: true,
  pass_mark: 50,
  final_released: false,
  final_scheduled_at: null,
  total_participants: 2,
};

const SUMMARY: ResultSummary = {
  ...HEAD,
  counts: { pass: 1, fail: 0, incomplete: 1, pass_rate: 100 },
  bands: Array.from({ length: 10 }, (_, index) => ({
    from: index * 10,
    to: index === 9 ? 100 : index * 10 + 9,
    count: index === 5 ? 1 : 0,
  })),
  organisations: [{ org_name: 'Sonali Bank PLC', participants: 2, pass: 1, fail: 0, incomplete: 1, pass_rate: 100 }],
};

const row = (fields: Partial<SheetRow>): SheetRow => ({
  course_wise_id: '001',
  participant_name: 'Sabbir Hossain',
  org_name: 'Sonali Bank PLC',
  cells: [],
  total: null,
  status: 'Incomplete',
  released: false,
  ...fields,
});

const SHEET: ResultSheet = {
  ...HEAD,
  components: [
    { id: 1, name: 'Mid-term', max_marks: 50, weight: 40, min_marks: null, released: true, release_scheduled_at: null },
    {
      id: 2,
      name: 'Final exam',
      max_marks: 100,
      weight: 60,
      min_marks: 40,
      released: false,
      release_scheduled_at: null,
    },
  ],
  total_data: 2,
  data: [
    row({
      cells: [
        { component_id: 1, marks: 45, absent: false },
        { component_id: 2, marks: 30, absent: false },
      ],
      total: 54,
      status: 'Pass',
    }),
    row({
      course_wise_id: '002',
      participant_name: 'Arif Rahman',
      cells: [
        { component_id: 1, marks: null, absent: true },
        { component_id: 2, marks: null, absent: false },
      ],
    }),
  ],
};

function renderSheet(courseId = '7') {
  return renderWithProviders(
    <Routes>
      <Route path="/coordinator/evaluations/report-list/:courseId" element={<ResultSheetScreen />} />
    </Routes>,
    { route: `/coordinator/evaluations/report-list/${courseId}` },
  );
}

describe('ReportListScreen', () => {
  it('lists the courses with their progress, a link to each sheet and to its rules', async () => {
    fakeApi().on(
      coordinatorReports.courses,
      {
        status: 200,
        body: {
          total_data: 2,
          data: [
            COURSE,
            {
              ...COURSE,
              course_id: 8,
              course_short_name: 'CCP-2026',
              course_name: 'Certified Credit Professional',
              final_released: true,
              pass_rate: 75,
            },
          ],
        },
      },
      { page: 1 },
    );
    renderWithProviders(<ReportListScreen />, { route: '/coordinator/evaluations/report-list' });
    const link = await screen.findByRole('link', { name: 'Certified Expert in Anti-Money Laundering (CEAML-2026)' });
    expect(link).toHaveAttribute('href', '/coordinator/evaluations/report-list/7');
    expect(screen.getByRole('link', { name: 'Rules of Certified Credit Professional (CCP-2026)' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/courses/8',
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('1 of 3')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Not released')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Released')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('75%')).toBeInTheDocument();
  });

  it("says 'No courses' when the coordinator has none", async () => {
    fakeApi().on(coordinatorReports.courses, { status: 200, body: { total_data: 0, data: [] } }, { page: 1 });
    renderWithProviders(<ReportListScreen />, { route: '/coordinator/evaluations/report-list' });
    expect(await screen.findByRole('cell', { name: 'No courses' })).toBeInTheDocument();
  });
});

describe('ResultSheetScreen', () => {
  it('shows the figures, the distribution as a table, the organisations and the sheet with Pending statuses', async () => {
    fakeApi()
      .on(coordinatorReports.summary, { status: 200, body: SUMMARY }, { courseId: 7 })
      .on(coordinatorReports.sheet, { status: 200, body: SHEET }, { courseId: 7, page: 1 });
    renderSheet();
    const figures = await screen.findByRole('list', { name: 'Results in figures' });
    expect(figures).toHaveTextContent('Pass rate 100%');
    expect(figures).toHaveTextContent('Incomplete 1');
    expect(screen.getByText(/participants see every status as Pending/)).toBeInTheDocument();
    const bands = screen.getByRole('table', { name: 'Participants by total (those with a total)' });
    expect(within(bands).getByRole('row', { name: '50–59 1' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Results by organisation' })).toHaveTextContent('Sonali Bank PLC2101100%');
    const sheet = await screen.findByRole('table', { name: /Result sheet of/ });
    expect(
      await within(sheet).findByRole('row', { name: /001 Sabbir Hossain .* 45 30 54 Pass \(Pending\)/ }),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByRole('row', { name: /002 Arif Rahman .* AB - - Incomplete \(Pending\)/ }),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('columnheader', { name: 'Mid-term (50) Released' })).toBeInTheDocument();
    expect(within(sheet).getByRole('columnheader', { name: 'Final exam (100) Draft' })).toBeInTheDocument();
  });

  it('exports the sheet as XLSX', async () => {
    const api = fakeApi()
      .on(coordinatorReports.summary, { status: 200, body: SUMMARY }, { courseId: 7 })
      .on(coordinatorReports.sheet, { status: 200, body: SHEET }, { courseId: 7, page: 1 })
      .on(coordinatorReports.exportXlsx, { status: 200, body: {} }, { courseId: 7 });
    renderSheet();
    await userEvent.click(await screen.findByRole('button', { name: 'Export XLSX' }));
    await screen.findByRole('button', { name: 'Export XLSX' });
    expect(api.calls.some((call) => call.url.endsWith('/api/coordinator/reports/7/export.xlsx'))).toBe(true);
  });

  it('points a course without rules to its rules page', async () => {
    fakeApi().on(
      coordinatorReports.summary,
      { status: 200, body: { ...SUMMARY, has_rules: false, pass_mark: null } },
      { courseId: 7 },
    );
    renderSheet();
    expect(await screen.findByRole('link', { name: 'Set the rules' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/courses/7',
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("says 'Course not found' for a course that is not the caller's, and for a malformed id", async () => {
    fakeApi().on(coordinatorReports.summary, { status: 404, body: { error: 'Course not found' } }, { courseId: 9 });
    renderSheet('9');
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
  });

  it('offers Retry when the figures fail to load', async () => {
    fakeApi().on(coordinatorReports.summary, { status: 500, body: { error: 'x' } }, { courseId: 7 });
    renderSheet();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
