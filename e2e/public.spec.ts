// The public site in a real browser (docs/features.md, Public site; issue 3): every public page shows its content on
// the demo data; the error states when the API answers 500 and Retry / Try Again recovering; a programme that does not
// exist; the contact form's messages and a sent message; the counters ending on their targets; the mobile menu at 375
// px; and an axe-core check of every public page (no serious or critical violation). The fixtures also fail a test on
// any CSP violation or uncaught page error.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PRODUCT_NAME } from '@portal/contract';
import { expect, test, watchLayoutShifts } from './fixtures.ts';

const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) };

/** Makes one API path answer 500 until the returned function is called. */
async function failing(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  await page.route(pattern, (route) => route.fulfill(serverError));
  return () => page.unroute(pattern);
}

const titleOf = (route: string) => `${route} | ${PRODUCT_NAME}`;

/** The programme list's read, as /courses asks it (the home page adds `?limit=3`). */
const PROGRAM_LIST_API = /\/api\/certification-programs$/;

test.describe('home page', () => {
  test('shows the banners, the welcome text, the counters ending on their targets and three programmes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(titleOf('Home'));
    const firstBanner = page.getByRole('img', { name: /Certification Programmes 2026/ });
    await expect(firstBanner).toBeVisible();
    await expect(firstBanner).toHaveAttribute('loading', 'eager');
    await expect(firstBanner.locator('xpath=ancestor::a')).toHaveAttribute('href', '/courses');
    // Loaded, not only in the page: the picture may still be on its way when the element is there.
    await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome to the Certification Programmes/ }),
    ).toBeVisible();
    await expect(page.getByText(/academic calendar has two intakes a year/)).toBeVisible();

    const facts = page.getByRole('region', { name: 'Facts and Figures' });
    await facts.scrollIntoViewIfNeeded();
    await expect(facts.getByTestId('fact-number')).toHaveText(['50+', '12', '2500+', '40+']);
    for (const label of ['Students from banks and other financial institutes', 'Ongoing courses']) {
      await expect(facts.getByText(label)).toBeVisible();
    }

    const offer = page.getByRole('region', { name: 'What We Offer' });
    await expect(offer.getByRole('listitem')).toHaveCount(3);
    await expect(offer.getByRole('link', { name: 'CEAML' })).toHaveAttribute('href', '/courses/ceaml');
    await offer.getByRole('link', { name: 'View All Courses' }).click();
    await expect(page).toHaveURL('/courses');
  });

  test('the carousel advances by itself', async ({ page }) => {
    await page.goto('/');
    const active = page.locator('.banner-carousel .carousel-item.active img');
    await expect(active).toHaveAttribute('alt', /Certification Programmes 2026/);
    await expect(active).toHaveAttribute('alt', /Convocation 2025/, { timeout: 9000 });
  });

  test('gallery failure: "Failed to load gallery images", Retry reloads the page and the banners come', async ({
    page,
  }) => {
    const recover = await failing(page, '**/api/gallery/home-images**');
    await page.goto('/');
    await expect(page.getByText('Failed to load gallery images')).toBeVisible();
    await recover();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('img', { name: /Certification Programmes 2026/ })).toBeVisible();
  });

  test('programme failure: "Failed to load courses", Retry reads them again', async ({ page }) => {
    const recover = await failing(page, /\/api\/certification-programs\?limit=3$/);
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'What We Offer' });
    await expect(offer.getByText('Failed to load courses')).toBeVisible();
    await recover();
    await offer.getByRole('button', { name: 'Retry' }).click();
    await expect(offer.getByRole('link', { name: 'CCP' })).toBeVisible();
  });
});

test.describe('certification programmes', () => {
  test('/courses shows every programme as a card', async ({ page }) => {
    await page.goto('/courses');
    await expect(page).toHaveTitle(titleOf('Certification Programs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Certification Programs' })).toBeVisible();
    for (const name of ['CEAML', 'CCP', 'CTF']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('Certified Expert in Trade Finance')).toBeVisible();
  });

  test('/courses failure: the spec text, and Try Again recovers', async ({ page }) => {
    const recover = await failing(page, PROGRAM_LIST_API);
    await page.goto('/courses');
    await expect(page.getByText('Failed to load certification programs. Please try again later.')).toBeVisible();
    await recover();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('link', { name: 'CTF' })).toBeVisible();
  });

  test('/courses keeps its footer where it was when the cards come, one row of them or a hundred', async ({ page }) => {
    const demo = (await (await page.request.get('/api/certification-programs')).json()) as {
      data: { programs: { id: number; program_short_name: string }[] };
    };
    const layoutShifts = await watchLayoutShifts(page);
    for (const viewport of [
      { width: 1350, height: 940 },
      { width: 412, height: 823 },
    ]) {
      for (const count of [3, 100]) {
        const programs = Array.from({ length: count }, (_, index) => {
          const program = demo.data.programs[index % demo.data.programs.length];
          return { ...program, id: index + 1, program_short_name: `P${index + 1}` };
        });
        // The list answers late, so the loading state is painted first, as on a slow network.
        await page.route(PROGRAM_LIST_API, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await route.fulfill({ json: { data: { programs } } });
        });
        await page.setViewportSize(viewport);
        await page.goto('/courses');
        await expect(
          page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^P\d+$/ }) }),
        ).toHaveCount(count);
        expect(await layoutShifts(), `${count} programmes at ${viewport.width} px`).toBeLessThan(0.02);
        await page.unroute(PROGRAM_LIST_API);
      }
    }
  });

  test('a programme page: module and description, coordinators by batch linking to their profile', async ({ page }) => {
    await page.goto('/courses');
    await page.getByRole('link', { name: 'CEAML' }).click();
    await expect(page).toHaveURL('/courses/ceaml');
    await expect(page).toHaveTitle(titleOf('Certification Program'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certified Expert in Anti-Money Laundering' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Module 1: Money Laundering and Terrorist Financing' }),
    ).toBeVisible();
    await expect(page.getByText(/prepares bank officials to prevent, detect and report/)).toBeVisible();
    const batch5 = page.getByRole('region', { name: 'Batch 5' });
    await expect(batch5.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Batch 3' }).getByRole('link')).toHaveCount(1);

    await batch5.getByRole('link', { name: /Ayesha Siddiqua/ }).click();
    await expect(page).toHaveURL(/\/coordinator\/\d+$/);
    await expect(page).toHaveTitle(titleOf('Coordinator Profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ayesha Siddiqua' })).toBeVisible();
    await expect(page.getByText('Professor', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'coordinator@demo.test' })).toBeVisible();
    await expect(page.getByText('Female', { exact: true })).toBeVisible();
    await expect(page.getByText(/01711234501/)).toHaveCount(0);
  });

  test('the short name matches whatever its case', async ({ page }) => {
    await page.goto('/courses/CcP');
    await expect(page.getByRole('heading', { level: 1, name: 'Certified Credit Professional' })).toBeVisible();
  });

  test('a programme that does not exist: "Course Not Found!" and a way back to all courses', async ({ page }) => {
    await page.goto('/courses/no-such-programme');
    await expect(page.getByRole('heading', { name: 'Course Not Found!' })).toBeVisible();
    await expect(page.getByText('The requested certification program could not be found.')).toBeVisible();
    await page.getByRole('link', { name: 'View All Courses' }).click();
    await expect(page).toHaveURL('/courses');
  });
});

