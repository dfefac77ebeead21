// Who submitted an assignment (docs/features.md, Assignments): the heading, the columns, 'None' in the file cell
// without a file, the download of a submission, 'late (grace)', the versions with a download each, and 'No Data to
// Show' without an assignment_id.
import { coordinatorAssignments, coordinatorMarks } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi, jsonResponse } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { submitDetail } from '../test-rows.ts';
import { SubmitDetailsScreen } from './submit-details-screen.tsx';

const SUBMITTED = submitDetail({ late_grace: true, versions: 2 });
const NOT_SUBMITTED = submitDetail({
  submit_id: null,
  participant_id: 102,
  participant_name: 'Arif Rahman',
  course_wise_id: 'CEAML-26-002',
  is_viewed: false,
  view_count: 0,
  is_submit: false,
  submitted_at: null,
  content_mime: null,
  file_name: null,
  versions: 0,
});
const DETAILS = {
  status: 200,
  body: {
    total_data: 2,
    title: 'KYC Profile Review',
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    component: null,
    submit_details: [SUBMITTED, NOT_SUBMITTED],
  },
};

const row = (name: string) =>
  screen.getAllByRole('row').find((element) => element.textContent?.includes(name)) as HTMLElement;

describe('SubmitDetailsScreen', () => {
  it("shows the heading, the columns, and 'None' in the file cell of a participant without a file", async () => {
    fakeApi().on(coordinatorAssignments.submitDetails, DETAILS, { id: 11, page: 1 });
    renderWithProviders(<SubmitDetailsScreen />, { route: '/coordinator/assignments/submit_details?assignment_id=11' });
    expect(await screen.findByRole('heading', { name: /KYC Profile Review/ })).toHaveTextContent(
      'Certified Expert in Anti-Money Laundering (CEAML-2026)',
    );
    const table = screen.getByRole('table', { name: 'Submissions of KYC Profile Review' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SN', 'Participant', 'Is View', 'No of view', 'Is submitted', 'File', 'Submitted At']);
    const missing = within(row('Arif Rahman')).getAllByRole('cell');
    expect(missing.map((cell) => cell.textContent)).toEqual([
      '2',
      'Arif RahmanCEAML-26-002',
      'No',
      '0',
      'No',
      'None',
      '',
    ]);

    const submitted = within(row('Sabbir Hossain')).getAllByRole('cell');
    expect(submitted.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '1',
      'Sabbir HossainCEAML-26-001',
      'Yes',
      '2',
      'Yes',
    ]);
    expect(
      within(submitted[5] as HTMLElement).getByRole('button', { name: 'Download Sabbir-Hossain-KYC.pdf' }),
    ).toBeInTheDocument();
    expect(submitted[6]).toHaveTextContent('late (grace)');
    expect(screen.getByRole('link', { name: 'Back to Assignments' })).toHaveAttribute(
      'href',
      '/coordinator/assignments',
    );
  });

  it('downloads a submission, and lists its versions with a download each', async () => {
    const api = fakeApi()
      .on(coordinatorAssignments.submitDetails, DETAILS, { id: 11, page: 1 })
      .on(
        coordinatorAssignments.downloadSubmission,
        { status: 200, body: { url: '/files/s' } },
        { id: 11, submitId: 31 },
      )
      .on(
        coordinatorAssignments.versions,
        {
          status: 200,
          body: {
            versions: [
              {
                version_id: 5,
                file_name: 'Sabbir-Hossain-KYC.pdf',
                content_mime: 'pdf',
                size_bytes: 3000,
                sha256: null,
                submitted_at: '2026-03-19T10:00:00.000Z',
                late_grace: true,
              },
              {
                version_id: 4,
                file_name: 'first-try.docx',
                content_mime: 'docx',
                size_bytes: 900,
                sha256: null,
                submitted_at: '2026-03-18T10:00:00.000Z',
                late_grace: false,
              },
            ],
          },
        },
        { id: 11, submitId: 31 },
      )
      .on(
        coordinatorAssignments.downloadVersion,
        { status: 200, body: { url: '/files/v4' } },
        { id: 11, submitId: 31, versionId: 4 },
      );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<SubmitDetailsScreen />, {
      route: '/coordinator/assignments/submit_details?assignment_id=11',
    });
    await user.click(await screen.findByRole('button', { name: 'Download Sabbir-Hossain-KYC.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/files/s', '_blank', 'noopener,noreferrer'));
    expect(api.calls.at(-1)?.url).toBe('/api/coordinator/assignments/11/submit_details/31/download');

    await user.click(screen.getByRole('button', { name: '2 versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions of Sabbir Hossain' });
    await user.click(await within(dialog).findByRole('button', { name: 'Download first-try.docx' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/files/v4', '_blank', 'noopener,noreferrer'));
    expect(api.calls.at(-1)?.url).toBe('/api/coordinator/assignments/11/submit_details/31/versions/4/download');
    const [current, earlier] = within(dialog).getAllByRole('listitem');
    expect(current).toHaveTextContent('current');
    expect(current).toHaveTextContent('late (grace)');
    expect(earlier).toHaveTextContent('900 bytes');
    expect(earlier).not.toHaveTextContent('late (grace)');
  });

  it("says 'No Data to Show' without an assignment_id, and asks nothing", async () => {
    const api = fakeApi();
    renderWithProviders(<SubmitDetailsScreen />, { route: '/coordinator/assignments/submit_details' });
    expect(await screen.findByRole('cell', { name: 'No Data to Show' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("downloads every submission as one ZIP: 'Preparing ZIP…' and disabled while the link is asked for", async () => {
    const api = fakeApi().on(coordinatorAssignments.submitDetails, DETAILS, { id: 11, page: 1 });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<SubmitDetailsScreen />, {
      route: '/coordinator/assignments/submit_details?assignment_id=11',
    });
    const button = await screen.findByRole('button', { name: 'Download all (ZIP)' });
    // The ZIP's call waits until the test lets it answer.
    let answer: (response: Response) => void = () => undefined;
    api.fetch.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await user.click(button);
    expect(button).toHaveTextContent('Preparing ZIP…');
    expect(button).toBeDisabled();
    expect(api.calls).toHaveLength(1);
    answer(jsonResponse(200, { url: '/files/submissions/zip' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/files/submissions/zip', '_blank', 'noopener,noreferrer'));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Download all (ZIP)');
  });

  it('shows the mark and feedback of each row where a component marks the assignment, and saves a row', async () => {
    const marked = {
      ...DETAILS,
      body: {
        ...DETAILS.body,
        component: { id: 8, name: 'Assignment 1', max_marks: 20, frozen: false },
        submit_details: [
          { ...SUBMITTED, marks: 16.5, feedback: 'Clear', mark_revision: 12 },
          { ...NOT_SUBMITTED, absent: true, mark_revision: 13 },
        ],
      },
    };
    const api = fakeApi()
      .on(coordinatorAssignments.submitDetails, marked, { id: 11, page: 1 })
      .on(
        coordinatorMarks.submissionMark,
        { status: 200, body: { success: 'Mark saved', revision: 20 } },
        { id: 11, participantId: 101 },
      );
    const { user } = renderWithProviders(<SubmitDetailsScreen />, {
      route: '/coordinator/assignments/submit_details?assignment_id=11',
    });
    expect(await screen.findByRole('columnheader', { name: 'Assignment 1 (out of 20)' })).toBeInTheDocument();
    const marks = screen.getByRole('textbox', { name: 'Marks of Sabbir Hossain (CEAML-26-001), out of 20' });
    expect(marks).toHaveValue('16.5');
    expect(screen.getByRole('checkbox', { name: 'Absent: Arif Rahman' })).toBeChecked();

    await user.clear(marks);
    await user.type(marks, '25');
    await user.click(screen.getByRole('button', { name: 'Save mark of Sabbir Hossain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 20');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(marks);
    await user.type(marks, '18');
    const feedback = screen.getByRole('textbox', { name: 'Feedback to Sabbir Hossain (CEAML-26-001)' });
    await user.clear(feedback);
    await user.type(feedback, 'Well argued');
    await user.click(screen.getByRole('button', { name: 'Save mark of Sabbir Hossain' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/coordinator/assignments/11/submissions/101/mark');
    expect(put?.body).toEqual({ marks: 18, absent: false, feedback: 'Well argued', revision: 12 });
  });

  it('keeps the marks read-only once the final result is released', async () => {
    fakeApi().on(
      coordinatorAssignments.submitDetails,
      {
        ...DETAILS,
        body: { ...DETAILS.body, component: { id: 8, name: 'Assignment 1', max_marks: 20, frozen: true } },
      },
      { id: 11, page: 1 },
    );
    renderWithProviders(<SubmitDetailsScreen />, { route: '/coordinator/assignments/submit_details?assignment_id=11' });
    expect(await screen.findByText(/marks of Assignment 1 are read-only/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Marks of Sabbir Hossain/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save mark of Sabbir Hossain' })).not.toBeInTheDocument();
  });
});

describe('SubmitDetailsScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('names the columns and the mark in Bangla, reads a mark typed in Bengali digits, and says what is wrong in Bangla', async () => {
    setLanguage('bn');
    const api = fakeApi()
      .on(
        coordinatorAssignments.submitDetails,
        {
          ...DETAILS,
          body: {
            ...DETAILS.body,
            component: { id: 8, name: 'Assignment 1', max_marks: 20, frozen: false },
            submit_details: [{ ...SUBMITTED, mark_revision: 12 }, NOT_SUBMITTED],
          },
        },
        { id: 11, page: 1 },
      )
      .on(
        coordinatorMarks.submissionMark,
        { status: 200, body: { success: 'Mark saved', revision: 20 } },
        { id: 11, participantId: 101 },
      );
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there.
    let user: ReturnType<typeof renderWithProviders>['user'] | undefined;
    await act(async () => {
      user = renderWithProviders(
        <Suspense fallback={null}>
          <SubmitDetailsScreen />
        </Suspense>,
        { route: '/coordinator/assignments/submit_details?assignment_id=11' },
      ).user;
    });
    const table = await screen.findByRole('table', { name: 'KYC Profile Review-এর জমা' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ক্রমিক',
      'অংশগ্রহণকারী',
      'দেখেছেন কি না',
      'কতবার দেখেছেন',
      'জমা দিয়েছেন কি না',
      'ফাইল',
      'জমার সময়',
      'Assignment 1 (২০-এর মধ্যে)',
    ]);
    expect(row('Arif Rahman')).toHaveTextContent('না');
    expect(row('Sabbir Hossain')).toHaveTextContent('দেরিতে (অতিরিক্ত সময়ে)');
    expect(within(row('Sabbir Hossain')).getByRole('button', { name: '২টি সংস্করণ' })).toBeInTheDocument();

    const marks = screen.getByRole('textbox', { name: 'Sabbir Hossain (CEAML-26-001)-এর নম্বর, ২০-এর মধ্যে' });
    await user?.type(marks, '২৫');
    await user?.click(screen.getByRole('button', { name: 'Sabbir Hossain-এর নম্বর সংরক্ষণ করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('সর্বোচ্চ ২০');
    await user?.clear(marks);
    await user?.type(marks, '১৮.৫');
    await user?.click(screen.getByRole('button', { name: 'Sabbir Hossain-এর নম্বর সংরক্ষণ করুন' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ marks: 18.5 }));
  }, 30_000);
});
