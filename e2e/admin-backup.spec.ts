// The admin console's overview shows the last-backup panel (decision 029): on a desktop and on a 390 px phone it fits
// the screen, says nightly backups are not set up on the e2e server (no BACKUP_DIR), and axe-core finds nothing.
import { axeFindings } from './axe.ts';
import { expect, test } from './fixtures.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the overview's last-backup panel at ${viewport.width} px`, async ({ page, loginAs }) => {
    await page.setViewportSize(viewport);
    await loginAs('admin');
    const panel = page.getByRole('region', { name: 'Last backup' });
    await expect(panel).toContainText(
      /Nightly backups are not set up \(BACKUP_DIR\)|No nightly backup has run yet|Started/,
    );
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    expect(await axeFindings(page)).toEqual([]);
  });
}