test.describe('director messages', () => {
  for (const [path, title, name] of [
    ['/message-from-director-general', 'Message from the Director General', 'Dr. Farhana Rahman'],
    ['/message-from-director-certification', 'Message from the Director (Certification)', 'Dr. Md. Kamrul Hasan'],
  ] as const) {
    test(`${path} shows the director's name, designation, portrait and message`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(titleOf(title));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const portrait = page.getByRole('img', { name });
      await expect(portrait).toBeVisible();
      // Visible is not loaded: wait for the picture's pixels (a busy machine served it after the check).
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('.rich-text p').first()).toBeVisible();
    });
  }

  test('reached from the About Us menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us' }).click();
    await page.getByRole('link', { name: 'Message from Director General' }).click();
    await expect(page).toHaveURL('/message-from-director-general');
    await expect(page.getByText('Dr. Farhana Rahman')).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('shows the address, e-mail, telephones and the map', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(titleOf('Contact Us'));
    const main = page.getByRole('main');
    await expect(main.getByText('Plot 4, Main Road, Mirpur-2, Dhaka-1216, Bangladesh')).toBeVisible();
    await expect(main.getByRole('link', { name: 'certification@institute.example' })).toBeVisible();
    await expect(main.getByRole('link', { name: '+880 2 5505 1201' })).toBeVisible();
    // OpenStreetMap's embed needs no key (a Google embed needs one that works in production only).
    await expect(main.locator('iframe[title^="Map"]')).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
    await expect(main.getByRole('link', { name: /View a larger map/ })).toHaveAttribute('href', /openstreetmap\.org/);
    // The footer's social widget has its link to the page (the fixture blocks the widget itself).
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /on Facebook/ })).toBeVisible();
  });

  test('does not scroll sideways on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  test("shows the form's messages, then sends a message, resets the form and says so", async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Message is required',
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await form.getByLabel('First Name').fill('Kamrun');
    await form.getByLabel('Last Name').fill('Nahar');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

    const email = `e2e-${Date.now()}@bank.test`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/Phone/).fill('01711111111');
    await form.getByLabel('Message').fill('Please send the schedule of the next CTF intake.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: 'Message sent successfully!' });
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('reads "Sending message..." while the message is on its way', async ({ page }) => {
    await page.goto('/contact');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: 'Message sent successfully!' }),
      });
    });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name').fill('Kamrun');
    await form.getByLabel('Last Name').fill('Nahar');
    await form.getByLabel('Email').fill('pending@bank.test');
    await form.getByLabel('Message').fill('A message that waits for its answer.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending message...' })).toBeDisabled();
    release();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Menu panel opens at 375 px and leads to a director page', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Welcome to the Certification Programmes/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (const name of [
      'Home',
      'Certification Program',
      'FAQ coming soon',
      'Contact Us',
      'Other Services coming soon',
    ]) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await panel.getByRole('button', { name: 'About Us' }).click();
    await panel.getByRole('link', { name: 'Message from Director (Certification)' }).click();
    await expect(page).toHaveURL('/message-from-director-certification');
    await expect(panel).toBeHidden();
    await expect(page.getByText('Dr. Md. Kamrul Hasan')).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('accessibility (axe-core)', () => {
  const pages: [string, string | RegExp][] = [
    ['/', /^Welcome to the Certification Programmes/],
    ['/courses', 'Certification Programs'],
    ['/courses/ceaml', 'Certified Expert in Anti-Money Laundering'],
    ['/courses/no-such-programme', 'Course Not Found!'],
    ['/message-from-director-general', 'Message from the Director General'],
    ['/message-from-director-certification', 'Message from the Director (Certification)'],
    ['/contact', 'Contact Us'],
    ['/verify', 'Verify a Certificate'],
    ['/verify/AAAA-AAAA-AAAA-AAAA', 'Verify a Certificate'],
  ];
  for (const [path, heading] of pages) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }

  test('a coordinator profile has no serious or critical violation', async ({ page }) => {
    await page.goto('/courses/ccp');
    await page.getByRole('region', { name: 'Batch 3' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/coordinator\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
