// The coordinator's contents (docs/features.md, Contents): 'Select a Course' until a course is chosen, the filters in
// the URL (a new status resets the course), the columns with the read rate, '?' versus Edit and Delete, and 'Send
// Selected Contents' only with a checked row, with its dialog.
import { coordinatorContents } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CoordinatorContentsScreen } from './coordinator-contents-screen.tsx';
import {
  COURSE_A,
  COURSE_C,
  COURSE_C_EXPIRED,
  contentList,
  courseOptions,
  makeCoordinatorContent,
} from './test-contents.ts';

const MINE = makeCoordinatorContent();
const SHARED = makeCoordinatorContent({
  id: 12,
  content_title: 'Credit Risk Grading',
  faculty_name: 'Kamrul Hasan',
  is_mine: false,
  course_id: null,
  course_name: null,
  course_short_name: null,
  total_sent_courses: 0,
  total_sent: 0,
  total_viewed: 0,
});

const LIST_A = { courseId: COURSE_A.value, status: 1, filter: 0, page: 1 };
const ROUTE_A = `/coordinator/contents?status=1&courseId=${COURSE_A.value}`;

function apiWithCourses() {
  return fakeApi()
    .on(coordinatorContents.courses, courseOptions(COURSE_A), { status: 1 })
    .on(coordinatorContents.courses, courseOptions(COURSE_C), { status: 0 });
}

const rowOf = async (title: string) => (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement;

describe('CoordinatorContentsScreen: filters', () => {
  it("says 'Select a Course' without a course, asks for no list, and offers 'Uncategorized Content(s)'", async () => {
    const api = apiWithCourses();
    renderWithProviders(<CoordinatorContentsScreen />, { route: '/coordinator/contents' });
    expect(await screen.findByRole('cell', { name: 'Select a Course' })).toBeInTheDocument();
    const course = screen.getByLabelText('Course');
    await within(course).findByRole('option', { name: COURSE_A.label });
    expect(within(course).getByRole('option', { name: 'Uncategorized Content(s)' })).toHaveValue('0');
    expect(screen.getByLabelText('Status')).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'All Contents' })).toBeChecked();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/coordinator/contents/selection-options/courses/1']);
    expect(screen.queryByRole('button', { name: 'Send Selected Contents' })).not.toBeInTheDocument();
  });

  it('puts the course and the ownership in the URL and lists from them; uncategorised is course 0', async () => {
    const api = apiWithCourses()
      .on(coordinatorContents.list, contentList([SHARED]), { courseId: 0, status: 1, filter: 0, page: 1 })
      .on(coordinatorContents.list, contentList([]), { courseId: 0, status: 1, filter: 2, page: 1 });
    const { user, location } = renderWithProviders(<CoordinatorContentsScreen />, {
      route: '/coordinator/contents?status=1&page=3',
    });
    await within(screen.getByLabelText('Course')).findByRole('option', { name: COURSE_A.label });
    await user.selectOptions(screen.getByLabelText('Course'), 'Uncategorized Content(s)');
    expect(location.current).toBe('/coordinator/contents?status=1&courseId=0');
    const row = await rowOf('Credit Risk Grading');
    expect(row).toHaveTextContent('Uncategorized Content(s)');

    await user.click(screen.getByRole('radio', { name: 'Shared Contents' }));
    expect(location.current).toBe('/coordinator/contents?status=1&courseId=0&filter=2');
    expect(await screen.findByRole('cell', { name: 'No Content(s)' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.url).toBe('/api/coordinator/contents/all_contents/0/1/2/1');
  });

  it('resets the course when the status changes, and reads an unknown status as running', async () => {
    apiWithCourses().on(coordinatorContents.list, contentList([MINE]), LIST_A);
    const { user, location } = renderWithProviders(<CoordinatorContentsScreen />, {
      route: `/coordinator/contents?status=9&courseId=${COURSE_A.value}`,
    });
    await rowOf('ML Typologies');
    expect(screen.getByLabelText('Status')).toHaveValue('1');
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired Courses');
    expect(location.current).toBe('/coordinator/contents?status=0');
    expect(await screen.findByRole('cell', { name: 'Select a Course' })).toBeInTheDocument();
    // The expired courses now (last year's run, under the same name).
    await waitFor(() =>
      expect(within(screen.getByLabelText('Course')).getByRole('option', { name: COURSE_C.label })).toHaveValue(
        String(COURSE_C.value),
      ),
    );
    expect(screen.getByLabelText('Course')).toHaveValue('');
  });
});

