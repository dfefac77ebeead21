// axe-core as the browser tests run it: every rule it has, its experimental ones too, whatever the impact, but for
// the few that only test WCAG's AAA level (enhanced contrast of 7:1 fails Bootstrap's palette everywhere; the
// portal aims at AA). Used by axe-work-areas.spec.ts (every screen on a desktop) and phone.spec.ts (at 390 px).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore from 'axe-core';

/** Every rule of axe-core (those it leaves off by default and the experimental ones too) but the AAA-only ones. */
const RULES = axeCore
  .getRules()
  .filter((rule) => !rule.tags.includes('wcag2aaa'))
  .map((rule) => rule.ruleId);

/** The rules axe-core runs by itself: no experimental one. */
const STANDARD_RULES = axeCore
  .getRules()
  .filter((rule) => !rule.tags.includes('wcag2aaa') && !rule.tags.includes('experimental'))
  .map((rule) => rule.ruleId);

/**
 * axe-core's findings on the page as it is now, one line each: rule, impact, what it says, where. Every rule, or
 * with `{ experimental: false }` those axe-core does not call experimental.
 */
export async function axeFindings(page: Page, { experimental = true } = {}): Promise<string[]> {
  const enabled = Object.fromEntries((experimental ? RULES : STANDARD_RULES).map((rule) => [rule, { enabled: true }]));
  // A toast fading in or out is measured at its final colours: axe reads a half-transparent one's contrast as too low.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('.Toastify__toast')).every(
        (toast) => getComputedStyle(toast).opacity === '1',
      ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).options({ rules: enabled }).analyze();
  // A toast is react-toastify's own markup: focusable (tabindex 0, so that focus pauses it) with role "alert", which
  // the experimental focus-order-semantics rule wants to be a widget's role; giving it one would end its announcement.
  // That one finding on a toast is left out; every other rule still checks it (its contrast among them).
  const targets = results.violations.flatMap((violation) =>
    violation.id === 'focus-order-semantics' ? violation.nodes.map((node) => node.target.join(' ')) : [],
  );
  const toasts = new Set(
    await page.evaluate(
      (selectors) =>
        selectors.filter((selector) => document.querySelector(selector)?.classList.contains('Toastify__toast')),
      targets,
    ),
  );
  return results.violations.flatMap((violation) => {
    const nodes = violation.nodes.filter(
      (node) => violation.id !== 'focus-order-semantics' || !toasts.has(node.target.join(' ')),
    );
    if (nodes.length === 0) return [];
    return [
      `${violation.id} (${violation.impact}): ${violation.help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ];
  });
}
