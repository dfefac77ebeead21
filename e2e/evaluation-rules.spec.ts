// A course's evaluation rules (docs/features.md, Evaluations): a coordinator of course B (which the demo data leaves
// without rules) defines two components and a pass mark, saves them, and releases the first component's marks.
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { linkStartingWith, settled } from './work-area-screens.ts';

test('a coordinator defines two components, saves them and releases one', async ({ page, loginAs }) => {
  await loginAs('coordinator2');
  await page.goto(paths.coordinator.courses.path);
  await settled(page);
  const participants = await linkStartingWith(page, `${paths.coordinator.participants.path}?`);
  const courseId = Number(new URL(participants, 'http://x').searchParams.get('courseId'));
  await page.goto(paths.coordinator.evaluationRules.getHref(courseId));
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluation Rules' })).toBeVisible();

  await page.getByRole('button', { name: 'Define the rules' }).click();
  // A component's group is named after it: its name is typed last.
  const first = page.getByRole('group', { name: '1. Component 1' });
  await first.getByLabel('Maximum marks').fill('20');
  await first.getByLabel('Weight (%)').fill('40');
  await first.getByLabel('Name').fill('Coursework');
  await page.getByRole('button', { name: 'Add a component' }).click();
  const second = page.getByRole('group', { name: '2. Component 2' });
  await second.getByLabel('Weight (%)').fill('60');
  await second.getByLabel('Minimum').fill('40');
  await second.getByLabel('Name').fill('Final exam');
  await expect(page.getByText('Weights add up to 100 of 100')).toBeVisible();
  await page.getByLabel(/^Pass mark/).fill('50');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Evaluation rules saved.')).toBeVisible();

  const coursework = page.getByRole('group', { name: '1. Coursework' });
  await expect(coursework.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: '2. Final exam' }).getByLabel('Minimum')).toHaveValue('40');
  await expect(page.getByRole('button', { name: 'Release final result' })).toBeDisabled();

  await coursework.getByRole('button', { name: 'Release now: Coursework' }).click();
  await page.getByRole('dialog', { name: 'Release Coursework now' }).getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Marks released.')).toBeVisible();
  await expect(coursework.getByText('Released', { exact: true })).toBeVisible();
  await expect(coursework.getByRole('button', { name: 'Un-release Coursework' })).toBeVisible();
  await expect(page.getByText('Release every component first: not yet Final exam.')).toBeVisible();

  // The filled editor (the work-area walks see this course's empty state) on a 390 px phone: it fits the width
  // and axe finds nothing, also with the un-release dialog open.
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  // The toasts of the saves above closed (they are the page's messages, not the editor under test).
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(page)).toEqual([]);
  await coursework.getByRole('button', { name: 'Un-release Coursework' }).click();
  const dialog = page.getByRole('dialog', { name: 'Un-release Coursework' });
  await dialog.getByLabel('Reason').fill('Marked against the wrong key');
  // The dialog's opening transition over, focus inside it.
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Un-release' }).click();
  await expect(page.getByText('Release withdrawn.')).toBeVisible();
  await expect(page.getByText('Reason: Marked against the wrong key')).toBeVisible();
});
