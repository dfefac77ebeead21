// Stored text in the browser (docs/security.md IN3 and IN5), with the same strings as the server's tests
// (`@portal/contract/test-texts`):
// - IN3: the admin saves a programme whose module and description hold every XSS vector, the way an attacker
//   with the admin's session would (the API, not the editor, which would drop most of them before sending). Its
//   public page and its edit screen then show the harmless formatting around them, while no dialog opens,
//   `window.__xss` stays unset, no element or attribute that runs is in the page, and (the fixtures' guard) no
//   Content-Security-Policy violation is reported.
// - IN5: a participant types a post title, body and reply made of the round-trip texts; the thread shows each
//   exactly as typed, as text, with no element made from it.

import type { Page } from '@playwright/test';
import { ROUND_TRIP_TEXTS, XSS_VECTORS } from '@portal/contract/test-texts';
import { createPost, expect, test } from './fixtures.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** The web keeps its session token in this cookie and sends it as a bearer token (apps/web/src/lib/cookies.ts). */
async function bearerOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'auth_token');
  expect(cookie, 'the auth_token cookie after the sign-in').toBeDefined();
  return `Bearer ${cookie?.value}`;
}

/** Every dialog (alert, confirm, prompt) a page opens, dismissed at once so that the test goes on. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What in the elements matching `selector` could run: tags that load or run something, on… attributes, script URLs. */
function runnableIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const tags =
      'script, iframe, frame, object, embed, img, svg, math, form, input, button, base, meta, style, link, details, noscript';
    for (const root of Array.from(document.querySelectorAll(selector))) {
      for (const element of Array.from(root.querySelectorAll(tags))) found.push(`<${element.localName}>`);
      for (const element of Array.from(root.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value.replace(/\s/g, '').toLowerCase();
          if (name.startsWith('on') || name === 'style' || name === 'srcdoc') {
            found.push(`${element.localName}[${name}]`);
          } else if (/^(javascript|vbscript|data):/.test(value) || value.startsWith('//')) {
            found.push(`${element.localName}[${name}=${attribute.value}]`);
          }
        }
      }
    }
    return found;
  }, selector);
}

test('IN3: a programme saved with XSS vectors shows its formatting and runs none of them', async ({
  page,
  loginAs,
}) => {
  // The admin's sign-in has two steps.
  test.setTimeout(60_000);
  const dialogs = collectDialogs(page);
  const shortName = `XSS${Date.now().toString(36).toUpperCase()}`;
  const name = `Stored XSS check ${shortName}`;
  const html = `<p>Before <b>bold kept</b></p><ul><li>listed kept</li></ul>${XSS_VECTORS.join('')}<p>after kept</p>`;

  await loginAs('admin');
  const authorization = await bearerOf(page);
  const created = await page.request.post('/api/admin/programs', {
    headers: { authorization },
    data: { short_name: shortName, name, sort_order: 990, module: html, description: html },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    // The public page: both fields through SafeHtml.
    await page.goto(`/courses/${shortName.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const rich = page.locator('.rich-text');
    await expect(rich).toHaveCount(2);
    for (const field of await rich.all()) {
      await expect(field.locator('b')).toHaveText('bold kept');
      await expect(field.getByRole('listitem')).toHaveText('listed kept');
      await expect(field.getByText('after kept')).toBeVisible();
      // What is left of the link and the handler vectors is inert text: use it as a visitor would.
      await field.getByText('click', { exact: true }).click();
      await field.getByText('hover', { exact: true }).hover();
    }
    await page.waitForLoadState('networkidle');
    expect(await runnableIn(page, '.rich-text')).toEqual([]);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();

    // The edit screen loads the stored HTML into the editor (a second place that renders it).
    await page.goto(`/admin/programs/${id}/edit`);
    const module = page.getByRole('textbox', { name: /^Module/ });
    await expect(module.locator('strong, b').filter({ hasText: 'bold kept' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await runnableIn(page, '.rich-text-content')).toEqual([]);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(dialogs, 'dialogs opened by the page').toEqual([]);
  } finally {
    const deleted = await page.request.delete(`/api/admin/programs/${id}`, { headers: { authorization } });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
});

test('IN5: a forum post and reply show their text exactly as typed, as text', async ({ page, loginAs }) => {
  const dialogs = collectDialogs(page);
  const texts = Object.values(ROUND_TRIP_TEXTS);
  const run = `Round trip ${Date.now().toString(36)}`;
  const title = `${run} ${texts.join(' ')}`;
  // Found by the start of the title: the accessible name of the rest is not what this test is about.
  const named = new RegExp(`^${run} `);
  const body = texts.join('\n');
  const reply = [...texts].reverse().join('\n');

  // participant3 is in course A only, so the course select has one choice.
  await loginAs('participant3');
  await createPost(page, title, body);

  await page.goto('/participant/posts/my_posts');
  const card = page.getByRole('article', { name: named });
  await card.getByRole('link', { name: named }).click();
  await expect(page).toHaveURL(/\/participant\/posts\/reply\/\d+$/);
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByLabel('Your Reply').fill(reply);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Reply Sent!')).toBeVisible();

  // The thread, read afresh from the server.
  await page.reload();
  const post = page.getByRole('article', { name: named });
  const heading = post.getByRole('heading', { level: 2 });
  const postBody = post.locator('p.forum-text');
  const replyBody = page.getByRole('listitem').locator('p.forum-text');
  await expect(replyBody).toHaveCount(1);
  const shown = async (element: typeof heading) =>
    element.evaluate((node) => ({
      text: node.textContent,
      inner: (node as HTMLElement).innerText,
      children: node.childElementCount,
    }));
  expect(await shown(heading)).toEqual({ text: title, inner: title, children: 0 });
  expect(await shown(postBody)).toEqual({ text: body, inner: body, children: 0 });
  expect(await shown(replyBody)).toEqual({ text: reply, inner: reply, children: 0 });
  expect(dialogs, 'dialogs opened by the page').toEqual([]);

  // Put the forum back: delete the post (its reply goes with it).
  await post.getByRole('button', { name: 'Delete post' }).click();
  await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
});

test('IN5: a coordinator’s first name shows in the sidebar exactly as typed, as text', async ({ page, loginAs }) => {
  // coordinator2 is the account the profile tests change, and is put back at the end.
  const firstName = Object.values(ROUND_TRIP_TEXTS).join(' ');
  const name = page.locator('.sidebar-header p').first();
  await loginAs('coordinator2');
  await expect(name).toHaveText('Md. Rafiqul Islam');
  await page.goto('/coordinator/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First Name', { exact: true }).fill(firstName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated Successfully!')).toBeVisible();
  try {
    await page.reload();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(firstName);
    const shown = await name.evaluate((node) => ({ text: node.textContent, children: node.childElementCount }));
    expect(shown).toEqual({ text: `${firstName} Islam`, children: 0 });
  } finally {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Md. Rafiqul');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveText('Md. Rafiqul Islam');
  }
});
