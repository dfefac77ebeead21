// A route's page whose screen is a lazy chunk: the page title, and a spinner until the chunk is there. A work-area
// page also shows its title as the heading; a public page's spinner keeps the page's height (.loading-fills-page).
import { type ReactElement, Suspense } from 'react';
import { usePageTitle } from '#web/lib/title.ts';
import { PageSpinner } from './page-state.tsx';

interface LazyPageProps {
  title: string;
  screen: ReactElement;
  /** Show the title as the page's heading (work areas). */
  heading?: boolean;
  /** What the spinner says to a screen reader. */
  spinnerLabel?: string;
}

export function LazyPage({ title, screen, heading = false, spinnerLabel }: LazyPageProps) {
  usePageTitle(title);
  return (
    <>
      {heading && <h1 className="h3 mb-4">{title}</h1>}
      <Suspense
        fallback={
          heading ? (
            <PageSpinner label={spinnerLabel} />
          ) : (
            <div className="loading-fills-page">
              <PageSpinner label={spinnerLabel} />
            </div>
          )
        }
      >
        {screen}
      </Suspense>
    </>
  );
}
