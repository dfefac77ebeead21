// A route's page whose screen is a lazy chunk: the page title (in the page's language), and a spinner until the chunk
// is there. A work-area page also shows its title as the heading.
import { type ReactElement, Suspense } from 'react';
import { usePageTitle } from '#web/lib/title.ts';
import { FILLS_PAGE_CLASS, PageSpinner } from './page-state.tsx';

interface LazyPageProps {
  title: string;
  screen: ReactElement;
  /** Show the title as the page's heading (work areas). */
  heading?: boolean;
  /** What the spinner says to a screen reader. */
  spinnerLabel?: string;
  /** The spinner keeps the screen's height (a page taller than the screen once loaded: no layout shift). */
  fillPage?: boolean;
}

export function LazyPage({ title, screen, heading = false, spinnerLabel, fillPage }: LazyPageProps) {
  const shown = usePageTitle(title);
  return (
    <>
      {heading && <h1 className="h3 mb-4">{shown}</h1>}
      <Suspense
        fallback={
          fillPage ? (
            <div className={FILLS_PAGE_CLASS}>
              <PageSpinner label={spinnerLabel} />
            </div>
          ) : (
            <PageSpinner label={spinnerLabel} />
          )
        }
      >
        {screen}
      </Suspense>
    </>
  );
}
