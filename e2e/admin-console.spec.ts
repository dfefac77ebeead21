// The admin console's ground floor in Chromium: the admin signs in to the overview at /admin, follows its unread
// count to the inbox, marks a message read, and finds that change in the audit log.
import { expect, test } from './fixtures.ts';

test('the admin reads the inbox, marks a message read and finds the change in the audit log', async ({
  page,
  loginAs,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill('Inbox');
  await form.getByLabel('Last Name').fill('Tester');
  await form.getByLabel('Email').fill('inbox.tester@mail.test');
  await form.getByLabel('Message').fill('A question for the admin console test.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();

  await loginAs('admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const unread = page.getByRole('link', { name: /^Unread Messages: \d+$/ });
  await expect(unread).toBeVisible();
  await unread.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'inbox.tester@mail.test' });
  await expect(row.getByText('Unread')).toBeVisible();
  await row.getByRole('button', { name: 'Mark as read: message from Inbox Tester' }).click();
  await expect(page.getByText('Marked as read')).toBeVisible();
  // The overview's link opened the unread ones: the message leaves that list, and All shows it read.
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('What').selectOption('contact_message');
  const entry = page.getByRole('row').filter({ hasText: 'admin@demo.test' }).first();
  await expect(entry).toContainText('update');
  await entry.getByText('Before and after').click();
  await expect(entry.getByText('"read_at": null')).toBeVisible();
});
