// What the browser tests of the portal in Bangla share (docs/i18n.md): the English texts of given catalogues that a
// Bangla page must not show, a check of the page for them, and signing a demo account in with Bangla chosen (saved in
// its profile, so put back to English at the end: the demo accounts are shared by every spec); what overflows on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, signInThroughUi } from './fixtures.ts';

type Catalogue = { readonly [key: string]: string | Catalogue };

function texts(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

/**
 * The English texts of the given catalogues that a Bangla page must not show: each text's fixed part before its first
 * value put in (`{{name}}`), at least 3 characters, none in Bengali script (the switch's own label). `except` leaves
 * out texts that are also words people wrote (shown as written) or never shown as text.
 */
export function englishTexts(catalogues: readonly Catalogue[], except: readonly string[] = []): string[] {
  const skip = new Set(except);
  const all = catalogues
    .flatMap(texts)
    .map((text) => text.split(/\{\{[^}]*\}\}/)[0]?.trim() ?? '')
    .filter((text) => text.length >= 3 && !/[\u0980-\u09FF]/.test(text) && !skip.has(text));
  return [...new Set(all)];
}

/** How `englishOnScreen` reads the area, for screens that also show texts not of the catalogues. */
export interface OnScreenOptions {
  /** Parts of the area (a CSS selector) left out: texts the server makes in English, shown as they come. */
  readonly leaveOut?: string;
  /**
   * A text of one word ('Intake', 'Edit') counts only as a whole text of the page (a text node's whole text), not as a
   * word inside a longer one: for screens showing what people wrote, where such a word is also theirs ('January
   * Intake', shown as written). Texts of more words count anywhere.
   */
  readonly oneWordAsWhole?: boolean;
}

/**
 * The texts of `english` that are on screen: the body's rendered text, or only `within`'s (a part of the page whose
 * texts are translated, when the rest shows what people wrote or screens not yet translated).
 */
export async function englishOnScreen(
  page: Page,
  english: readonly string[],
  within?: Locator,
  options: OnScreenOptions = {},
): Promise<string[]> {
  const area = within ?? page.locator('body');
  const { leaveOut, oneWordAsWhole } = options;
  const shown = leaveOut
    ? // The area's text without the parts left out (a copy of it: the page itself stays as it is).
      await area.evaluate((element, selector) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const part of Array.from(copy.querySelectorAll(selector))) part.remove();
        return copy.textContent ?? '';
      }, leaveOut)
    : await area.innerText();
  if (!oneWordAsWhole) return english.filter((text) => shown.includes(text));
  const pieces = new Set(
    await area.evaluate((element, selector) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (selector && node.parentElement?.closest(selector)) continue;
        found.push(node.textContent?.trim() ?? '');
      }
      return found;
    }, leaveOut ?? ''),
  );
  return english.filter((text) => (/\s/.test(text) ? shown.includes(text) : pieces.has(text)));
}

/** Opens every page of this browser context in Bangla (the visitor's stored choice), from its first paint. */
export async function visitInBangla(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      if (!localStorage.getItem('portal-language')) localStorage.setItem('portal-language', 'bn');
    } catch {
      // A frame without storage (about:blank, a sandboxed frame): nothing to choose there.
    }
  });
}

/** A demo account: its e-mail and its role's home screen (fixtures.ts DEMO_ACCOUNTS). */
interface Account {
  readonly email: string;
  readonly home: string;
}

type Role = 'participant' | 'coordinator' | 'admin';

function roleOf(account: Account): Role {
  const first = account.home.split('/')[1];
  if (first === 'participant' || first === 'coordinator' || first === 'admin') return first;
  throw new Error(`no role for the home ${account.home}`);
}

/**
 * Chooses a language with the work area's switch on the screen shown, which saves it in the account's profile. Waits
 * for the area's menu first: it is there once the area's session is checked, and the switch then knows whose profile
 * to save the choice in.
 */
