// Dashboards, course lists and the coordinator's participant list (docs/features.md, Dashboards, Courses, Participants;
// docs/decisions/009), on the built portal with the demo data. Every card links where the spec says and shows the
// number its list shows: the list's own answer (`total_data`, or the rows it counts where a card counts a part of a
// list). The tests read the counts at run time, so rows other specs add (posts, assignments) do not break them. The
// participant list narrows by course and search, pages by 10, and exports its rows as CSV.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { COURSE_A_OPTION, COURSE_C_OPTION, expect, test, watchLayoutShifts } from './fixtures.ts';

/** The count a card shows: its accessible name is '<title>: <count>', or '<title>: <count>, <note>'. */
async function cardCount(card: Locator): Promise<number> {
  const name = (await card.getAttribute('aria-label')) ?? '';
  const match = /: (\d+)(, [^,]+)?$/.exec(name);
  expect(match, `card name "${name}"`).not.toBeNull();
  return Number(match?.[1]);
}

function card(page: Page, title: string): Locator {
  const escaped = title.replace(/[()]/g, '\\$&');
  return page
    .getByRole('region', { name: 'Summary' })
    .getByRole('link', { name: new RegExp(`^${escaped}: \\d+(, [^,]+)?$`) });
}

/** An answer of the API whose path (without the query) is `path`. */
function isApi(path: string | RegExp) {
  return (response: Response) => {
    const { pathname } = new URL(response.url());
    const isPath = typeof path === 'string' ? pathname === path : path.test(pathname);
    return isPath && response.request().method() === 'GET' && response.status() === 200;
  };
}

/** A signed-in GET of the API with the page's session token, as the web app sends it. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'auth_token')?.value;
  expect(token, 'auth_token cookie').toBeTruthy();
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Every row of a paginated list (10 a page), asked page by page. */
async function allRows<T>(page: Page, pathOf: (pageNo: number) => string, rowsOf: (body: never) => T[]) {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = await apiGet<{ total_data: number }>(page, pathOf(pageNo));
    rows.push(...rowsOf(body as never));
    if (rows.length >= body.total_data || pageNo > 100) return rows;
  }
}

/** Opens a dashboard afresh (no cached read), reads a card, follows it, and answers its count and the list's answer. */
async function followCard(page: Page, dashboard: string, title: string, href: string, listApi: string | RegExp) {
  await page.goto(dashboard);
  const link = card(page, title);
  await expect(link).toHaveAttribute('href', href);
  const count = await cardCount(link);
  const [answer] = await Promise.all([page.waitForResponse(isApi(listApi)), link.click()]);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}(\\?|$)`));
  return { count, body: await answer.json() };
}

/** The data rows of a table (its header row left out; a state row reads as one row). */
function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

/** axe-core's findings on the page as it is now, serious and critical ones apart. */
async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const text = (violation: (typeof results.violations)[number]) =>
    `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;
  return {
    serious: results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(text),
    region: results.violations.filter((violation) => violation.id === 'region').map(text),
  };
}

/** axe's 'region' findings (content outside a landmark) belong to the shared layout: reported, not failed. */
function reportRegion(region: string[]): void {
  test.info().annotations.push({ type: 'axe region', description: region.join(' | ') || 'none' });
  if (region.length > 0) console.log(`axe region on ${test.info().title}: ${region.join(' | ')}`);
}

