// Every screen of both work areas, in an order that finds the ids some of them need: every path of
// `paths.participant` and `paths.coordinator` (apps/web/src/config/paths.ts), those that need an id with a real one
// of the demo data (taken from the link the app itself shows: a post's replies, a content's view details, an
// assignment's submit details, a course's participants). A spec walks them with `visitAll` and checks each
// settled screen its own way (axe-work-areas.spec.ts: axe-core; phone.spec.ts: the layout at 390 px); a new
// screen in paths.ts fails both until it is listed here.
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { type DemoRole, expect, test } from './fixtures.ts';

/** Waits until the screen shows its data: network idle, no spinner (page, list or chart), no busy region. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The `href` of the first link on the page that starts with `prefix` (a link the app offers to a screen). */
export async function linkStartingWith(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix}…`).toBeAttached();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

export interface Visit<Screen extends string> {
  screen: Screen;
  /** The address, or how to find it (read from the links of the screens visited before). */
  href: string | (() => string);
  /** The screen title the document title starts with (a redirect lands on another screen's). */
  title: string;
  /** Reads what a later visit needs from the settled screen. */
  harvest?: (page: Page) => Promise<void>;
}

/** Visits each screen in turn, waits for its data, runs `check` on it; returns the screens visited. */
export async function visitAll<Screen extends string>(
  page: Page,
  visits: Visit<Screen>[],
  check: (page: Page, href: string) => Promise<void>,
): Promise<Set<Screen>> {
  for (const visit of visits) {
    const href = typeof visit.href === 'function' ? visit.href() : visit.href;
    await test.step(`${visit.screen}: ${href}`, async () => {
      await page.goto(href);
      await expect(page).toHaveTitle(new RegExp(`^${visit.title.replace(/[()]/g, '\\$&')}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await check(page, href);
      await visit.harvest?.(page);
    });
  }
  return new Set(visits.map((visit) => visit.screen));
}

export async function signIn(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole): Promise<void> {
  await loginAs(role);
  await settled(page);
}

/** Every participant screen (signed in as the demo participant). */
export function participantVisits(): Visit<keyof typeof paths.participant>[] {
  const screens = paths.participant;
  let postHref = '';
  return [
    { screen: 'root', href: screens.root.path, title: screens.dashboard.title },
    { screen: 'dashboard', href: screens.dashboard.path, title: screens.dashboard.title },
    { screen: 'profile', href: screens.profile.path, title: screens.profile.title },
    { screen: 'courses', href: screens.courses.path, title: screens.courses.title },
    {
      screen: 'allPosts',
      href: screens.allPosts.path,
      title: screens.allPosts.title,
      harvest: async (current) => {
        postHref = await linkStartingWith(current, '/participant/posts/reply/');
      },
    },
    { screen: 'postReplies', href: () => postHref, title: screens.postReplies.title },
    { screen: 'myPosts', href: screens.myPosts.path, title: screens.myPosts.title },
    { screen: 'createPost', href: screens.createPost.path, title: screens.createPost.title },
    { screen: 'unansweredPosts', href: screens.unansweredPosts.path, title: screens.unansweredPosts.title },
    { screen: 'myReplies', href: screens.myReplies.path, title: screens.myReplies.title },
    { screen: 'assignments', href: screens.assignments.path, title: screens.assignments.title },
    { screen: 'contents', href: screens.contents.path, title: screens.contents.title },
    { screen: 'results', href: screens.results.path, title: screens.results.title },
    { screen: 'notifications', href: screens.notifications.path, title: screens.notifications.title },
    { screen: 'certificates', href: screens.certificates.path, title: screens.certificates.title },
  ];
}

