// The page's language (docs/i18n.md, Choosing the language): the first visit follows the browser's languages, the
// switch changes <html lang> and the texts and remembers the choice in this browser; the English reader puts values,
// numbers and plural forms in as i18next does for Bangla.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from './interpolate.ts';
import { LANGUAGE_STORAGE_KEY, languageOfBrowser, resetLanguageForTests, setLanguage } from './language.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { publicNs } from './namespaces/public.ts';
import { useT } from './use-t.ts';

afterEach(() => resetLanguageForTests());

describe('the first visit', () => {
  it('follows the first of the browser languages the portal has', () => {
    expect(languageOfBrowser(['bn-BD', 'en-US'])).toBe('bn');
    expect(languageOfBrowser(['fr-FR', 'bn'])).toBe('bn');
    expect(languageOfBrowser(['en-GB', 'bn'])).toBe('en');
    expect(languageOfBrowser(['fr-FR'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
  });
});

describe("the page's language for the server", () => {
  it('is in the portal-language cookie, so that a Bangla page is sent with its preloads', () => {
    setLanguage('bn');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=bn`);
    setLanguage('en');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=en`);
    expect(document.cookie).not.toContain(`${LANGUAGE_STORAGE_KEY}=bn`);
  });
});

function Home() {
  const t = useT(publicNs);
  return <h1>{t('nav.home')}</h1>;
}

describe('the language switch', () => {
  it('shows the page in Bangla, sets <html lang> and remembers the choice, and back', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <LanguageSwitch />
        <Home />
      </Suspense>,
    );
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');

    await act(async () => screen.getByRole('button', { name: 'বাংলা' }).click());
    expect(await screen.findByRole('heading', { name: 'হোম' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    const back = screen.getByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');

    await act(async () => back.click());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('the English reader', () => {
  it('puts values, numbers and plural forms in', () => {
    const catalogue = {
      greet: 'Hello {{name}}',
      file_one: '{{count, number}} file',
      file_other: '{{count, number}} files',
    };
    expect(translate('en', catalogue, 'greet', { name: 'Rina' })).toBe('Hello Rina');
    expect(translate('en', catalogue, 'file', { count: 1 })).toBe('1 file');
    expect(translate('en', catalogue, 'file', { count: 1200 })).toBe('1,200 files');
    // Bangla's `one` covers 0.
    expect(translate('bn', { x_one: '{{count, number}}টি (one)', x_other: 'other' }, 'x', { count: 0 })).toBe(
      '০টি (one)',
    );
    expect(translate('en', catalogue, 'missing')).toBe('missing');
  });
});
