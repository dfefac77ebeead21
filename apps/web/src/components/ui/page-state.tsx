// The loading and failure states a page or an area shows while its data is not there.
// Plain Bootstrap markup: these sit in the entry chunk.

/**
 * The class of a box as tall as the screen (styles/app.css): the loading state of a page that will be taller than
 * the screen once loaded, so that the footer stays below the fold instead of jumping down when the content comes
 * (a layout shift).
 */
export const FILLS_PAGE_CLASS = 'fills-page';

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
