// The portal in Bangla (docs/i18n.md): the public site switches to Bangla (`lang="bn"`, a translated heading, no
// English text of the catalogue on screen) and remembers it across a reload; the sign-in form shows the contract's
// validation message in Bangla; a signed-in person's choice is kept in their profile, so that a browser with nothing
// stored opens in it. The account's choice is put back to English at the end (the demo accounts are shared).
import type { Page } from '@playwright/test';
import { PRODUCT_NAME } from '@portal/contract';
import authEn from '../apps/web/src/i18n/catalogues/auth.en.ts';
import commonEn from '../apps/web/src/i18n/catalogues/common.en.ts';
import frameEn from '../apps/web/src/i18n/catalogues/frame.en.ts';
import programmeEn from '../apps/web/src/i18n/catalogues/programme.en.ts';
import publicEn from '../apps/web/src/i18n/catalogues/public.en.ts';
import registerEn from '../apps/web/src/i18n/catalogues/register.en.ts';
import titlesEn from '../apps/web/src/i18n/catalogues/titles.en.ts';
import verifyEn from '../apps/web/src/i18n/catalogues/verify.en.ts';
import { axeFindings } from './axe.ts';
import { englishOnScreen as englishShown, englishTexts, inBangla, visitInBangla } from './bangla-check.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { INVITATIONS, linkIn, mailsTo } from './registration-data.ts';

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
    await page.locator('.work-area-topbar:visible').getByRole('button', { name: 'বাংলা', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The participant's sidebar is in Bangla (what people wrote, their name, stays as written).
    const sidebar = page.getByRole('navigation', { name: 'অংশগ্রহণকারীর মেনু' });
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
      await expect(page.getByRole('navigation', { name: /participant|অংশগ্রহণকারী/i })).toBeVisible();
      const back = page.waitForResponse((response) => response.url().endsWith('/api/participant/user/language'));
      await page.locator('.work-area-topbar:visible').getByRole('button', { name: 'English', exact: true }).click();
      expect((await back).status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test("a programme's page in Bangla: its own texts translated, what the admins wrote as written", async ({ page }) => {
    await visitInBangla(page);
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.locator('.program-card a').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'প্রোগ্রাম সম্পর্কে' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'মডিউলসমূহ' })).toBeVisible();
    const english = englishTexts([programmeEn, commonEn, publicEn], [publicEn.nav.label]);
    // The programme's description and modules are what the admins wrote: shown as written, so not checked.
    const ownTexts = page.locator('main .course-detail > div:first-child, main h2, header, footer');
    for (const part of await ownTexts.all()) expect(await englishShown(page, english, part)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
  });

  test("registration's form in Bangla shows the contract's message in Bangla", async ({ page, baseURL }) => {
    test.skip(!process.env.E2E_DATA_DIR, 'needs the outbox of the server started by global-setup');
    // The validation test's invitation: nothing is sent with it (registration.spec.ts does the same).
    const [mail] = await mailsTo(INVITATIONS.validation.email, /invitation/);
    expect(mail, 'the invitation mail').toBeDefined();
    await visitInBangla(page);
    await page.goto(linkIn(mail as NonNullable<typeof mail>, `${baseURL}/register?token=`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeVisible();
    const form = page.getByRole('form', { name: 'নিবন্ধন ফর্ম' });
    await expect(form.getByLabel('নামের প্রথম অংশ', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'নিবন্ধন করুন' }).click();
    await expect(form.getByText('নামের প্রথম অংশ লিখুন', { exact: true })).toBeVisible();
    await expect(form.getByText('First Name is Required')).toHaveCount(0);
    expect(await englishShown(page, englishTexts([registerEn, frameEn, commonEn]), form)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
  });

  test("the verify page in Bangla: a demo certificate's code is valid, an unknown one is not found", async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, a sign-in and four pages on a shared machine
    // The demo participant's certificate (course C): its code as the holder's own list gives it.
    const holder = DEMO_ACCOUNTS.participant;
    await signInThroughUi(page, holder.email, DEMO_PASSWORD, holder.home);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
    const list = await page.request.get('/api/participant/certificates', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.status()).toBe(200);
    const code = /"code":"([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})"/.exec(await list.text())?.[1];
    expect(code, 'a demo certificate code').toBeTruthy();

    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitorPage = await visitor.newPage();
    try {
      await visitInBangla(visitorPage);
      const english = englishTexts([verifyEn, commonEn, publicEn], [publicEn.nav.label]);
      await visitorPage.goto(`/verify/${code}`);
      await expect(visitorPage.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(visitorPage.getByRole('heading', { level: 1, name: 'সনদ যাচাই' })).toBeVisible();
      await expect(visitorPage.getByRole('heading', { level: 2, name: 'বৈধ সনদ' })).toBeVisible();
      await expect(visitorPage.getByText('প্রদানের তারিখ', { exact: true })).toBeVisible();
      // The code stays in Latin letters (people copy it); the date of issue is in Bengali digits.
      await expect(visitorPage.locator('dd', { hasText: code ?? '' })).toBeVisible();
      await expect(visitorPage.locator('dl')).toContainText(/[০-৯]{4}/);
      // The holder's name, programme and result are as the certificate holds them: only the page's own parts.
      for (const part of await visitorPage.locator('main h1, main h2, main form, main dt, header').all()) {
        expect(await englishShown(visitorPage, english, part)).toEqual([]);
      }
      expect(await axeFindings(visitorPage)).toEqual([]);

      await visitorPage.goto('/verify/AAAA-AAAA-AAAA-AAAA');
      await expect(visitorPage.getByRole('heading', { level: 2, name: 'এই কোডের কোনো সনদ নেই' })).toBeVisible();
      expect(await englishShown(visitorPage, english)).toEqual([]);
      expect(await axeFindings(visitorPage)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test("a work area's frame in Bangla: the sidebar header and menu, and a toast", async ({ page }) => {
    // The account's saved language is not changed: the save is answered 500 here, which the page tells in a toast
    // and the page keeps the choice.
    test.slow(); // a sign-in and the area's first load on a shared machine
    const account = DEMO_ACCOUNTS.coordinator2;
    await signInThroughUi(page, account.email, DEMO_PASSWORD, account.home);
    // The area's shell is there (its session checked), not its loading frame.
    await expect(page.getByRole('navigation', { name: 'Coordinator menu' })).toBeVisible();
    await page.route('**/api/coordinator/user/language', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    // Every toast's text, as it settles (the English one while the Bangla messages load, then the Bangla one).
    await page.evaluate(() => {
      const texts: string[] = [];
      (window as unknown as { toastTexts: string[] }).toastTexts = texts;
      new MutationObserver(() => {
        document.querySelectorAll<HTMLElement>('.Toastify__toast').forEach((toast) => {
          const text = toast.innerText.trim();
          if (text && texts.at(-1) !== text) texts.push(text);
        });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.locator('.work-area-topbar:visible').getByRole('button', { name: 'বাংলা', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The toast closes itself after 5 s: what it said last is read from what the page recorded (a busy machine may
    // look later than that). It may have said it in English first, if the save was answered before the page changed.
    const lastToast = () =>
      page.evaluate(() => (window as unknown as { toastTexts: string[] }).toastTexts.at(-1) ?? '');
    await expect.poll(lastToast).toBe('সার্ভারে সমস্যা হয়েছে!');

    const menu = page.getByRole('navigation', { name: 'কো-অর্ডিনেটরের মেনু' });
    await expect(menu.getByRole('link', { name: 'ড্যাশবোর্ড', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'মূল্যায়ন' })).toBeVisible();
    const account_ = page.getByRole('region', { name: 'আপনার অ্যাকাউন্ট' });
    await expect(account_.getByRole('link', { name: 'প্রোফাইল' })).toBeVisible();
    await expect(account_.getByRole('button', { name: 'লগআউট' })).toBeVisible();
    const english = englishTexts([frameEn, commonEn]);
    expect(await englishShown(page, english, menu)).toEqual([]);
    expect(await englishShown(page, english, page.locator('.work-area-topbar:visible'))).toEqual([]);
    // The sidebar's title (the phone's off-canvas header) names the menu too.
    await expect(page.locator('.work-area-sidebar .offcanvas-title')).toHaveText('কো-অর্ডিনেটরের মেনু');
  });

  test("pages' titles in Bangla, the 404 page, and the work area's footer year in Bengali digits", async ({
    page,
    browser,
  }) => {
    test.slow(); // a sign-in and the area's first load on a shared machine
    // The public pages whose titles are written in config/paths.ts (English), on a Bangla page.
    await visitInBangla(page);
    for (const [path, title] of [
      ['/', 'হোম'],
      ['/contact', 'যোগাযোগ'],
      ['/courses', 'সার্টিফিকেশন প্রোগ্রামসমূহ'],
      ['/verify', 'সনদ যাচাই'],
      ['/forgot-password', 'পাসওয়ার্ড ভুলে গেছেন'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page).toHaveTitle(`${title} | ${PRODUCT_NAME}`);
    }
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(`পেজটি পাওয়া যায়নি | ${PRODUCT_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: '৪০৪: পেজটি পাওয়া যায়নি' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'হোমে ফিরে যান' })).toBeVisible();
    expect(await englishShown(page, englishTexts([commonEn, titlesEn], [publicEn.nav.label]))).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);

    // A work area in Bangla (a browser with nothing stored: signed in through the English form, then the area's
    // switch): a title of paths.ts (My Courses) as the title and the heading, the footer's year in Bengali digits.
    // The account's saved language is put back to English at the end.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const area = await context.newPage();
    try {
      const account = DEMO_ACCOUNTS.participant3;
      await inBangla(area, DEMO_PASSWORD, account, async () => {
        await expect(area.locator('.work-area-footer:visible')).toContainText(/^© [০-৯]{4} /);
        await area.goto('/participant/courses');
        await expect(area.getByRole('heading', { level: 1, name: 'আমার কোর্স' })).toBeVisible();
        await expect(area).toHaveTitle(`আমার কোর্স | ${PRODUCT_NAME}`);
        expect(await axeFindings(area)).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });

  test('a page opened in Bangla comes with the Bangla first load preloaded, each file fetched once', async ({
    page,
  }) => {
    // English: index.html as it was, nothing of Bangla in it.
    expect(await (await page.request.get('/')).text()).not.toContain('bangla-runtime');
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'বাংলা', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // The choice reaches the server (the portal-language cookie): the page comes as index.bn.html.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="bn">');
    for (const chunk of ['bangla-runtime', 'common.bn', 'public.bn']) {
      expect(html).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`));
    }
    const face =
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="(\/assets\/noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2)">/.exec(
        html,
      )?.[1];
    expect(face).toBeDefined();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('সার্টিফিকেশন প্রোগ্রামে স্বাগতম');
    // The preloaded face is the one the text uses (same URL and CORS mode): fetched once, not a second time.
    const fetched = await page.evaluate(async (url) => {
      await document.fonts.ready;
      return performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === url).length;
    }, face ?? '');
    expect(fetched).toBe(1);
    expect(await englishOnScreen(page)).toEqual([]);
  });
});
