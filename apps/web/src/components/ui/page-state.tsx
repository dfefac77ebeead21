// The loading and failure states a page or an area shows while its data is not there.
// Plain Bootstrap markup: these sit in the first load. Their two texts are in the page's language from the first
// paint, without waiting for the Bangla runtime (a spinner is what shows while it comes): both languages' catalogues
// are imported here, a few bytes, and nothing else of the i18n (docs/i18n.md, The budgets).
import type { Language } from '@portal/contract';
import bangla from '#web/i18n/catalogues/page-state.bn.ts';
import english from '#web/i18n/catalogues/page-state.en.ts';
import { useLanguage } from '#web/i18n/use-t.ts';

const TEXTS: Record<Language, typeof english> = { en: english, bn: bangla };

/**
 * The class of a box as tall as the screen (styles/app.css): the loading state of a page that will be taller than
 * the screen once loaded, so that the footer stays below the fold instead of jumping down when the content comes
 * (a layout shift).
 */
export const FILLS_PAGE_CLASS = 'fills-page';

export function PageSpinner({ label }: { label?: string }) {
  const texts = TEXTS[useLanguage()];
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? texts.loading}</span>
    </div>
  );
}

export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const texts = TEXTS[useLanguage()];
  return (
    <div className="text-center py-5" role="alert">
      <p className="mb-3">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {texts.retry}
        </button>
      )}
    </div>
  );
}
