// The participant's Results (docs/features.md, Results) on the built portal with the demo data: participant@demo.test
// sees course C's released result (Pass) and course A's released component while its Draft one says 'Not released
// yet'; the transcript prints without the work area's chrome. Axe and the 390 px layout are checked with every other
// screen (axe-work-areas.spec.ts, phone.spec.ts, through work-area-screens.ts).
import { axeFindings } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { settled } from './work-area-screens.ts';

test.describe('participant Results', () => {
  test('shows the released results and nothing unreleased', async ({ page, loginAs }) => {
    await loginAs('participant');
    await page.getByRole('navigation', { name: 'Participant menu' }).getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL('/participant/results');
    await settled(page);

    const courseC = page.getByRole('article', { name: /\(CEAML-2025\)$/ });
    await expect(courseC).toContainText('Total: 73.1 / 100');
    await expect(courseC.getByText('Pass', { exact: true })).toBeVisible();
    await expect(courseC).toContainText('CEAML-25-014');

    const courseA = page.getByRole('article', { name: /\(CEAML-2026\)$/ });
    const rows = courseA.getByRole('row');
    await expect(rows.filter({ hasText: 'Assignment 1' })).toContainText('16.5 / 20');
    await expect(rows.filter({ hasText: 'Final exam' })).toContainText('Not released yet');
    // The Draft final exam's mark (71) and its feedback never reach the page.
    await expect(courseA).not.toContainText('71');
    await expect(courseA).not.toContainText('Draft: strong on typologies');
    await expect(courseA).toContainText('Results not published yet');
    await expect(courseA).toContainText('What you still need');
    expect(await axeFindings(page)).toEqual([]);
  });

  test('prints a transcript: the sidebar and top bar hidden, the institute and the participant named', async ({
    page,
    loginAs,
  }) => {
    await loginAs('participant');
    await page.goto('/participant/results');
    await settled(page);
    const button = page.getByRole('button', { name: 'Print transcript' });
    await expect(button).toBeVisible();
    // The transcript's header is for print only.
    await expect(page.getByText('Institute of Bank Management', { exact: true }).first()).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.work-area-aside')).toBeHidden();
    await expect(page.locator('.work-area-topbar')).toBeHidden();
    await expect(button).toBeHidden();
    await expect(page.getByText('Transcript', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Participant: \S+/)).toBeVisible();
    // Released results only: the Draft component's row and the advice for a running course are not printed.
    await expect(page.getByRole('row', { name: /Final exam.*Not released yet/ })).toBeHidden();
    await expect(page.getByText('What you still need', { exact: false })).toBeHidden();
    await expect(page.getByRole('article', { name: /\(CEAML-2025\)$/ })).toContainText('Total: 73.1 / 100');
  });
});