describe('CoordinatorContentsScreen: rows', () => {
  it('shows the columns, Owner, Sent To Course and Sent | Viewed with the read rate, linking to the details', async () => {
    apiWithCourses().on(coordinatorContents.list, contentList([MINE, SHARED]), LIST_A);
    renderWithProviders(<CoordinatorContentsScreen />, { route: ROUTE_A });
    const table = await screen.findByRole('table', { name: 'Contents' });
    const row = await rowOf('ML Typologies');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'SN',
      'Title',
      'Course',
      'Content',
      'Owner',
      'Sent To Course',
      'Sent | Viewed',
      'Action',
    ]);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('1');
    // The course with its short name: two runs of one programme share a name.
    expect(cells[3]).toHaveTextContent(/^Certified Expert in Anti-Money Laundering \(CEAML-2026\)$/);
    expect(within(await rowOf('Credit Risk Grading')).getAllByRole('cell')[3]).toHaveTextContent(
      /^Uncategorized Content\(s\)$/,
    );
    expect(cells[5]).toHaveTextContent('You');
    expect(cells[6]).toHaveTextContent('1');
    expect(within(row).getByRole('link', { name: '8 | 2' })).toHaveAttribute(
      'href',
      '/coordinator/contents/view_details?content_id=11',
    );
    expect(row).toHaveTextContent('25% viewed');
    expect(within(row).getByRole('button', { name: 'Download Module-1-ML-Typologies.pdf' })).toBeInTheDocument();
  });

  it("offers Edit and Delete on the caller's own contents and '?' on the others'", async () => {
    apiWithCourses().on(coordinatorContents.list, contentList([MINE, SHARED]), LIST_A);
    renderWithProviders(<CoordinatorContentsScreen />, { route: ROUTE_A });
    const mine = await rowOf('ML Typologies');
    expect(within(mine).getByRole('button', { name: 'Edit ML Typologies' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete ML Typologies' })).toBeInTheDocument();
    const shared = await rowOf('Credit Risk Grading');
    expect(within(shared).getAllByRole('cell').at(-1)).toHaveTextContent(/^\?$/);
    expect(within(shared).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(shared).toHaveTextContent('Kamrul Hasan');
  });

  it('deletes an own content through the confirmation dialog', async () => {
    const api = apiWithCourses()
      .on(coordinatorContents.list, contentList([MINE]), LIST_A)
      .on(coordinatorContents.delete, { status: 200, body: { success: 'Deleted Successfully' } }, { id: 11 });
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<CoordinatorContentsScreen />, { route: ROUTE_A });
    await user.click(within(await rowOf('ML Typologies')).getByRole('button', { name: 'Delete ML Typologies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Content' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted Successfully'));
    expect(
      api.calls.some((call) => call.method === 'DELETE' && call.url === '/api/coordinator/contents/11/delete'),
    ).toBe(true);
  });
});

describe('CoordinatorContentsScreen: sending', () => {
  it("shows 'Send Selected Contents' only while a row is checked", async () => {
    apiWithCourses().on(coordinatorContents.list, contentList([MINE, SHARED]), LIST_A);
    const { user } = renderWithProviders(<CoordinatorContentsScreen />, { route: ROUTE_A });
    await rowOf('ML Typologies');
    expect(screen.queryByRole('button', { name: 'Send Selected Contents' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Credit Risk Grading' }));
    expect(screen.getByRole('button', { name: 'Send Selected Contents' })).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Credit Risk Grading' }));
    expect(screen.queryByRole('button', { name: 'Send Selected Contents' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all contents of this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it("sends the checked contents to the chosen course, toasts 'Conntent(s) Sent Successfully!' and clears the selection", async () => {
    const api = apiWithCourses()
      .on(coordinatorContents.list, contentList([MINE, SHARED]), LIST_A)
      .on(coordinatorContents.sendCourses, courseOptions(COURSE_A, COURSE_C))
      .on(
        coordinatorContents.send,
        { status: 200, body: { success: 'Conntent(s) Sent Successfully!' } },
        {
          courseId: COURSE_C.value,
        },
      );
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<CoordinatorContentsScreen />, { route: ROUTE_A });
    await rowOf('ML Typologies');
    await user.click(screen.getByRole('checkbox', { name: 'Select ML Typologies' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Credit Risk Grading' }));
    await user.click(screen.getByRole('button', { name: 'Send Selected Contents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Selected Contents' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This field is required!')).toBeInTheDocument();
    // Two runs of one programme share its name: the expired one says so.
    await within(dialog).findByRole('option', { name: COURSE_C_EXPIRED });
    expect(within(dialog).getByRole('option', { name: COURSE_A.label })).toHaveValue(String(COURSE_A.value));
    await user.selectOptions(within(dialog).getByLabelText('Send to Course'), COURSE_C_EXPIRED);
    const listCalls = api.calls.filter((call) => call.url.includes('all_contents')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Conntent(s) Sent Successfully!'));
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/coordinator/contents/send/6',
      body: { contents: [11, 12] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send Selected Contents' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ML Typologies' })).not.toBeChecked();
    // The list was asked again (its counts changed).
    expect(api.calls.filter((call) => call.url.includes('all_contents')).length).toBeGreaterThan(listCalls);
  });
});

describe('CoordinatorContentsScreen: after an upload', () => {
  it('lists the uploaded content: the list goes to the course it was filed under, first page', async () => {
    const uploaded = makeCoordinatorContent({
      id: 31,
      content_title: 'Fresh Handout',
      course_id: null,
      course_name: null,
      course_short_name: null,
      total_sent: 0,
      total_viewed: 0,
    });
    const upload = installFakeUpload({ status: 200, body: { success: 'Content Uploaded Successfully!', id: 31 } });
    apiWithCourses()
      .on(coordinatorContents.sendCourses, courseOptions(COURSE_A, COURSE_C))
      .on(coordinatorContents.list, contentList([MINE]), { ...LIST_A, filter: 2, page: 2 })
      .on(coordinatorContents.list, contentList([uploaded]), { courseId: 0, status: 1, filter: 0, page: 1 });
    const { user, location } = renderWithProviders(<CoordinatorContentsScreen />, {
      route: `${ROUTE_A}&filter=2&page=2`,
    });
    await rowOf(MINE.content_title);
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    await within(dialog).findByRole('option', { name: COURSE_A.label });
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Uncategorized Content(s)');
    await user.upload(
      within(dialog).getByLabelText(/^Content File/),
      new File(['%PDF-1.4\n%%EOF\n'], 'Fresh.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    expect(await rowOf('Fresh Handout')).toBeInTheDocument();
    expect(location.current).toBe('/coordinator/contents?status=1&courseId=0');
  });
});

describe('CoordinatorContentsScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('names the columns, the owner and the read rate in Bangla, and the upload dialog says what is missing', async () => {
    setLanguage('bn');
    apiWithCourses().on(coordinatorContents.list, contentList([MINE, SHARED]), LIST_A);
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there.
    let user: ReturnType<typeof renderWithProviders>['user'] | undefined;
    await act(async () => {
      user = renderWithProviders(
        <Suspense fallback={null}>
          <CoordinatorContentsScreen />
        </Suspense>,
        { route: ROUTE_A },
      ).user;
    });
    const table = await screen.findByRole('table', { name: 'পাঠ্যসামগ্রী' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'ক্রমিক', 'শিরোনাম', 'কোর্স', 'পাঠ্যসামগ্রী', 'আপলোডকারী', 'যত কোর্সে পাঠানো', 'পাঠানো | দেখেছেন', 'করণীয়']);
    const mine = await rowOf('ML Typologies');
    expect(mine).toHaveTextContent('আপনি');
    expect(within(mine).getByRole('link', { name: '৮ | ২' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('২৫% দেখেছেন');
    expect(await rowOf('Credit Risk Grading')).toHaveTextContent('শ্রেণিবিহীন পাঠ্যসামগ্রী');

    await user?.click(screen.getByRole('button', { name: 'পাঠ্যসামগ্রী আপলোড করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'পাঠ্যসামগ্রী আপলোড করুন' });
    await user?.click(within(dialog).getByRole('button', { name: 'আপলোড করুন' }));
    expect(await within(dialog).findByText('এই ঘরটি পূরণ করতে হবে!')).toBeInTheDocument();
  }, 30_000);
});
