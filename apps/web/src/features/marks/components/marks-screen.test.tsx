// Marks typed on screen (docs/features.md, Evaluations): the course and component selects, the page of participants
// with a box and an Absent tick each, the save of only what changed (with the revision each row was read at), marks
// refused before sending, the 409 of a row changed meanwhile, the read-only state of a released final result, and the
// question before leaving unsaved marks.
import {
  type ComponentMark,
  coordinatorAssignments,
  coordinatorMarks,
  evaluationComponentOptions,
} from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { LEAVE_TEXT } from '../unsaved-changes.ts';
import { MARKS_SCREEN_TEXT, MarksScreen } from './marks-screen.tsx';

const COURSES = {
  status: 200,
  body: { courses: [{ value: 4, label: 'Anti-Money Laundering', short_name: 'AML-26' }] },
};
const NO_COURSES = { status: 200, body: { courses: [] } };
const component = (overrides = {}) => ({
  id: 8,
  name: 'Mid-term',
  max_marks: 50,
  weight: 40,
  assignment_id: null,
  released: false,
  frozen: false,
  ...overrides,
});
const mark = (overrides: Partial<ComponentMark>): ComponentMark => ({
  participant_id: 101,
  course_wise_id: '001',
  participant_name: 'Sabbir Hossain',
  organization: 'Sonali Bank',
  marks: null,
  absent: false,
  feedback: null,
  revision: null,
  ...overrides,
});
const ROWS = [
  mark({ participant_id: 101, course_wise_id: '001', participant_name: 'Sabbir Hossain', marks: 30, revision: 7 }),
  mark({ participant_id: 102, course_wise_id: '002', participant_name: 'Arif Rahman' }),
  mark({ participant_id: 103, course_wise_id: '003', participant_name: 'Nadia Islam' }),
];
const page = (marks: ComponentMark[]) => ({ status: 200, body: { total_data: marks.length, marks } });
const ROUTE = '/coordinator/evaluations/marks?course=4&component=8';

