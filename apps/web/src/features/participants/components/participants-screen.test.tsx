// The coordinator's participant list (docs/features.md, Participants; docs/decisions/009): the status redirect, 'Select
// a Course' with no list asked, the course select of the status, a new status resetting the course, the search in the
// URL and the path, the heading and total, 10 a page, 'No Participants', and the CSV export of the same list with the
// session's bearer token.
import { type CourseParticipant, coordinatorParticipants } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '#web/components/list/search-box.tsx';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/toast.ts';
import { fakeApi, jsonResponse } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantsScreen } from './participants-screen.tsx';

const RUNNING = { value: 1, label: 'Certified Expert in Anti-Money Laundering' };
/** How the list names the running course: with its short name, as two runs of one programme share a name. */
const RUNNING_NAMED = `${RUNNING.label} (CEAML-2026)`;
const OTHER = { value: 4, label: 'Certified Credit Professional' };
const EXPIRED = { value: 3, label: 'Certified Expert in Anti-Money Laundering 2025' };

function participant(n: number, fields: Partial<CourseParticipant> = {}): CourseParticipant {
  return {
    course_wise_id: `CEAML-26-${String(n).padStart(3, '0')}`,
    participant_name: `Participant ${n}`,
    email: `p${n}@demo.test`,
    mobile_no: `0171200${String(n).padStart(4, '0')}`,
    org_name: 'Sonali Bank PLC',
    designation: 'Officer',
    ...fields,
  };
}

const SABBIR = participant(1, {
  participant_name: 'Sabbir Hossain',
  email: 'participant@demo.test',
  mobile_no: '01712345678',
  designation: 'Senior Officer',
});
const ARIF = participant(2, {
  participant_name: 'Arif Rahman',
  email: 'participant3@demo.test',
  org_name: null,
  designation: null,
  mobile_no: null,
});

const list = (data: CourseParticipant[], total = data.length, name = RUNNING.label) => ({
  status: 200,
  body: { course_name: name, course_short_name: 'CEAML-2026', total_data: total, data },
});

const options = (...courses: { value: number; label: string }[]) => ({ status: 200, body: { courses } });
const listParams = (courseId: number, text = '', page = 1, status = 1) => ({ page, status, courseId, text });

