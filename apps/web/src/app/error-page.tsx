// The router's fallback for anything a route throws (a failed lazy chunk after a deploy, a render error);
// router.tsx's error boundary passes what was thrown. Its texts are in the 'common' namespace (the entry's).

import { isRouteErrorResponse } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { useT } from '#web/i18n/use-t.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function ErrorPage({ error }: { error: unknown }) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useT(commonNs);
  usePageTitle(isNotFound ? paths.notFound.title : t('error.title'));
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h2 mb-3">{isNotFound ? t('error.notFound') : t('error.failed')}</h1>
      {!isNotFound && <p>{t('error.reloadHelps')}</p>}
      <div className="d-flex justify-content-center gap-2">
        {!isNotFound && (
          <button type="button" className="btn btn-outline-primary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        )}
        {/* A full page load on purpose: the app's state may be what failed. */}
        <a href={paths.home.path} className="btn btn-primary">
          {t('error.backHome')}
        </a>
      </div>
    </main>
  );
}
