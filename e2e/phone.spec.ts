// The portal on a 390 × 844 phone (issue 37): every public page and every screen of both work areas
// (work-area-screens.ts) fits the screen's width (the page never scrolls sideways), every visible control of the
// page lies inside that width (each list row's actions among them: the participant's Upload / Change, the
// coordinator's Edit / Delete / Send), and axe-core finds nothing in that layout (the lists as cards). The mobile
// menu leads to the programmes and the contact page. On the phone and on a desktop, the home carousel's controls
// lie over no banner and a toast leaves the Login button usable.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { coordinatorVisits, participantVisits, settled, signIn, visitAll } from './work-area-screens.ts';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

test.use({ viewport: PHONE });

interface Fit {
  /** The page's width and the screen's: the first above the second is a sideways scroll. */
  scrollWidth: number;
  innerWidth: number;
  /** Visible controls of the page's main part that reach past the left or right edge of the screen. */
  outside: string[];
  /** How many visible controls sit in a list's rows (table rows or cards), all of them counted in `outside`. */
  rowControls: number;
}

/** Measures the page as it is now (see Fit). */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const controls = Array.from(
      document.querySelectorAll('main a[href], main button, main input:not([type="hidden"]), main select'),
    ).filter((element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden ones (1 px, a skip link) are not on screen to be reached by a finger.
      return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && box.width > 1;
    });
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      outside: controls
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth + 0.5;
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${name(element)} at ${Math.round(box.left)}–${Math.round(box.right)} px`;
        }),
      rowControls: controls.filter((element) => element.closest('tbody > tr, main [role="list"] > *, main ul > li'))
        .length,
    };
  });
}

/** The page fits the phone's width and no visible control lies outside it (soft: every page is listed). */
async function expectFits(page: Page, where: string): Promise<Fit> {
  const fit = await measure(page);
  expect.soft(fit.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(fit.innerWidth);
  expect.soft(fit.outside, `${where}: controls outside the screen's width`).toEqual([]);
  return fit;
}

/**
 * The check of a page or screen: it fits, and axe-core finds nothing in its phone layout (the lists as cards). The
 * work areas are held to every rule, as in axe-work-areas.spec.ts; the public pages to every rule but the
 * experimental ones (p-as-heading takes the home page's counters for headings).
 */
async function expectFitsAndAxeClean(page: Page, href: string, experimental = true): Promise<Fit> {
  const fit = await expectFits(page, href);
  expect.soft(await axeFindings(page, { experimental }), `axe at 390 px on ${href}`).toEqual([]);
  return fit;
}