function withReads(options: { frozen?: boolean; rows?: ComponentMark[] } = {}) {
  return fakeApi()
    .on(coordinatorAssignments.courses, COURSES, { status: '1' })
    .on(coordinatorAssignments.courses, NO_COURSES, { status: '0' })
    .on(
      evaluationComponentOptions,
      { status: 200, body: { components: [component({ frozen: options.frozen ?? false })] } },
      { courseId: 4 },
    )
    .on(coordinatorMarks.page, page(options.rows ?? ROWS), { courseId: 4, componentId: 8, page: '1' });
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Marks of ${name}`) });

afterEach(() => vi.restoreAllMocks());

describe('MarksScreen', () => {
  it('asks for a course and a component first, and links to the spreadsheet upload', async () => {
    fakeApi()
      .on(coordinatorAssignments.courses, COURSES, { status: '1' })
      .on(coordinatorAssignments.courses, NO_COURSES, { status: '0' });
    renderWithProviders(<MarksScreen />, { route: '/coordinator/evaluations/marks' });
    expect(screen.getByText(MARKS_SCREEN_TEXT.chooseCourse)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Anti-Money Laundering (AML-26)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Component' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upload a spreadsheet instead' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/upload',
    );
  });

  it('saves only the changed rows, each with the revision it was read at', async () => {
    const api = withReads().on(
      coordinatorMarks.save,
      { status: 200, body: { success: 'Marks saved', saved: 2, unchanged: 0 } },
      { courseId: 4, componentId: 8 },
    );
    const { user } = renderWithProviders(<MarksScreen />, { route: ROUTE });
    expect(await screen.findByRole('table', { name: 'Marks of Mid-term' })).toBeInTheDocument();
    await waitFor(() => expect(box('Sabbir Hossain')).toHaveValue('30'));
    expect(screen.getByRole('columnheader', { name: 'Marks (out of 50)' })).toBeInTheDocument();

    await user.clear(box('Sabbir Hossain'));
    await user.type(box('Sabbir Hossain'), '42.5');
    await user.click(screen.getByRole('checkbox', { name: 'Arif Rahman absent' }));
    expect(box('Arif Rahman')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save marks' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/coordinator/evaluations/4/components/8/marks');
    expect(put?.body).toEqual({
      marks: [
        { participant_id: 101, marks: 42.5, absent: false, revision: 7 },
        { participant_id: 102, marks: null, absent: true, revision: null },
      ],
    });
  });

  it('refuses a mark above the maximum or with three decimals before sending, and a blank keeps the mark', async () => {
    const api = withReads();
    const { user } = renderWithProviders(<MarksScreen />, { route: ROUTE });
    await waitFor(() => expect(box('Sabbir Hossain')).toHaveValue('30'));
    await user.clear(box('Sabbir Hossain'));
    expect(screen.getByText('Blank: keeps 30')).toBeInTheDocument();
    await user.type(box('Arif Rahman'), '51');
    await user.type(box('Nadia Islam'), '12.345');
    expect(box('Arif Rahman')).toHaveAccessibleDescription('At most 50');
    expect(box('Nadia Islam')).toHaveAccessibleDescription('At most two decimals');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText(MARKS_SCREEN_TEXT.fixRows)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('explains a 409 and shows the row someone else changed with its new mark', async () => {
    const changed = [{ ...ROWS[0], marks: 33, revision: 9 } as ComponentMark, ROWS[1] as ComponentMark];
    const text =
      'Changed by someone else since this page was read: 001. Their current marks are shown now; nothing was saved.';
    const api = withReads({ rows: ROWS.slice(0, 2) })
      .on(coordinatorMarks.page, page(changed), { courseId: 4, componentId: 8, page: '1' })
      .on(coordinatorMarks.save, { status: 409, body: { error: text } }, { courseId: 4, componentId: 8 });
    const { user } = renderWithProviders(<MarksScreen />, { route: ROUTE });
    await waitFor(() => expect(box('Sabbir Hossain')).toHaveValue('30'));
    await user.clear(box('Sabbir Hossain'));
    await user.type(box('Sabbir Hossain'), '40');
    await user.type(box('Arif Rahman'), '20');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(box('Sabbir Hossain')).toHaveValue('33'));
    expect(box('Sabbir Hossain')).toHaveAccessibleDescription('Changed by someone else');
    // The other row keeps what was typed.
    expect(box('Arif Rahman')).toHaveValue('20');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('is read-only once the final result is released', async () => {
    withReads({ frozen: true });
    renderWithProviders(<MarksScreen />, { route: ROUTE });
    expect(await screen.findByText(MARKS_SCREEN_TEXT.frozen)).toBeInTheDocument();
    await waitFor(() => expect(box('Sabbir Hossain')).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Arif Rahman absent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save marks' })).not.toBeInTheDocument();
  });

  it('says when the course has no components, and when it has no participants', async () => {
    fakeApi()
      .on(coordinatorAssignments.courses, COURSES, { status: '1' })
      .on(coordinatorAssignments.courses, NO_COURSES, { status: '0' })
      .on(evaluationComponentOptions, { status: 200, body: { components: [] } }, { courseId: 4 });
    renderWithProviders(<MarksScreen />, { route: '/coordinator/evaluations/marks?course=4' });
    expect(await screen.findByText(MARKS_SCREEN_TEXT.noComponents)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evaluation rules of this course' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/courses/4',
    );
  });

  it('shows the empty list text for a course without participants', async () => {
    withReads({ rows: [] });
    renderWithProviders(<MarksScreen />, { route: ROUTE });
    expect(await screen.findByText(MARKS_SCREEN_TEXT.empty)).toBeInTheDocument();
  });

  it('asks before leaving unsaved marks by a link or another component, and stays when told so', async () => {
    withReads();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderWithProviders(<MarksScreen />, { route: ROUTE });
    await waitFor(() => expect(box('Arif Rahman')).toBeEnabled());
    // Nothing typed: no question.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), '4');
    expect(confirm).not.toHaveBeenCalled();

    await user.type(box('Arif Rahman'), '20');
    await user.click(screen.getByRole('link', { name: 'Upload a spreadsheet instead' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_TEXT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Component' }), '');
    expect(confirm).toHaveBeenCalledTimes(2);
    // Still here, with the typed mark.
    expect(within(screen.getByRole('table')).getByRole('textbox', { name: /^Marks of Arif Rahman/ })).toHaveValue('20');
  });
});

describe('MarksScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('is in Bangla with the maximum in Bengali digits, and saves marks typed in Bengali digits as numbers', async () => {
    setLanguage('bn');
    const api = withReads().on(
      coordinatorMarks.save,
      { status: 200, body: { success: 'Marks saved', saved: 1, unchanged: 0 } },
      { courseId: 4, componentId: 8 },
    );
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there.
    let rendered: ReturnType<typeof renderWithProviders> | undefined;
    await act(async () => {
      rendered = renderWithProviders(<MarksScreen />, { route: ROUTE });
    });
    const table = await screen.findByRole('table', { name: 'Mid-term-এর নম্বর' }, { timeout: 10_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['অংশগ্রহণকারী', 'প্রতিষ্ঠান', 'নম্বর (৫০-এর মধ্যে)', 'অনুপস্থিত']));
    const arif = await screen.findByRole('textbox', { name: /^Arif Rahman \(002\)-এর নম্বর, ৫০-এর মধ্যে$/ });
    const nadia = screen.getByRole('textbox', { name: /^Nadia Islam \(003\)-এর নম্বর/ });
    const user = rendered?.user;
    if (!user) throw new Error('not rendered');
    await user.type(nadia, '৫১');
    expect(nadia).toHaveAccessibleDescription('সর্বোচ্চ ৫০');
    await user.clear(nadia);
    await user.type(arif, '৪২.৫');
    await user.click(screen.getByRole('button', { name: 'নম্বর সংরক্ষণ করুন' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      marks: [{ participant_id: 102, marks: 42.5, absent: false, revision: null }],
    });
  }, 20_000);
});
