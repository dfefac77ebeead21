// The portal in Bangla (docs/i18n.md): the public site switches to Bangla (`lang="bn"`, a translated heading, no
// English text of the catalogue on screen) and remembers it across a reload; the sign-in form shows the contract's
// validation message in Bangla; a signed-in person's choice is kept in their profile, so that a browser with nothing
// stored opens in it. The account's choice is put back to English at the end (the demo accounts are shared).
import type { Page } from '@playwright/test';
import authEn from '../apps/web/src/i18n/catalogues/auth.en.ts';
import commonEn from '../apps/web/src/i18n/catalogues/common.en.ts';
import publicEn from '../apps/web/src/i18n/catalogues/public.en.ts';
import { axeFindings } from './axe.ts';
import { englishOnScreen as englishShown, englishTexts } from './bangla-check.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';

/** The English texts a Bangla page must not show. The main navigation's name (never shown as text) is also a word of
 * the institute's address, which is shown as written. */
const ENGLISH = englishTexts([publicEn, commonEn, authEn], [publicEn.nav.label]);

const englishOnScreen = (page: Page) => englishShown(page, ENGLISH);

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|প্রধান)$/ });

test.describe('the portal in Bangla', () => {
  test('the public site switches to Bangla, shows no English text of its catalogue, and remembers it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await mainNav(page).getByRole('button', { name: 'বাংলা', exact: true }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('সার্টিফিকেশন প্রোগ্রামে স্বাগতম');
    await expect(mainNav(page).getByRole('link', { name: 'হোম', exact: true })).toBeVisible();
    // The programme cards have arrived (or said there are none), so the whole page is on screen.
    await expect(page.getByRole('link', { name: 'সব কোর্স দেখুন' })).toBeVisible();
    expect(await englishOnScreen(page)).toEqual([]);
    // Bengali digits in running text (the footer's year), Latin ones where people copy them (phone numbers).
    await expect(page.locator('footer')).toContainText(/© [০-৯]{4} /);
    expect(await axeFindings(page)).toEqual([]);

    // The contact page and the programme list, in Bangla too.
    await mainNav(page).getByRole('link', { name: 'যোগাযোগ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'বার্তা পাঠান' })).toBeVisible();
    expect(await englishOnScreen(page)).toEqual([]);
    await mainNav(page).getByRole('link', { name: 'সার্টিফিকেশন প্রোগ্রাম', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'সার্টিফিকেশন প্রোগ্রামসমূহ' })).toBeVisible();
    await page.goto('/');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('স্বাগতম');

    // Back to English: the specified texts exactly.
    await mainNav(page).getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });

  test('the switch\'s label "বাংলা" on an English page is drawn by its own web font, not boxes', async ({ page }) => {
    // This Chromium has no Bengali system font (fc-list finds none), so without a web face the label shows boxes.
    await page.goto('/');
    const label = mainNav(page).getByRole('button', { name: 'বাংলা', exact: true });
    await expect(label).toBeVisible();
    const face = await page.evaluate(async () => {
      await document.fonts.ready;
      const statuses: string[] = [];
      document.fonts.forEach((font) => {
        if (font.family.replaceAll('"', '') === 'Portal Switch Bengali') statuses.push(font.status);
      });
      return statuses;
    });
    expect(face).toEqual(['loaded']);
    expect(await label.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Portal Switch Bengali/);
    // The English page fetched only the label's small face, not the whole Noto Sans Bengali.
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
    );
    expect(fonts.length).toBe(1);
    expect(fonts[0]).toBeLessThan(2048);
  });

  test('a first visit follows the browser: Bangla first in its languages opens the site in Bangla', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'bn-BD', baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('স্বাগতম');
    await context.close();
  });

  test('on a 390 px phone the switch is in the header and works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toBangla = mainNav(page).getByRole('button', { name: 'বাংলা', exact: true });
    await expect(toBangla).toBeVisible();
    await toBangla.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const header = await page.locator('header').evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(header, 'the header does not overflow the phone').toBe(true);
  });

  test('sign-in in Bangla shows the validation message in Bangla', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'বাংলা', exact: true }).click();
    await mainNav(page).getByRole('button', { name: 'লগইন', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'সাইন ইন' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
    await expect(drawer.getByText('অনুগ্রহ করে এই ঘরটি পূরণ করুন', { exact: true })).toHaveCount(2);
    await expect(drawer.getByText('Please Fill out this field')).toHaveCount(0);
  });

  test("a signed-in person's choice is kept in their profile", async ({ page, browser }) => {
    const account = DEMO_ACCOUNTS.participant2;
    await signInThroughUi(page, account.email, DEMO_PASSWORD, account.home);
    // The area's shell is there (its session checked), not its loading frame.
    await expect(page.getByRole('navigation', { name: /participant/i })).toBeVisible();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/participant/user/language') && response.request().method() === 'PUT',
    );
    await page.locator('.work-area-topbar').getByRole('button', { name: 'বাংলা', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The participant's sidebar is in Bangla (what people wrote, their name, stays as written).
    const sidebar = page.getByRole('navigation', { name: /participant/i });
    await expect(sidebar.getByRole('link', { name: 'ড্যাশবোর্ড', exact: true })).toBeVisible();
    await expect(sidebar.getByText('Dashboard', { exact: true })).toHaveCount(0);

    // Another browser (nothing stored, English languages) signed in as the same person opens in Bangla.
    const other = await browser.newContext({ locale: 'en-GB', baseURL: process.env.E2E_BASE_URL });
    const otherPage = await other.newPage();
    try {
      await signInThroughUi(otherPage, account.email, DEMO_PASSWORD, account.home);
      await otherPage.goto('/');
      await expect(otherPage.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(otherPage.getByRole('heading', { level: 1 })).toContainText('স্বাগতম');
    } finally {
      await other.close();
      // Put the shared account back to English.
      await page.goto(account.home);
      await expect(page.getByRole('navigation', { name: /participant/i })).toBeVisible();
      const back = page.waitForResponse((response) => response.url().endsWith('/api/participant/user/language'));
      await page.locator('.work-area-topbar').getByRole('button', { name: 'English', exact: true }).click();
      expect((await back).status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});