/** Each of these controls is inside the screen's width (and there is at least one). */
async function expectAllInsideWidth(controls: Locator, what: string): Promise<void> {
  const count = await controls.count();
  expect(count, `some ${what}`).toBeGreaterThan(0);
  const width = (await controls.page().viewportSize())?.width ?? 0;
  for (let index = 0; index < count; index += 1) {
    const box = await controls.nth(index).boundingBox();
    expect(box, `${what} ${index + 1} is shown`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${what} ${index + 1}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what} ${index + 1}: right edge`).toBeLessThanOrEqual(width);
  }
}

/** Two boxes overlap (by more than a pixel). */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;
}

test.describe('at 390 px', () => {
  test('every public page fits the width, its controls inside it, and passes axe', async ({ page }) => {
    test.setTimeout(180_000);
    let coordinatorHref = '';
    const pages: { href: string | (() => string); heading: string | RegExp; harvest?: () => Promise<void> }[] = [
      { href: paths.home.path, heading: /^Welcome to the Certification Programmes/ },
      { href: paths.courses.path, heading: 'Certification Programs' },
      {
        href: paths.courseDetail.getHref('CEAML'),
        heading: 'Certified Expert in Anti-Money Laundering',
        harvest: async () => {
          const link = page.locator('main a[href^="/coordinator/"]').first();
          coordinatorHref = (await link.getAttribute('href')) ?? '';
          expect(coordinatorHref, 'a coordinator of the programme').toMatch(/^\/coordinator\/\d+$/);
        },
      },
      { href: () => coordinatorHref, heading: /./ },
      { href: paths.courseDetail.getHref('no-such-programme'), heading: 'Course Not Found!' },
      { href: paths.directorGeneralMessage.path, heading: 'Message from the Director General' },
      { href: paths.directorCertificationMessage.path, heading: 'Message from the Director (Certification)' },
      { href: paths.contact.path, heading: 'Contact Us' },
      // Certificate verification: the form, and a code nobody issued (verify.spec.ts checks a certificate's states).
      { href: paths.verify.path, heading: 'Verify a Certificate' },
      { href: paths.verifyCode.getHref('AAAA-AAAA-AAAA-AAAA'), heading: 'Verify a Certificate' },
      { href: paths.register.path, heading: /./ },
      { href: paths.forgotPassword.path, heading: /./ },
      { href: paths.resetPassword.getHref('made-up'), heading: /./ },
      { href: '/no-such-page', heading: /./ },
    ];
    for (const visit of pages) {
      const href = typeof visit.href === 'function' ? visit.href() : visit.href;
      await test.step(href, async () => {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
        await settled(page);
        await expectFitsAndAxeClean(page, href, false);
        await visit.harvest?.();
      });
    }
  });

  test('participant area: every screen fits and passes axe, each row shows its actions (Upload / Change)', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, loginAs, 'participant');
    let rowControls = 0;
    const visited = await visitAll(page, participantVisits(), async (current, href) => {
      rowControls += (await expectFitsAndAxeClean(current, href)).rowControls;
    });
    expect([...visited].sort(), 'every participant screen of paths.ts').toEqual(Object.keys(paths.participant).sort());
    expect(rowControls, 'controls in list rows, measured').toBeGreaterThan(10);

    await page.goto(paths.participant.assignments.path);
    await settled(page);
    await expectAllInsideWidth(
      page.getByRole('main').getByRole('button', { name: /^(Upload|Change)\b/ }),
      'Upload / Change buttons',
    );
  });

  test('coordinator area: every screen fits and passes axe, each row shows its actions (Edit / Delete / Send)', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, loginAs, 'coordinator');
    let rowControls = 0;
    let contentsHref = '';
    let assignmentsHref = '';
    const visited = await visitAll(page, coordinatorVisits(), async (current, href) => {
      rowControls += (await expectFitsAndAxeClean(current, href)).rowControls;
      if (href.startsWith(`${paths.coordinator.contents.path}?`)) contentsHref = href;
      if (href.startsWith(`${paths.coordinator.assignments.path}?`)) assignmentsHref = href;
    });
    expect([...visited].sort(), 'every coordinator screen of paths.ts').toEqual(Object.keys(paths.coordinator).sort());
    expect(rowControls, 'controls in list rows, measured').toBeGreaterThan(10);

    const main = page.getByRole('main');
    await page.goto(assignmentsHref);
    await settled(page);
    await expectAllInsideWidth(main.getByRole('button', { name: /^(Edit|Delete) / }), 'Edit / Delete buttons');

    await page.goto(contentsHref);
    await settled(page);
    await expectAllInsideWidth(main.getByRole('button', { name: /^(Edit|Delete) / }), 'Edit / Delete buttons');
    // Send appears once a row is chosen (nothing is sent: the dialog is not opened).
    await main
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await expectAllInsideWidth(main.getByRole('button', { name: 'Send Selected Contents' }), 'the Send button');
    await expectFits(page, `${contentsHref} with a row chosen`);
  });

  test('the mobile menu leads to Certification Program and Contact Us; FAQ and Other Services say coming soon', async ({
    page,
  }) => {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const openMenu = async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeVisible();
    };
    await page.goto(paths.home.path);
    await openMenu();
    for (const name of ['FAQ coming soon', 'Other Services coming soon']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
    await menu.getByRole('link', { name: 'Certification Program', exact: true }).click();
    await expect(page).toHaveURL(paths.courses.path);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Certification Programs' })).toBeVisible();

    await openMenu();
    await menu.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(paths.contact.path);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the carousel's arrows and indicators lie over no banner", async ({ page }) => {
      await page.goto(paths.home.path);
      const carousel = page.locator('.banner-carousel');
      const banner = carousel.locator('.carousel-item.active img');
      await expect(banner).toBeVisible();
      const bannerBox = await banner.boundingBox();
      expect(bannerBox).not.toBeNull();
      const controls = carousel.getByRole('button');
      await expect(controls).toHaveCount(2 + (await carousel.locator('.carousel-item').count()));
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        expect(box, `${await control.textContent()} is shown`).not.toBeNull();
        if (box && bannerBox) {
          expect(overlaps(box, bannerBox), `${await control.getAttribute('aria-label')} over the banner`).toBe(false);
        }
      }
    });

    test('a toast leaves the Login button usable', async ({ page }) => {
      // A failing read is toasted ('Internal Server Error').
      await page.route('**/api/gallery/home-images**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await page.goto(paths.home.path);
      await expect(page.getByText('Failed to load gallery images')).toBeVisible();
      const toast = page.getByRole('alert').filter({ hasText: 'Internal Server Error' });
      await expect(toast).toBeVisible();
      const login = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true });
      const [loginBox, toastBox] = [await login.boundingBox(), await toast.boundingBox()];
      expect(loginBox && toastBox && overlaps(loginBox, toastBox), 'the toast over the Login button').toBe(false);
      // What a finger on the button's middle would touch is the button itself.
      const isOnTop = await login.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && button.contains(hit);
      });
      expect(isOnTop, 'the Login button is the topmost element under its middle').toBe(true);
      await login.click();
      await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    });
  });
}
