// docs/security.md AU4 in a real Chromium: a password can be pasted into the sign-in form's password field (password
// managers and long passphrases rely on it). The password goes through the system clipboard and Ctrl+V, and a synthetic
// paste event must not be cancelled by any handler on its way (field, form or React's root).
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginDrawer, test } from './fixtures.ts';

test('AU4: a password pasted from the clipboard into the sign-in form signs the participant in', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
  const drawer = loginDrawer(page);
  await drawer.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.participant.email);
  const password = drawer.getByLabel('Password', { exact: true });

  // Nothing cancels a paste: dispatchEvent answers false when a handler called preventDefault.
  const notCancelled = await password.evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'x');
    return input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  expect(notCancelled, 'a paste handler cancelled the paste').toBe(true);
  await expect(password).toHaveValue('');

  // The real thing: the password on the clipboard, Ctrl+V in the field.
  await page.evaluate((text) => navigator.clipboard.writeText(text), DEMO_PASSWORD);
  await password.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(password).toHaveValue(DEMO_PASSWORD);

  await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/participant/dashboard');
});