test.describe('participant dashboard', () => {
  test('each card links to its list and shows the number the list shows', async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    await loginAs('participant');
    const dashboard = '/participant/dashboard';
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Active Course(s): every course of /participant/courses, 'Total N Course(s) found'.
    const courses = await followCard(
      page,
      dashboard,
      'Active Course(s)',
      '/participant/courses',
      '/api/participant/user/courses/1',
    );
    expect(courses.count).toBe(courses.body.total_data);
    await expect(page.getByRole('heading', { level: 2, name: 'Participant Course Management' })).toBeVisible();
    await expect(page.getByText(`Total ${courses.count} Course(s) found`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Participant Course Management' });
    await expect(bodyRows(table)).toHaveCount(Math.min(courses.count, 10));
    // The demo participant attends A (running) and C (expired): one green, one red badge.
    await expect(table.getByText('Active', { exact: true })).toHaveClass(/text-bg-success/);
    await expect(table.getByText('Expired', { exact: true })).toHaveClass(/text-bg-danger/);
    await expect(page.getByRole('navigation', { name: /pages$/ })).toHaveCount(courses.count > 10 ? 1 : 0);
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(dashboard);

    // Total Assignment(s) and Total Submit(s): the assignments list, and its rows with a submission.
    const assignments = await followCard(
      page,
      dashboard,
      'Total Assignment(s)',
      '/participant/assignments',
      '/api/participant/assignments/1',
    );
    expect(assignments.count).toBe(assignments.body.total_data);
    await expect(bodyRows(page.getByRole('table', { name: 'My assignments' }))).toHaveCount(
      Math.min(assignments.count, 10),
    );
    const submits = await followCard(
      page,
      dashboard,
      'Total Submit(s)',
      '/participant/assignments',
      '/api/participant/assignments/1',
    );
    const submitted = await allRows(
      page,
      (pageNo) => `/api/participant/assignments/${pageNo}`,
      (body: { assignments: { assignment_file: string | null }[] }) => body.assignments,
    );
    expect(submits.count).toBe(submitted.filter((row) => row.assignment_file !== null).length);
    expect(submits.count).toBeGreaterThan(0);

    // Total Content(s): the contents list (one row per content and course).
    const contents = await followCard(
      page,
      dashboard,
      'Total Content(s)',
      '/participant/contents',
      '/api/participant/contents/1',
    );
    expect(contents.count).toBe(contents.body.total_data);
    await expect(bodyRows(page.getByRole('table', { name: 'My contents' }))).toHaveCount(Math.min(contents.count, 10));

    // Total Post(s) and Total Replie(s): the forum's own lists.
    const posts = await followCard(
      page,
      dashboard,
      'Total Post(s)',
      '/participant/posts/my_posts',
      '/api/participant/forum/my_posts',
    );
    expect(posts.count).toBe(posts.body.total_data);
    await expect(page.getByRole('article')).toHaveCount(Math.min(posts.count, 10));
    const replies = await followCard(
      page,
      dashboard,
      'Total Replie(s)',
      '/participant/my_replies',
      '/api/participant/forum/my_replies',
    );
    expect(replies.count).toBe(replies.body.total_data);
    await expect(page.getByRole('article')).toHaveCount(Math.min(replies.count, 10));
  });

  test('the assignment chart is drawn beside the cards, with its numbers as a table', async ({ page, loginAs }) => {
    await loginAs('participant');
    const total = await cardCount(card(page, 'Total Assignment(s)'));
    const chart = page.getByRole('img', { name: /^Assignment progress/ });
    await expect(chart).toBeVisible();
    await page.getByText('Show the numbers').click();
    const table = page.getByRole('table', { name: 'Assignments by state' });
    await expect(table.getByRole('row', { name: /^Total/ })).toHaveText(`Total${total}`);
    const found = await axe(page);
    expect(found.serious, 'serious accessibility findings').toEqual([]);
    reportRegion(found.region);
  });
});

test.describe('a work area as it loads', () => {
  test('paints its frame before its code has come, and fills it without moving anything', async ({ page, loginAs }) => {
    await loginAs('participant');
    const layoutShifts = await watchLayoutShifts(page);
    const areaChunk = /\/assets\/participant-area-[\w-]+\.js$/;
    for (const viewport of [
      { width: 1350, height: 940 },
      { width: 412, height: 823 },
    ]) {
      await page.setViewportSize(viewport);
      // The area's code is held back until the frame has been seen (routing also turns the HTTP cache off).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(areaChunk, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/participant/dashboard');
      await expect(page.getByRole('banner').getByRole('img', { name: /: public site$/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
      if (viewport.width < 992) await expect(page.getByRole('button', { name: 'Menu' })).toBeDisabled();
      await expect(page.getByRole('navigation', { name: 'Participant menu' })).toHaveCount(0);
      release();
      await expect(card(page, 'Total Replie(s)')).toBeVisible();
      if (viewport.width < 992) await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled();
      else await expect(page.getByRole('navigation', { name: 'Participant menu' })).toBeVisible();
      expect(await layoutShifts(), `at ${viewport.width} px`).toBeLessThan(0.02);
      await page.unroute(areaChunk);
    }
  });
});

interface CourseOptionsBody {
  courses: { value: number; label: string }[];
}

test.describe('coordinator dashboard', () => {
  test('each card links to its list and shows the number the list shows', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs('coordinator');
    const dashboard = '/coordinator/dashboard';

    // Total Course(s): the running and the expired courses of the status select together.
    const courses = await followCard(
      page,
      dashboard,
      'Total Course(s)',
      '/coordinator/courses',
      '/api/coordinator/user/courses/1/1',
    );
    const running = courses.body.total_data as number;
    await expect(page.getByRole('table', { name: 'Running Courses' }).getByText('batch-5')).toBeVisible();
    const [expiredAnswer] = await Promise.all([
      page.waitForResponse(isApi('/api/coordinator/user/courses/0/1')),
      page.getByLabel('Course Status').selectOption({ label: 'Expired Courses' }),
    ]);
    await expect(page).toHaveURL(/\/coordinator\/courses\?status=0$/);
    const expired = (await expiredAnswer.json()).total_data as number;
    expect(courses.count).toBe(running + expired);
    const expiredTable = page.getByRole('table', { name: 'Expired Courses' });
    await expect(expiredTable.getByText('expired', { exact: true }).first()).toHaveClass(/text-bg-danger/);

    // Course Participant(s): distinct people over the courses of both statuses (someone in two counts once).
    const participants = await followCard(
      page,
      dashboard,
      'Course Participant(s)',
      '/coordinator/participants',
      '/api/coordinator/participants/search_filter_params/courses/1',
    );
    await expect(page).toHaveURL(/\/coordinator\/participants\?status=1$/);
    await expect(page.getByRole('cell', { name: 'Select a Course' })).toBeVisible();
    const people = new Set<string>();
    for (const status of [1, 0]) {
      const options = await apiGet<CourseOptionsBody>(
        page,
        `/api/coordinator/participants/search_filter_params/courses/${status}`,
      );
      if (status === 1) expect(options).toEqual(participants.body);
      for (const course of options.courses) {
        const rows = await allRows(
          page,
          (pageNo) => `/api/coordinator/participants/${pageNo}/${status}/${course.value}/search=`,
          (body: { data: { email: string }[] }) => body.data,
        );
        for (const row of rows) people.add(row.email);
      }
    }
    expect(participants.count).toBe(people.size);

    // My Assignment(s): the caller's own rows ('Yes') of the assignments list, running and expired courses.
    const assignments = await followCard(
      page,
      dashboard,
      'My Assignment(s)',
      '/coordinator/assignments',
      '/api/coordinator/assignments/all_assignments/0/1/1',
    );
    await expect(page.getByRole('table', { name: 'Assignments' })).toBeVisible();
    let mine = 0;
    for (const status of [1, 0]) {
      const rows = await allRows(
        page,
        (pageNo) => `/api/coordinator/assignments/all_assignments/0/${status}/${pageNo}`,
        (body: { assignments: { is_my_assignment: string }[] }) => body.assignments,
      );
      mine += rows.filter((row) => row.is_my_assignment === 'Yes').length;
    }
    expect(assignments.count).toBe(mine);
    expect(assignments.body.total_data).toBeGreaterThan(0);

    // My Content(s) and Total Sent Content(s): the caller's own contents (My Contents) over every course of
    // both statuses and the uncategorised ones; the sent ones are those sent to at least one course.
    const contents = await followCard(
      page,
      dashboard,
      'My Content(s)',
      '/coordinator/contents',
      '/api/coordinator/contents/selection-options/courses/1',
    );
    await expect(page.getByRole('cell', { name: 'Select a Course' })).toBeVisible();
    const own = new Map<number, number>();
    for (const status of [1, 0]) {
      const options = await apiGet<CourseOptionsBody>(
        page,
        `/api/coordinator/contents/selection-options/courses/${status}`,
      );
      for (const courseId of [0, ...options.courses.map((course) => course.value)]) {
        const rows = await allRows(
          page,
          (pageNo) => `/api/coordinator/contents/all_contents/${courseId}/${status}/1/${pageNo}`,
          (body: { contents: { id: number; is_mine: boolean; total_sent_courses: number }[] }) => body.contents,
        );
        for (const row of rows) if (row.is_mine) own.set(row.id, row.total_sent_courses);
      }
    }
    expect(contents.count).toBe(own.size);
    const sent = await followCard(
      page,
      dashboard,
      'Total Sent Content(s)',
      '/coordinator/contents',
      '/api/coordinator/contents/selection-options/courses/1',
    );
    expect(sent.count).toBe([...own.values()].filter((courses) => courses > 0).length);
    expect(sent.count).toBeLessThanOrEqual(contents.count);

    // My Post(s): the forum's own list.
    const posts = await followCard(
      page,
      dashboard,
      'My Post(s)',
      '/coordinator/posts/my_posts',
      '/api/coordinator/posts/my_posts',
    );
    expect(posts.count).toBe(posts.body.total_data);
    await expect(page.getByRole('article')).toHaveCount(Math.min(posts.count, 10));
  });

  test('the activity chart of the running courses is drawn beside the cards', async ({ page, loginAs }) => {
    await loginAs('coordinator');
    await expect(card(page, 'Total Course(s)')).toBeVisible();
    const chart = page.getByRole('img', { name: /^Activity of running courses/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/CEAML-2026: submissions \d+%, content views \d+%/);
    await page.getByText('Show the numbers').click();
    await expect(
      page.getByRole('table', { name: 'Activity of running courses: done of possible' }).getByRole('row'),
    ).toHaveCount(2);
    const found = await axe(page);
    expect(found.serious, 'serious accessibility findings').toEqual([]);
    reportRegion(found.region);
  });
});

test.describe('coordinator participant list', () => {
  test('the course select and the search narrow the list; pages hold 10; the export saves the same rows', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs('coordinator');

    // An invalid status goes to status=1.
    await page.goto('/coordinator/participants?status=9');
    await expect(page).toHaveURL(/\/coordinator\/participants\?status=1$/);
    await expect(page.getByRole('cell', { name: 'Select a Course' })).toBeVisible();

    // From the course list: the participant count of the running course A leads to its participants.
    await page.goto('/coordinator/courses');
    const courseRow = page.getByRole('row').filter({ hasText: 'batch-5' });
    const countLink = courseRow.getByRole('link', { name: /participants of/ });
    const total = Number(await countLink.textContent());
    await countLink.click();
    await expect(page).toHaveURL(/\/coordinator\/participants\?status=1&courseId=\d+$/);
    const courseId = Number(new URL(page.url()).searchParams.get('courseId'));
    // The course with its short name: course C, its programme's expired run, has the same name.
    await expect(page.getByRole('heading', { level: 2, name: COURSE_A_OPTION, exact: true })).toBeVisible();
    await expect(page.getByText(`Total ${total} Participant(s)`)).toBeVisible();
    const table = page.getByRole('table', { name: `Participants of ${COURSE_A_OPTION}` });
    await expect(bodyRows(table)).toHaveCount(Math.min(total, 10));
    await expect(table.getByRole('columnheader')).toHaveText([
      'SN',
      'Participant Id',
      'Participant Name',
      'Designation',
      'Organization Name',
      'Mobile',
      'Email',
    ]);
    await expect(page.getByLabel('Course')).toHaveValue(String(courseId));

    // Pagination: 10 a page. The demo course has fewer than 11 participants, so there is one page and no page links.
    if (total > 10) {
      const pages = page.getByRole('navigation', { name: /pages$/ });
      await pages.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('11');
    } else {
      await expect(page.getByRole('navigation', { name: /pages$/ })).toHaveCount(0);
      await expect(bodyRows(table).locator('td:first-child')).toHaveText(
        Array.from({ length: total }, (_, index) => String(index + 1)),
      );
    }

    // The search narrows the list (name, id, e-mail or mobile), after a pause, in the URL.
    const search = page.getByRole('searchbox', { name: 'Search participants' });
    await expect(search).toHaveAttribute('placeholder', 'Name,ID,Email,Mobile');
    await search.fill('arif');
    await expect(page).toHaveURL(/search=arif/);
    await expect(page.getByText('Total 1 Participant(s)')).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table)).toContainText('Arif Rahman');
    await search.fill('CEAML-26-00');
    await expect(page.getByText(`Total ${total} Participant(s)`)).toBeVisible();
    await search.fill('nobody-matches-this');
    await expect(page.getByRole('cell', { name: 'No Participants' })).toBeVisible();
    await search.fill('arif');
    await expect(page).toHaveURL(/search=arif$/);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table)).toContainText('Arif Rahman');

    // The export saves what the list holds: the course and the search.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^participants-CEAML-2026-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('SN,Participant Id,Participant Name,Designation,Organization Name,Mobile,Email');
    expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
    expect(lines[1]).toContain('Arif Rahman');

    // Another status resets the course; the expired course C has the 2025 run's participants.
    await search.fill('');
    await expect(page).toHaveURL(/\/coordinator\/participants\?status=1&courseId=\d+$/);
    await page.getByLabel('Status').selectOption({ label: 'Expired Course' });
    await expect(page).toHaveURL(/\/coordinator\/participants\?status=0$/);
    await expect(page.getByRole('cell', { name: 'Select a Course' })).toBeVisible();
    await expect(page.getByLabel('Course')).toHaveValue('');
    await page.getByLabel('Course').selectOption({ label: COURSE_C_OPTION });
    await expect(page).toHaveURL(/\/coordinator\/participants\?status=0&courseId=\d+$/);
    const expiredTable = page.getByRole('table', { name: `Participants of ${COURSE_C_OPTION}` });
    // participant@demo.test, participant5@demo.test (the 2025 run they failed: the demo results) and
    // participant6@demo.test (passed; the demo's revoked certificate).
    await expect(bodyRows(expiredTable)).toHaveCount(3);
    await expect(expiredTable).toContainText('Sabbir Hossain');
    await expect(expiredTable).toContainText('Mahmud Hasan');
    await expect(expiredTable).toContainText('Tanvir Ahmed');

    const found = await axe(page);
    expect(found.serious, 'serious accessibility findings').toEqual([]);
    reportRegion(found.region);
  });

  test('the course list shows the texts of its columns and its way back', async ({ page, loginAs }) => {
    await loginAs('coordinator');
    await page.goto('/coordinator/courses');
    const table = page.getByRole('table', { name: 'Running Courses' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'SN',
      'Course Name',
      'Intake',
      'Batch',
      'Session',
      'Total Participants',
      'Coordinators',
      'Year',
      'Status',
    ]);
    const row = table.getByRole('row').filter({ hasText: 'batch-5' });
    await expect(row.getByText('active', { exact: true })).toHaveClass(/text-bg-success/);
    await expect(row.getByRole('link', { name: /participants of/ })).toHaveAttribute(
      'href',
      /^\/coordinator\/participants\?status=1&courseId=\d+$/,
    );
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL('/coordinator/dashboard');
  });
});
