// The router's fallback for anything a route throws (a failed lazy chunk after a deploy, a render error);
// router.tsx's error boundary passes what was thrown.

import { isRouteErrorResponse } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function ErrorPage({ error }: { error: unknown }) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(isNotFound ? paths.notFound.title : 'Error');
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h2 mb-3">{isNotFound ? '404 Error. Page Not Found' : 'Something Went Wrong!'}</h1>
      {!isNotFound && <p>The page could not be shown. Reloading usually helps.</p>}
      <div className="d-flex justify-content-center gap-2">
        {!isNotFound && (
          <button type="button" className="btn btn-outline-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
        {/* A full page load on purpose: the app's state may be what failed. */}
        <a href={paths.home.path} className="btn btn-primary">
          Back to Home
        </a>
      </div>
    </main>
  );
}