/** Every coordinator screen (signed in as the demo coordinator), the filtered lists with a course chosen too. */
export function coordinatorVisits(): Visit<keyof typeof paths.coordinator>[] {
  const screens = paths.coordinator;
  const found = {
    courseId: 0,
    componentId: 0,
    participants: '',
    contentDetails: '',
    submissionDetails: '',
    postReplies: '',
    reportSheet: '',
    certificates: '',
  };
  return [
    { screen: 'root', href: screens.root.path, title: screens.dashboard.title },
    { screen: 'notifications', href: screens.notifications.path, title: screens.notifications.title },
    { screen: 'dashboard', href: screens.dashboard.path, title: screens.dashboard.title },
    {
      screen: 'courses',
      href: screens.courses.path,
      title: screens.courses.title,
      harvest: async (current) => {
        found.participants = await linkStartingWith(current, `${screens.participants.path}?`);
        found.courseId = Number(new URL(found.participants, 'http://x').searchParams.get('courseId'));
        expect(found.courseId, `the course of ${found.participants}`).toBeGreaterThan(0);
      },
    },
    // 'Select a Course' first, then a course's list.
    { screen: 'participants', href: screens.participants.path, title: screens.participants.title },
    { screen: 'participants', href: () => found.participants, title: screens.participants.title },
    // Contents and assignments: 'Select a Course' first, then the running course's list.
    { screen: 'contents', href: screens.contents.path, title: screens.contents.title },
    {
      screen: 'contents',
      href: () => screens.contents.getHref({ status: 1, courseId: found.courseId }),
      title: screens.contents.title,
      harvest: async (current) => {
        found.contentDetails = await linkStartingWith(current, screens.contentDetails.path);
      },
    },
    { screen: 'contentDetails', href: () => found.contentDetails, title: screens.contentDetails.title },
    { screen: 'assignments', href: screens.assignments.path, title: screens.assignments.title },
    {
      screen: 'assignments',
      href: () => screens.assignments.getHref({ status: 1, courseId: found.courseId }),
      title: screens.assignments.title,
      harvest: async (current) => {
        found.submissionDetails = await linkStartingWith(current, screens.submissionDetails.path);
      },
    },
    // Every course's running assignments, and the expired ones (with the other run of course A's name).
    { screen: 'assignments', href: () => screens.assignments.getHref({ status: 1 }), title: screens.assignments.title },
    { screen: 'assignments', href: () => screens.assignments.getHref({ status: 0 }), title: screens.assignments.title },
    { screen: 'submissionDetails', href: () => found.submissionDetails, title: screens.submissionDetails.title },
    // Marks typed on screen: nothing chosen, then the course (its components), then its first component's page.
    { screen: 'evaluationMarks', href: screens.evaluationMarks.path, title: screens.evaluationMarks.title },
    {
      screen: 'evaluationMarks',
      href: () => screens.evaluationMarks.getHref({ course: found.courseId }),
      title: screens.evaluationMarks.title,
      harvest: async (current) => {
        const first = await current
          .getByLabel('Component', { exact: true })
          .locator('option:not([value=""])')
          .first()
          .getAttribute('value', { timeout: 1000 })
          .catch(() => null);
        found.componentId = first ? Number(first) : 0;
      },
    },
    {
      screen: 'evaluationMarks',
      href: () => screens.evaluationMarks.getHref({ course: found.courseId, component: found.componentId || null }),
      title: screens.evaluationMarks.title,
    },
    { screen: 'profile', href: screens.profile.path, title: screens.profile.title },
    {
      screen: 'allPosts',
      href: screens.allPosts.path,
      title: screens.allPosts.title,
      harvest: async (current) => {
        found.postReplies = await linkStartingWith(current, '/coordinator/posts/reply/');
      },
    },
    { screen: 'postReplies', href: () => found.postReplies, title: screens.postReplies.title },
    { screen: 'createPost', href: screens.createPost.path, title: screens.createPost.title },
    { screen: 'myPosts', href: screens.myPosts.path, title: screens.myPosts.title },
    { screen: 'unansweredPosts', href: screens.unansweredPosts.path, title: screens.unansweredPosts.title },
    // A course's evaluation rules and releases: the demo coordinator's first course (course A).
    {
      screen: 'evaluationRules',
      href: () => screens.evaluationRules.getHref(found.courseId),
      title: screens.evaluationRules.title,
    },
    // Evaluations → Upload: 'Select a Course' first, then a course (the demo data has no components: its message).
    { screen: 'evaluationsUpload', href: screens.evaluationsUpload.path, title: screens.evaluationsUpload.title },
    {
      screen: 'evaluationsUpload',
      href: () => screens.evaluationsUpload.getHref({ courseId: found.courseId }),
      title: screens.evaluationsUpload.title,
    },
    // Evaluations → Report List, then a course's result sheet (its link on the list).
    {
      screen: 'reportList',
      href: screens.reportList.path,
      title: screens.reportList.title,
      harvest: async (current) => {
        found.reportSheet = await linkStartingWith(current, `${screens.reportList.path}/`);
      },
    },
    { screen: 'reportSheet', href: () => found.reportSheet, title: screens.reportSheet.title },
    // A course's certificates: the link of the Report List's course whose final result is released (course C).
    {
      screen: 'certificates',
      href: screens.reportList.path,
      title: screens.reportList.title,
      harvest: async (current) => {
        found.certificates = await linkStartingWith(current, '/coordinator/evaluations/certificates/');
      },
    },
    { screen: 'certificates', href: () => found.certificates, title: screens.certificates.title },
  ];
}
