// The rules page (docs/features.md, Evaluations): its loading, error and empty states, the editor's running sum and
// messages, the save call, the release actions and the final result's reason for being disabled.
import { coordinatorEvaluations, EVALUATION_MESSAGES, type EvaluationDetail } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { EvaluationRulesScreen } from './evaluation-rules-screen.tsx';

const EMPTY: EvaluationDetail = {
  course_id: 5,
  course_name: 'Certified Credit Professional',
  course_short_name: 'CCP-2026',
  time_zone: 'Asia/Dhaka',
  pass_mark: null,
  frozen: false,
  participants: 12,
  components: [],
  final_release: { state: 'draft', effective_at: null, released_by: null },
  assignments: [{ value: 31, label: 'Credit memo' }],
  unreleases: [],
};

const WITH_RULES: EvaluationDetail = {
  ...EMPTY,
  pass_mark: 50,
  components: [
    {
      id: 1,
      name: 'Assignment',
      max_marks: 20,
      weight: 40,
      min_marks: null,
      assignment_id: 31,
      assignment_title: 'Credit memo',
      marks_entered: 12,
      release: { state: 'released', effective_at: '2026-11-20T04:00:00.000Z', released_by: 'Ayesha Siddiqua' },
    },
    {
      id: 2,
      name: 'Final exam',
      max_marks: 100,
      weight: 60,
      min_marks: 40,
      assignment_id: null,
      assignment_title: null,
      marks_entered: 0,
      release: { state: 'draft', effective_at: null, released_by: null },
    },
  ],
  unreleases: [
    {
      component_name: 'Assignment',
      effective_at: '2026-11-18T04:00:00.000Z',
      unreleased_at: '2026-11-19T05:00:00.000Z',
      unreleased_by: 'Ayesha Siddiqua',
      reason: 'Wrong sheet',
    },
  ],
};

const render = () => renderWithProviders(<EvaluationRulesScreen courseId={5} />);

