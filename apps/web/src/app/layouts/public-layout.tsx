// The public layout (docs/features.md, Public site): top navigation with the login drawer, the page, the footer.

import { Outlet } from 'react-router';
import { MaintenanceBanner } from '#web/components/ui/maintenance-banner.tsx';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { useT } from '#web/i18n/use-t.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicNav } from './public-nav.tsx';

export function PublicLayout() {
  const t = useT(commonNs);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('skipToMain')}
      </a>
      <header>
        <PublicNav />
        <MaintenanceBanner />
      </header>
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <div className="container py-4">
          <Outlet />
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
