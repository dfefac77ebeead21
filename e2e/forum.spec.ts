// The course forum of both roles (docs/features.md, Forum): a participant posts in course A, the coordinator finds the
// post in their "needs a reply" queue and answers it, and the participant sees the reply; an edit shows '(edited)'; a
// delete goes through the confirmation dialog; one reply box is open at a time. participant3 (course A only) writes the
// posts, so the course select has one choice; every title is unique to its run, so the tests never depend on one
// another or on an earlier run.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COURSE_A, COURSE_A_OPTION, COURSE_C_OPTION, createPost, type DemoRole, expect, test } from './fixtures.ts';

function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs the page out (cookies gone) and in again as another demo account. */
async function switchTo(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await page.context().clearCookies();
  await loginAs(role);
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test.describe('forum', () => {
  test('Create Post shows the spec’s messages for an empty form', async ({ page, loginAs }) => {
    await loginAs('participant3');
    await page.goto('/participant/posts/create');
    await expect(page.getByLabel('Course Name', { exact: true })).toContainText(COURSE_A);
    await page.getByRole('button', { name: 'Create Post' }).click();
    for (const message of ['Post title is required!', 'Please Select a Course!', 'Post Body is required!']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('a participant posts, the coordinator answers it from Unanswered, the participant sees the reply', async ({
    page,
    loginAs,
  }) => {
    // Three sign-ins through the UI: on a busy 2-core machine this journey needs more than the default 30 s.
    test.slow();
    const title = uniqueTitle('Sanctions screening question');
    await loginAs('participant3');
    await createPost(page, title, 'Which lists do we screen against?\nAnd how often?');

    await page.goto('/participant/posts/my_posts');
    const mine = card(page, title);
    await expect(mine).toContainText('You');
    await expect(mine).toContainText('Participant');
    await expect(mine.getByRole('link', { name: '0 Replies' })).toBeVisible();

    await switchTo(page, loginAs, 'coordinator');
    await page.goto('/coordinator/posts/unanswered');
    await expect(page.getByLabel('Sort')).toHaveValue('newest');
    const queued = card(page, title);
    await expect(queued).toContainText(/waiting (less than a minute|\d+ minutes?)/);
    // The coordinator's links stay in the coordinator's area.
    await expect(queued.getByRole('link', { name: '0 Replies' })).toHaveAttribute(
      'href',
      /^\/coordinator\/posts\/reply\/\d+$/,
    );
    await queued.getByRole('button', { name: 'Reply', exact: true }).click();
    await queued.getByLabel('Your Reply').fill('  The UN and OFAC lists, at every onboarding.  ');
    await queued.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Reply Sent!')).toBeVisible();
    // Answered: it leaves the queue.
    await expect(card(page, title)).toHaveCount(0);

    await switchTo(page, loginAs, 'participant3');
    await page.goto('/participant/posts/all_posts');
    // Search is partial and ignores case; wait for it to apply before following a result.
    await page.getByRole('search').getByLabel('Search posts').fill(title.slice(0, -2).toUpperCase());
    await expect(page).toHaveURL(/\?search=/);
    await expect(page.getByRole('article')).toHaveCount(1);
    const answered = card(page, title);
    await answered.getByRole('link', { name: '1 Reply' }).click();
    await expect(page).toHaveURL(/\/participant\/posts\/reply\/\d+$/);
    const reply = page.getByRole('listitem').filter({ hasText: 'The UN and OFAC lists, at every onboarding.' });
    await expect(reply).toContainText('Faculty');
    // Someone else's reply: no Edit.
    await expect(reply.getByRole('button', { name: 'Edit reply' })).toHaveCount(0);
    // The body is plain text that keeps its line break.
    const body = page.getByText('Which lists do we screen against?');
    await expect(body).toHaveCSS('white-space', 'pre-wrap');
    expect(await body.innerText()).toBe('Which lists do we screen against?\nAnd how often?');
  });

  test('an edited post shows (edited), and an edited reply too', async ({ page, loginAs }) => {
    test.slow();
    const title = uniqueTitle('Edit me');
    await loginAs('participant3');
    await createPost(page, title, 'First version.');
    await page.goto('/participant/posts/my_posts');
    await card(page, title).getByRole('button', { name: 'Edit post' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByLabel('Body', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Please Fill out this field', { exact: true })).toBeVisible();
    await dialog.getByLabel('Body', { exact: true }).fill('Second version.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Edited Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, title).getByRole('heading')).toHaveText(new RegExp(`^${title}\\s*\\(edited\\)$`));
    await expect(card(page, title)).toContainText('Second version.');

    // A reply of one's own on the post's page: Edit, then '(edited)' there and in My Replies.
    await card(page, title).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/participant\/posts\/reply\/\d+$/);
    await expect(page.getByText('This post currently has no replies!')).toBeVisible();
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByLabel('Your Reply').fill('A note to myself.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Reply Sent!')).toBeVisible();
    const reply = page.getByRole('listitem').filter({ hasText: 'A note to myself.' });
    await expect(reply).toContainText('You');
    await reply.getByRole('button', { name: 'Edit reply' }).click();
    const replyDialog = page.getByRole('dialog', { name: 'Edit Reply' });
    await replyDialog.getByLabel('Reply', { exact: true }).fill('A better note to myself.');
    await replyDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(replyDialog).toBeHidden();
    const edited = page.getByRole('listitem').filter({ hasText: 'A better note to myself.' });
    await expect(edited).toContainText('(edited)');

    await page.goto('/participant/my_replies');
    const mine = page.getByRole('article', { name: `Reply to ${title}` });
    await expect(mine).toContainText('(edited)');
    await expect(mine.getByRole('link', { name: 'See Post' })).toHaveAttribute(
      'href',
      /^\/participant\/posts\/reply\/\d+$/,
    );
  });

  test('a post is deleted through the confirmation dialog', async ({ page, loginAs }) => {
    const title = uniqueTitle('Delete me');
    await loginAs('participant3');
    await createPost(page, title, 'Posted by mistake.');
    await page.goto('/participant/posts/my_posts');

    await card(page, title).getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Post' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toBeVisible();

    await card(page, title).getByRole('button', { name: 'Delete post' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('one reply box is open at a time, and Cancel closes it', async ({ page, loginAs }) => {
    await loginAs('participant');
    await page.goto('/participant/posts/all_posts');
    const cards = page.getByRole('article');
    const replyBoxes = page.getByRole('form', { name: /^Reply to / });
    await cards.nth(0).getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(replyBoxes).toHaveCount(1);
    await expect(cards.nth(0).getByLabel('Your Reply')).toBeFocused();
    await cards.nth(0).getByLabel('Your Reply').fill('Not sent');

    await cards.nth(1).getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(replyBoxes).toHaveCount(1);
    await expect(cards.nth(1).getByRole('form')).toBeVisible();
    await expect(cards.nth(0).getByRole('form')).toHaveCount(0);

    await cards.nth(1).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(cards.nth(1).getByText('Please Fill out this field!', { exact: true })).toBeVisible();
    await cards.nth(1).getByRole('button', { name: 'Cancel' }).click();
    await expect(replyBoxes).toHaveCount(0);
    // Opened again, the box is empty.
    await cards.nth(0).getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(cards.nth(0).getByLabel('Your Reply')).toHaveValue('');
  });

  test('a coordinator who opens a participant post link lands on the coordinator’s page of that post', async ({
    page,
    loginAs,
  }) => {
    await loginAs('coordinator');
    await page.goto('/coordinator/posts/all_posts');
    const href = await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Repl(y|ies)$/ })
      .getAttribute('href');
    const postId = href?.split('/').pop();
    expect(postId).toMatch(/^\d+$/);

    await page.goto(`/participant/posts/reply/${postId}`);
    await expect(page).toHaveURL(`/coordinator/posts/reply/${postId}`);
    await expect(page.getByRole('link', { name: 'Back to All Posts' })).toHaveAttribute(
      'href',
      '/coordinator/posts/all_posts',
    );
    // Still signed in as the coordinator.
    await expect(page.getByRole('navigation', { name: 'Coordinator menu' })).toBeVisible();
  });

  test('a participant of another course who opens a post sees Post Not Found!, not an error with Retry', async ({
    page,
    loginAs,
  }) => {
    // A post of participant's courses (A and C); participant2 is in course B only.
    await loginAs('participant');
    await page.goto('/participant/posts/all_posts');
    const href = await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Repl(y|ies)$/ })
      .getAttribute('href');
    expect(href).toMatch(/^\/participant\/posts\/reply\/\d+$/);

    await switchTo(page, loginAs, 'participant2');
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/participant/forum/post/'),
    );
    await page.goto(href ?? '');
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByText('Something Went Wrong!')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.getByRole('link', { name: 'Back to All Posts' }).click();
    await expect(page).toHaveURL('/participant/posts/all_posts');
  });

  test('two runs of one programme are told apart by their short names, and Create Post offers the running one only', async ({
    page,
    loginAs,
  }) => {
    // The demo participant is in course A (CEAML-2026, running) and course C (CEAML-2025, expired): one name.
    await loginAs('participant');
    await page.goto('/participant/posts/create');
    const select = page.getByLabel('Course Name', { exact: true });
    await expect(select.getByRole('option', { name: COURSE_A_OPTION, exact: true })).toBeAttached();
    await expect(select.getByRole('option', { name: COURSE_C_OPTION, exact: true })).toHaveCount(0);
    await expect(select.getByRole('option')).toHaveCount(2); // 'Select a Course' and course A

    await page.goto('/participant/posts/all_posts');
    await expect(card(page, 'Past questions for the final examination')).toContainText(COURSE_C_OPTION);
    await expect(page.getByRole('article').first()).toContainText(/\(CEAML-202[56]\)/);
  });
});