export async function chooseLanguage(page: Page, account: Account, language: 'en' | 'bn'): Promise<void> {
  // The visible top bar: while a screen suspends (a Bangla catalogue on its way), React keeps the frame it replaces
  // in the page, hidden, beside the one shown.
  const topBar = page.locator('.work-area-topbar:visible');
  await expect(topBar).toBeVisible();
  await expect(page.locator('.work-area-sidebar nav')).toBeAttached();
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/${roleOf(account)}/user/language`) && response.request().method() === 'PUT',
  );
  await topBar.getByRole('button', { name: language === 'bn' ? 'বাংলা' : 'English', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Signs the account in through the (English) sign-in form, then chooses Bangla with the area's switch, which saves it in
 * the profile. Pair with `backToEnglish` in a `finally` (or use `inBangla`).
 */
export async function signInInBangla(page: Page, password: string, account: Account): Promise<void> {
  await signInThroughUi(page, account.email, password, account.home);
  await chooseLanguage(page, account, 'bn');
}

/** Puts a signed-in account's saved language back to English (from its home screen). */
export async function backToEnglish(page: Page, account: Account): Promise<void> {
  await page.goto(account.home);
  await chooseLanguage(page, account, 'en');
}

/** Signs in in Bangla, runs `body`, and puts the account back to English whatever happened. */
export async function inBangla(
  page: Page,
  password: string,
  account: Account,
  body: () => Promise<void>,
): Promise<void> {
  await signInInBangla(page, password, account);
  try {
    await body();
  } finally {
    await backToEnglish(page, account);
  }
}

/**
 * What is clipped or overflows on the page now: every visible element holding text whose text is wider than its box
 * (or taller, where the box hides what overflows), or whose text sticks out of the window (unless a box between scrolls
 * sideways: a wide table's own scroll) or out of a box that hides what overflows; the page itself wider than the
 * window; a chart label longer than its column; a box in the main area that scrolls sideways. Over the whole page (the
 * frame and an open menu too). The dashboards (bangla-participant.spec.ts) and the coordinator's and admin's screens
 * (bangla-phone.spec.ts) on a phone.
 */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.add(`the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
    }
    const clips = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const scrollsSideways = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);
    // Hidden the visually-hidden way (a 1 px box clipped to nothing: the table's header row when the rows are cards).
    const clippedAway = (element: Element) => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const textNodes = Array.from(element.childNodes).filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (textNodes.length === 0) continue;
      if (element.closest('svg, script, style, details:not([open]), .visually-hidden, .visually-hidden-focusable')) {
        continue;
      }
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || clippedAway(element)) continue;
      const style = getComputedStyle(element);
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        found.add(`text wider than its box: ${name(element)}`);
      }
      if (clips(style) && element.clientHeight > 0 && element.scrollHeight > element.clientHeight + 1) {
        found.add(`text clipped in height: ${name(element)}`);
      }
      let inScroller = false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (scrollsSideways(getComputedStyle(box))) inScroller = true;
      }
      for (const node of textNodes) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0) continue;
        if (!inScroller && (text.left < -1 || text.right > window.innerWidth + 1)) {
          found.add(`text out of the window: ${name(element)}`);
        }
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (!clips(getComputedStyle(box))) continue;
          const frame = box.getBoundingClientRect();
          const outside =
            text.left < frame.left - 1 ||
            text.right > frame.right + 1 ||
            text.top < frame.top - 1 ||
            text.bottom > frame.bottom + 1;
          if (outside) found.add(`text cut by a box that hides overflow: ${name(element)}`);
        }
      }
    }
    // A box that scrolls sideways is the layout's own choice only where its rows are too wide for a phone on purpose;
    // on these screens none should have to (lists are cards on a phone): one that does hides text past its edge.
    for (const box of Array.from(document.querySelectorAll('main *'))) {
      if (!scrollsSideways(getComputedStyle(box)) || !box.checkVisibility()) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        found.add(`a box scrolls sideways (${box.scrollWidth} px in ${box.clientWidth}): ${name(box)}`);
      }
    }
    // A bar chart's labels sit in a column left of the bars (x = 0 up to the bars' start).
    for (const svg of Array.from(document.querySelectorAll('main svg'))) {
      const barStart = Math.min(
        ...Array.from(svg.querySelectorAll('rect')).map((rect) => Number(rect.getAttribute('x'))),
      );
      for (const label of Array.from(svg.querySelectorAll('text'))) {
        if (Number(label.getAttribute('x')) !== 0 || !Number.isFinite(barStart)) continue;
        const length = (label as SVGTextElement).getComputedTextLength();
        if (length > barStart - 2) found.add(`chart label longer than its column: "${label.textContent}"`);
      }
    }
    return [...found];
  });
}