describe('EvaluationRulesScreen', () => {
  it('shows a spinner while loading, then an inviting empty state that starts the editor', async () => {
    fakeApi().on(coordinatorEvaluations.detail, { status: 200, body: EMPTY }, { courseId: 5 });
    render();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No evaluation rules yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Define the rules' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Weight (%)')).toHaveValue('100');
    expect(screen.getByText('Weights add up to 100 of 100')).toBeInTheDocument();
  });

  it('shows an error with Retry when the read fails, and a plain message for a course not the caller’s', async () => {
    fakeApi().on(coordinatorEvaluations.detail, { status: 500, body: { error: 'x' } }, { courseId: 5 });
    render();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('answers 404 with “not one of yours”', async () => {
    fakeApi().on(coordinatorEvaluations.detail, { status: 404, body: { error: 'Course not found' } }, { courseId: 5 });
    render();
    expect(await screen.findByText('This course is not one of yours.')).toBeInTheDocument();
  });

  it('keeps a running sum of weights and refuses to save until they add up to 100', async () => {
    const api = fakeApi().on(coordinatorEvaluations.detail, { status: 200, body: EMPTY }, { courseId: 5 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Define the rules' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Mid-term');
    await userEvent.click(screen.getByRole('button', { name: 'Add a component' }));
    const second = screen.getByRole('group', { name: '2. Component 2' });
    await userEvent.type(within(second).getByLabelText('Name'), 'Final');
    await userEvent.type(within(second).getByLabelText('Weight (%)'), '30');
    expect(screen.getByText('Weights add up to 130 of 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(EVALUATION_MESSAGES.weightsSum)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    const first = screen.getByRole('group', { name: '1. Mid-term' });
    await userEvent.clear(within(first).getByLabelText('Weight (%)'));
    await userEvent.type(within(first).getByLabelText('Weight (%)'), '70');
    // Move the final exam up: the saved order is the shown one.
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Final' }));
    api.on(coordinatorEvaluations.save, { status: 200, body: { success: 'Evaluation rules saved.' } }, { courseId: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      pass_mark: 50,
      components: [
        { name: 'Final', max_marks: 100, weight: 30, min_marks: null, assignment_id: null },
        { name: 'Mid-term', max_marks: 100, weight: 70, min_marks: null, assignment_id: null },
      ],
    });
  });

  it('shows each component’s release state with its actions, the history, and why the final result waits', async () => {
    const api = fakeApi().on(coordinatorEvaluations.detail, { status: 200, body: WITH_RULES }, { courseId: 5 });
    render();
    const assignment = await screen.findByRole('group', { name: '1. Assignment' });
    expect(within(assignment).getByText(/^Released 20 Nov 2026, 10:00 by Ayesha Siddiqua$/)).toBeInTheDocument();
    expect(within(assignment).getByText('12 of 12 marks entered')).toBeInTheDocument();
    expect(within(assignment).getByRole('button', { name: 'Remove Assignment' })).toBeDisabled();
    const final = screen.getByRole('group', { name: '2. Final exam' });
    expect(within(final).getByRole('button', { name: 'Release now: Final exam' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Release final result' })).toBeDisabled();
    expect(screen.getByText('Release every component first: not yet Final exam.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Wrong sheet')).toBeInTheDocument();

    api.on(
      coordinatorEvaluations.releaseComponent,
      { status: 200, body: { success: 'Marks released.' } },
      { courseId: 5, componentId: 2 },
    );
    await userEvent.click(within(final).getByRole('button', { name: 'Release now: Final exam' }));
    // It asks first: participants see the marks at once.
    const dialog = await screen.findByRole('dialog', { name: 'Release Final exam now' });
    expect(dialog).toHaveTextContent('Participants of the course see these marks at once.');
    expect(api.calls.some((call) => call.url.endsWith('/components/2/release'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/components/2/release'))).toBe(true));
    expect(api.calls.find((call) => call.url.endsWith('/components/2/release'))?.body).toEqual({});
  });

  it('asks a reason before un-releasing, and sends it', async () => {
    const api = fakeApi().on(coordinatorEvaluations.detail, { status: 200, body: WITH_RULES }, { courseId: 5 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Un-release Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un-release Assignment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-release' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(EVALUATION_MESSAGES.reason);
    api.on(
      coordinatorEvaluations.unreleaseComponent,
      { status: 200, body: { success: 'Release withdrawn.' } },
      { courseId: 5, componentId: 1 },
    );
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Re-marking question 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-release' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/components/1/unrelease'))).toBe(true));
    expect(api.calls.find((call) => call.url.endsWith('/components/1/unrelease'))?.body).toEqual({
      reason: 'Re-marking question 3',
    });
  });

  it('schedules a release on a date and a quarter hour of the institute’s zone', async () => {
    const api = fakeApi().on(coordinatorEvaluations.detail, { status: 200, body: WITH_RULES }, { courseId: 5 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule the release of Final exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the release of Final exam' });
    expect(within(dialog).getByText(/Asia\/Dhaka/)).toBeInTheDocument();
    // A day gone by is refused before anything is sent.
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2020-01-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The release time must be in the future.');
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2099-01-02');
    await userEvent.selectOptions(within(dialog).getByLabelText('Time'), '09:15');
    api.on(
      coordinatorEvaluations.releaseComponent,
      { status: 200, body: { success: 'Release scheduled.' } },
      { courseId: 5, componentId: 2 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/components/2/release'))).toBe(true));
    // 09:15 in Dhaka (UTC+6) is 03:15 UTC.
    expect(api.calls.find((call) => call.url.endsWith('/components/2/release'))?.body).toEqual({
      effective_at: '2099-01-02T03:15:00.000Z',
    });
  });

  it('explains the frozen state and offers only the final result’s un-release', async () => {
    fakeApi().on(
      coordinatorEvaluations.detail,
      {
        status: 200,
        body: {
          ...WITH_RULES,
          frozen: true,
          final_release: {
            state: 'released',
            effective_at: '2026-11-25T04:00:00.000Z',
            released_by: 'Ayesha Siddiqua',
          },
        },
      },
      { courseId: 5 },
    );
    render();
    expect(await screen.findByText(/these rules and the marks are frozen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Un-release final result' })).toBeEnabled();
  });
});

describe('EvaluationRulesScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('writes the rules, the release states and the history in Bangla, numbers and times in Bengali digits', async () => {
    setLanguage('bn');
    fakeApi().on(coordinatorEvaluations.detail, { status: 200, body: WITH_RULES }, { courseId: 5 });
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there.
    await act(async () => {
      render();
    });
    expect(await screen.findByRole('heading', { name: 'মূল্যায়নের অংশসমূহ' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('১২ জন অংশগ্রহণকারী')).toBeInTheDocument();
    expect(screen.getByTestId('weight-sum')).toHaveTextContent('ওয়েটেজের যোগফল ১০০-এর মধ্যে ১০০');
    // 04:00 UTC is 10:00 in Dhaka, written 24-hour; the coordinator's name as written.
    expect(screen.getByText(/^২০ নভে.*২০২৬.*১০:০০-এ প্রকাশ করেছেন Ayesha Siddiqua$/)).toBeInTheDocument();
    expect(screen.getByText('১২টির মধ্যে ১২টি নম্বর দেওয়া হয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এখনই প্রকাশ করুন: Final exam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'চূড়ান্ত ফলাফল' })).toBeInTheDocument();
    expect(screen.getByText('আগে প্রতিটি অংশ প্রকাশ করুন: এখনো বাকি Final exam।')).toBeInTheDocument();
    expect(screen.getByText('কারণ: Wrong sheet')).toBeInTheDocument();
    expect(screen.getByLabelText('পাস নম্বর (ওয়েটেজসহ মোট নম্বরের, ০ থেকে ১০০)')).toHaveValue('50');

    // The schedule dialog: its quarter hours in Bengali digits (24-hour), the value sent staying Latin.
    await userEvent.click(screen.getByRole('button', { name: 'Final exam প্রকাশের সময় নির্ধারণ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Final exam প্রকাশের সময় নির্ধারণ করুন' });
    const time = within(dialog).getByLabelText('সময়');
    expect(time).toHaveValue('09:00');
    expect(within(time).getByRole('option', { selected: true })).toHaveTextContent('০৯:০০');
  }, 20_000);
});