function apiWithCourses() {
  return fakeApi()
    .on(coordinatorParticipants.courseOptions, options(RUNNING, OTHER), { status: 1 })
    .on(coordinatorParticipants.courseOptions, options(EXPIRED), { status: 0 });
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.map((call) => call.url).filter((url) => !url.includes('search_filter_params'));

describe('ParticipantsScreen: the filters', () => {
  it.each([
    '/coordinator/participants',
    '/coordinator/participants?status=2&courseId=1',
    '/coordinator/participants?status=active',
  ])('goes from %s to status=1', async (route) => {
    apiWithCourses();
    const { location } = renderWithProviders(<ParticipantsScreen />, { route });
    await waitFor(() => expect(location.current).toBe('/coordinator/participants?status=1'));
    expect(await screen.findByRole('cell', { name: 'Select a Course' })).toBeInTheDocument();
  });

  it("says 'Select a Course' without a course and asks for no list", async () => {
    const api = apiWithCourses();
    renderWithProviders(<ParticipantsScreen />, { route: '/coordinator/participants?status=1' });
    expect(await screen.findByRole('cell', { name: 'Select a Course' })).toBeInTheDocument();
    const course = screen.getByLabelText('Course');
    expect(await within(course).findByRole('option', { name: RUNNING.label })).toHaveValue('1');
    expect(within(course).getByRole('option', { name: OTHER.label })).toHaveValue('4');
    expect(course).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('1');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active Course', 'Expired Course']);
    expect(screen.getByPlaceholderText('Name,ID,Email,Mobile')).toHaveAttribute('maxLength', '100');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/coordinator/dashboard');
    expect(listCalls(api)).toEqual([]);
  });

  it('asks for the chosen course, shows its name, the total and the columns', async () => {
    const api = apiWithCourses().on(coordinatorParticipants.list, list([SABBIR, ARIF], 2), listParams(1));
    const { user, location } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1',
    });
    await within(screen.getByLabelText('Course')).findByRole('option', { name: RUNNING.label });
    await user.selectOptions(screen.getByLabelText('Course'), RUNNING.label);
    await waitFor(() => expect(location.current).toBe('/coordinator/participants?status=1&courseId=1'));
    const table = await screen.findByRole('table', { name: `Participants of ${RUNNING_NAMED}` });
    await within(table).findByText('Sabbir Hossain');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SNParticipant IdParticipant NameDesignationOrganization NameMobileEmail',
      '1CEAML-26-001Sabbir HossainSenior OfficerSonali Bank PLC01712345678participant@demo.test',
      '2CEAML-26-002Arif Rahman---participant3@demo.test',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: RUNNING_NAMED })).toBeInTheDocument();
    expect(screen.getByText('Total 2 Participant(s)')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['/api/coordinator/participants/1/1/1/search=']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('resets the course to none when the status changes, and offers that status’s courses', async () => {
    apiWithCourses().on(coordinatorParticipants.list, list([SABBIR]), listParams(1, 'sab'));
    const { user, location } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1&search=sab&page=1',
    });
    await screen.findByText('Sabbir Hossain');
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired Course');
    await waitFor(() => expect(location.current).toBe('/coordinator/participants?status=0&search=sab'));
    expect(await screen.findByRole('cell', { name: 'Select a Course' })).toBeInTheDocument();
    expect(await within(screen.getByLabelText('Course')).findByRole('option', { name: EXPIRED.label })).toHaveValue(
      '3',
    );
    expect(screen.getByLabelText('Course')).toHaveValue('');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('searches after a pause, through the URL and the path, from page 1', async () => {
    const api = apiWithCourses()
      .on(coordinatorParticipants.list, list([SABBIR, ARIF], 12), listParams(1, '', 2))
      .on(coordinatorParticipants.list, list([ARIF], 1), listParams(1, 'Arif R'));
    const { user, location } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1&page=2',
    });
    await screen.findByText('Sabbir Hossain');
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), '  Arif R ');
    await waitFor(() => expect(location.current).toBe('/coordinator/participants?status=1&courseId=1&search=Arif+R'));
    await waitFor(() => expect(screen.queryByText('Sabbir Hossain')).not.toBeInTheDocument());
    expect(screen.getByText('Total 1 Participant(s)')).toBeInTheDocument();
    expect(listCalls(api)).toEqual([
      '/api/coordinator/participants/2/1/1/search=',
      '/api/coordinator/participants/1/1/1/search=Arif%20R',
    ]);
  });

  it('keeps a new status when it is chosen while a search still waits for its pause', async () => {
    apiWithCourses().on(coordinatorParticipants.list, list([SABBIR]), listParams(1));
    const { user, location } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1',
    });
    await screen.findByText('Sabbir Hossain');
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'ari');
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired Course');
    await waitFor(() => expect(location.current).toBe('/coordinator/participants?status=0'));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(location.current).toBe('/coordinator/participants?status=0');
    expect(screen.getByLabelText('Status')).toHaveValue('0');
  });

  it("says 'No Participants' when nobody matches", async () => {
    apiWithCourses().on(coordinatorParticipants.list, list([], 0), listParams(1, 'nobody'));
    renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1&search=nobody',
    });
    expect(await screen.findByRole('cell', { name: 'No Participants' })).toBeInTheDocument();
    expect(screen.getByText('Total 0 Participant(s)')).toBeInTheDocument();
  });

  it('pages by 10: page 2 numbers its rows from 11 and links back to page 1', async () => {
    const page2 = [participant(11), participant(12)];
    apiWithCourses().on(coordinatorParticipants.list, list(page2, 12), listParams(1, '', 2));
    renderWithProviders(<ParticipantsScreen />, { route: '/coordinator/participants?status=1&courseId=1&page=2' });
    await screen.findByText('Participant 11');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['SN', '11', '12']);
    const pages = screen.getByRole('navigation', { name: `Participants of ${RUNNING_NAMED}, pages` });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/coordinator/participants?status=1&courseId=1',
    );
  });
});

