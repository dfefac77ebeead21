// The loading and failure states a page or an area shows while its data is not there.
// Plain Bootstrap markup: these sit in the entry chunk.

/**
 * A loading state as tall as the screen, for a page that will be taller than it once loaded: the footer stays
 * below the fold instead of jumping down when the content comes (a layout shift). 'below-lg' for a page that is
 * that tall only on narrower screens (the programme list). styles/app.css.
 */
export type FillPage = 'always' | 'below-lg';

export function fillPageClass(fill: FillPage): string {
  return fill === 'always' ? 'loading-fills-page' : 'loading-fills-page below-lg-only';
}

export function PageSpinner({ label = 'Loading....' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="text-center py-5" role="alert">
      <p className="mb-3">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
