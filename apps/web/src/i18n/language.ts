// The page's language (docs/i18n.md): English or Bangla, one value for the whole app. A visitor's choice is kept in
// localStorage; a signed-in person's also in their profile (save-language.ts), which wins when is_logined answers it;
// the first visit follows the browser's languages (navigator.languages, what it sends as Accept-Language).
// `<html lang>` follows the choice. This module is in the first load of every page: it imports no i18next.
import { isLanguage, type Language } from '@portal/contract';
import Cookies from 'js-cookie';

/**
 * The localStorage key of a visitor's choice, and the name of the cookie that tells the server the same choice, so
 * that it sends a Bangla page's index.html with the Bangla first load's preloads (core/http/web-static.ts).
 */
export const LANGUAGE_STORAGE_KEY = 'portal-language';

/** The first of the browser's languages that the portal has; English when none is Bangla. */
export function languageOfBrowser(languages: readonly string[]): Language {
  const primary = languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
  return primary === 'bn' ? 'bn' : 'en';
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  return storedLanguage() ?? languageOfBrowser(navigator.languages ?? [navigator.language]);
}

let current: Language = initialLanguage();
const listeners = new Set<() => void>();

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  // Also the Bangla theme's switch (styles/app.css, `html:lang(bn)`): Noto Sans Bengali, text sized up slightly.
  document.documentElement.lang = language;
  // The page's language for the server too (a year, every path): it sends a Bangla page the Bangla preloads.
  Cookies.set(LANGUAGE_STORAGE_KEY, language, { expires: 365, sameSite: 'lax' });
}
applyToDocument(current);

export function getLanguage(): Language {
  return current;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `language` the page's language and remembers it in this browser. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  if (language === current) return;
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** Tests: back to the first-visit language of the given browser languages, nothing stored. */
export function resetLanguageForTests(browserLanguages: readonly string[] = ['en']): void {
  try {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // no storage
  }
  current = languageOfBrowser(browserLanguages);
  applyToDocument(current);
  for (const listener of listeners) listener();
}
