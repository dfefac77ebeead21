// Maintenance mode in Chromium (docs/features.md, Admin console — Maintenance; the banner every page shows): the admin
// turns it on with a message; a participant on a phone sees the banner and a refused save that tells the message;
// the admin turns it off and the banner goes. axe checks the console's screen and the participant's page with the
// banner.
import { axeFindings } from './axe.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';

const MESSAGE = 'Upgrading the portal until 14:00: you can read everything, saving is paused.';

test('an admin turns maintenance on and off; a participant sees the banner and a refused save', async ({
  page,
  loginAs,
  browser,
}) => {
  // Two people signed in (the admin through both steps) on a shared machine.
  test.setTimeout(120_000);
  const participantContext = await browser.newContext();
  const participant = await participantContext.newPage();
  try {
    const { email, home } = DEMO_ACCOUNTS.participant;
    await signInThroughUi(participant, email, DEMO_PASSWORD, home);
    // The rest on a phone (the sign-in drawer opens from the desktop bar; phone.spec.ts covers the phone's menu).
    await participant.setViewportSize({ width: 390, height: 844 });
    await participant.goto('/participant/posts/create');
    await participant.getByLabel('Post Title', { exact: true }).fill('Written during maintenance');
    await participant.getByLabel('Course Name', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    await participant.getByLabel('Body', { exact: true }).fill('Will this be saved?');
    const participantBanner = participant.getByRole('region', { name: 'Maintenance notice' });
    await expect(participantBanner).toHaveCount(0);

    await loginAs('admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Maintenance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
    await expect(page.getByText('Maintenance mode is off')).toBeVisible();
    await page.getByLabel('Message for the banner').fill(MESSAGE);
    await page.getByRole('button', { name: 'Turn maintenance mode on' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn maintenance mode on?' });
    await expect(confirm).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByText('Maintenance mode is on', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toContainText(MESSAGE);

    // The participant's save is refused with the message, and the banner shows at once (not at the next poll).
    await participant.getByRole('button', { name: 'Create Post' }).click();
    await expect(participantBanner).toContainText(MESSAGE);
    await expect(participant.getByRole('alert').filter({ hasText: MESSAGE })).toBeVisible();
    await expect(participant.getByText('Posted Successfully')).toHaveCount(0);
    // Reading goes on, with the banner on every page of the area and on the public site.
    await participant.goto('/participant/posts/all');
    await expect(participant.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(participantBanner).toContainText(MESSAGE);
    expect(await axeFindings(participant)).toEqual([]);
    await participant.goto('/');
    await expect(participantBanner).toContainText(MESSAGE);

    await page.getByRole('button', { name: 'Turn maintenance mode off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn maintenance mode off?' })
      .getByRole('button', { name: 'Turn off', exact: true })
      .click();
    await expect(page.getByText('Maintenance mode is off', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0);

    // The participant's next page asks again: the banner has gone, and the save goes through.
    await participant.goto('/participant/posts/create');
    await expect(participantBanner).toHaveCount(0);
    await participant.getByLabel('Post Title', { exact: true }).fill('Written after maintenance');
    await participant.getByLabel('Course Name', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    await participant.getByLabel('Body', { exact: true }).fill('Saved this time.');
    await participant.getByRole('button', { name: 'Create Post' }).click();
    await expect(participant.getByText('Posted Successfully')).toBeVisible();
  } finally {
    await participantContext.close();
  }
});