describe('ParticipantsScreen: Export CSV', () => {
  const csv = '\uFEFFSN,Participant Id\r\n1,CEAML-26-002\r\n';
  let saved: { name: string; href: string }[] = [];

  function stubDownloads() {
    saved = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  }

  /** fakeApi for the JSON calls, and the export answered here. */
  function withExport(api: ReturnType<typeof fakeApi>, answer: () => Promise<Response>) {
    const exportCalls: { url: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/export.csv')) {
        exportCalls.push({ url, headers: new Headers(init?.headers) });
        return answer();
      }
      return api.fetch(input, init);
    });
    return exportCalls;
  }

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('saves the current course and search as the server’s CSV, asked with the bearer token', async () => {
    stubDownloads();
    Cookies.set('auth_token', 'token-123');
    const api = apiWithCourses().on(coordinatorParticipants.list, list([ARIF], 1), listParams(1, 'arif'));
    const exportCalls = withExport(api, async () => {
      return new Response(csv, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="participants-CEAML-2026-2026-05-01.csv"; filename*=UTF-8\'\'participants-CEAML-2026-2026-05-01.csv',
        },
      });
    });
    const { user } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1&search=arif',
    });
    await screen.findByText('Arif Rahman');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'participants-CEAML-2026-2026-05-01.csv', href: 'blob:csv' }]));
    expect(exportCalls).toHaveLength(1);
    expect(exportCalls[0]?.url).toBe('/api/coordinator/participants/1/1/export.csv?search=arif');
    expect(exportCalls[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('toasts the download text of a refusal and saves nothing', async () => {
    stubDownloads();
    const error = vi.spyOn(notify, 'error');
    const api = apiWithCourses().on(coordinatorParticipants.list, list([SABBIR]), listParams(1));
    withExport(api, async () => jsonResponse(429, { error: 'Too many exports: try again in a minute' }));
    const { user } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1',
    });
    await screen.findByText('Sabbir Hossain');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Too many exports: try again in a minute', expect.any(ApiError)),
    );
    expect(saved).toEqual([]);
  });

  it("says 'Network Connection Error!' when the export gets no answer", async () => {
    stubDownloads();
    const error = vi.spyOn(notify, 'error');
    const api = apiWithCourses().on(coordinatorParticipants.list, list([SABBIR]), listParams(1));
    withExport(api, () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderWithProviders(<ParticipantsScreen />, {
      route: '/coordinator/participants?status=1&courseId=1',
    });
    await screen.findByText('Sabbir Hossain');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Network Connection Error!', expect.any(ApiError)));
  });
});

describe('ParticipantsScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('names the columns and the total in Bangla (the count in Bengali digits), the roll and mobile as written', async () => {
    setLanguage('bn');
    apiWithCourses().on(coordinatorParticipants.list, list([SABBIR, ARIF], 2), listParams(1));
    // The first Bangla render suspends while the Bangla runtime and the catalogue arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there.
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={null}>
          <ParticipantsScreen />
        </Suspense>,
        { route: '/coordinator/participants?status=1&courseId=1' },
      );
    });
    const table = await screen.findByRole('table', { name: `${RUNNING_NAMED}-এর অংশগ্রহণকারী` }, { timeout: 10_000 });
    expect(await screen.findByText('মোট ২ জন অংশগ্রহণকারী')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ক্রমিক', 'অংশগ্রহণকারীর ID', 'অংশগ্রহণকারীর নাম', 'পদবি', 'প্রতিষ্ঠানের নাম', 'মোবাইল', 'ই-মেইল']);
    expect(within(table).getByRole('row', { name: /Sabbir Hossain/ })).toHaveTextContent('CEAML-26-001');
    expect(within(table).getByRole('row', { name: /Sabbir Hossain/ })).toHaveTextContent('01712345678');
    expect(screen.getByLabelText('অবস্থা')).toHaveDisplayValue('চলমান কোর্স');
    expect(screen.getByRole('searchbox', { name: 'অংশগ্রহণকারী খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'নাম, ID, ই-মেইল, মোবাইল',
    );
  }, 20_000);
});
