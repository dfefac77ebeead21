// The participant's Results (docs/features.md, Results): a card per course with its components and released marks,
// 'Not released yet' for a Draft component, the total and status once released, 'Results not published yet' before,
// what is still needed in a running course, the list states, and 'Print transcript'.
import { type ParticipantCourseResult, participantResults, profileEndpoints } from '@portal/contract';
import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantResultsScreen } from './participant-results-screen.tsx';

const RUNNING: ParticipantCourseResult = {
  course_id: 1,
  course_name: 'Certified Expert in Anti-Money Laundering',
  course_short_name: 'CEAML-2026',
  course_roll: 'CEAML-26-001',
  final_released: false,
  status: 'Pending',
  components: [
    { name: 'Assignment 1', weight: 40, max_marks: 20, released: true, marks: 16.5, feedback: 'Clear work.' },
    { name: 'Final exam', weight: 60, max_marks: 100, released: false },
  ],
  still_needed: { reachable: true, needs: [{ name: 'Final exam', marks: 40, max_marks: 100 }] },
};
const RELEASED: ParticipantCourseResult = {
  course_id: 3,
  course_name: 'Certified Expert in Anti-Money Laundering',
  course_short_name: 'CEAML-2025',
  course_roll: 'CEAML-25-014',
  final_released: true,
  status: 'Pass',
  total: 73.1,
  components: [
    { name: 'Final Project', weight: 30, max_marks: 20, released: true, marks: 17 },
    { name: 'Final exam', weight: 70, max_marks: 100, released: true, marks: null, absent: true },
  ],
};

function render(courses: ParticipantCourseResult[] | 'fail' = [RUNNING, RELEASED]) {
  const api = fakeApi()
    .on(profileEndpoints.participantSidebar, {
      status: 200,
      body: { url: null, first_name: 'Ayesha', last_name: 'Khan' },
    })
    .on(
      participantResults.read,
      courses === 'fail' ? { status: 500, body: { error: 'boom' } } : { status: 200, body: { courses } },
    );
  return {
    api,
    ...renderWithProviders(
      // A Bangla page suspends while its catalogue arrives.
      <Suspense fallback={null}>
        <ParticipantResultsScreen />
      </Suspense>,
      { route: '/participant/results' },
    ),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ParticipantResultsScreen', () => {
  it('shows a running course: released marks with feedback, a Draft component not released, still needed', async () => {
    render();
    // The first Bangla render waits for the Bangla runtime and the catalogues (lazy chunks): on a cold transform cache
    // or with the whole suite on two cores, longer than findBy's 1 s and the test's usual 5 s.
    const card = await screen.findByRole(
      'article',
      { name: 'Certified Expert in Anti-Money Laundering (CEAML-2026)' },
      { timeout: 10_000 },
    );
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ComponentWeightMarks',
      'Assignment 140%16.5 / 20Feedback: Clear work.',
      'Final exam60%Not released yet',
    ]);
    expect(card).toHaveTextContent('Status: Pending Results not published yet');
    expect(card).toHaveTextContent(
      'What you still need: To reach the pass mark you still need at least 40 of 100 in Final exam.',
    );
    expect(card).not.toHaveTextContent('Total');
  });

  it('shows a released course: the total and the status in words, absent as AB', async () => {
    render();
    const card = await screen.findByRole('article', { name: /CEAML-2025/ });
    expect(card).toHaveTextContent('Total: 73.1 / 100');
    expect(within(card).getByText('Pass')).toHaveClass('results-status-pass');
    expect(card).toHaveTextContent('Absent (AB)');
    expect(card).not.toHaveTextContent('Results not published yet');
    expect(card).not.toHaveTextContent('What you still need');
  });

  it('says when the pass mark can no longer be reached', async () => {
    render([{ ...RUNNING, still_needed: { reachable: false } }]);
    expect(await screen.findByText(/can no longer be reached/)).toBeInTheDocument();
  });

  it("prints the transcript with the institute's and the participant's names", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Print transcript' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Participant: Ayesha Khan')).toBeInTheDocument();
    expect(screen.getByText('Institute of Bank Management')).toBeInTheDocument();
  });

  it("says 'No Course(s)' without courses, with nothing to print", async () => {
    render([]);
    expect(await screen.findByText('No Course(s)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print transcript' })).not.toBeInTheDocument();
  });

  it('answers a failure with its text and Retry', async () => {
    render('fail');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ParticipantResultsScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('writes the card in Bangla with marks in Bengali digits, and the course-wise id as written', async () => {
    setLanguage('bn');
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there; on a cold transform cache or with the whole suite on two
    // cores that takes longer than findBy's 1 s and the test's usual 5 s.
    await act(async () => {
      render();
    });
    const card = await screen.findByRole(
      'article',
      { name: 'Certified Expert in Anti-Money Laundering (CEAML-2026)' },
      { timeout: 10_000 },
    );
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    // The component's name and the coordinator's feedback are shown as written.
    expect(rows).toEqual([
      'মূল্যায়নের অংশওয়েটেজনম্বর',
      'Assignment 1৪০%১৬.৫ / ২০মন্তব্য: Clear work.',
      'Final exam৬০%এখনো প্রকাশিত হয়নি',
    ]);
    expect(card).toHaveTextContent('কোর্সভিত্তিক ID (রোল): CEAML-26-001');
    expect(card).toHaveTextContent('অবস্থা: অপেক্ষমাণ ফলাফল এখনো প্রকাশিত হয়নি');
    expect(card).toHaveTextContent('পাস নম্বরে পৌঁছাতে আপনার এখনো অন্তত দরকার: Final exam-এ ১০০-এর মধ্যে ৪০।');
    const released = screen.getByRole('article', { name: /\(CEAML-2025\)$/ });
    expect(released).toHaveTextContent('মোট: ৭৩.১ / ১০০');
    expect(released).toHaveTextContent('উত্তীর্ণ');
    expect(released).toHaveTextContent('অনুপস্থিত');
  }, 20_000);
});
