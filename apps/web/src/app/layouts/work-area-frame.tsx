// The frame the work areas share: the sidebar's column, the top bar (Menu button, logo), the main region and the
// footer. An area layout's Suspense (router.tsx) and the role gate show it with a spinner in its main region while
// the area's code, or its role check, is on the way (`WorkAreaLoading`): it comes with the entry's own code, so the
// area's frame paints as early as the home page, instead of a bare spinner until the area's chunk has arrived. The
// area's shell (work-area-layout.tsx) then renders the same frame with the sidebar in its column and the Menu
// button enabled: the same boxes, nothing moves (e2e/dashboards.spec.ts measures it).

import { formatNumber, INSTITUTE } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import logoUrl from '#web/assets/logo.svg';
import { MenuIcon } from '#web/components/ui/icons.tsx';
import { MaintenanceBanner } from '#web/components/ui/maintenance-banner.tsx';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { LanguageSwitch } from '#web/i18n/language-switch.tsx';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import type { SignedInRole } from '#web/i18n/save-language.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

/** What the Menu button opens (below lg the sidebar is an off-canvas panel). */
interface SidebarToggle {
  sidebarId: string;
  isOpen: boolean;
  onOpen: () => void;
}

interface WorkAreaFrameProps {
  /** The sidebar, in its column; none while the area loads. */
  sidebar?: ReactNode;
  /** Without it the Menu button is shown disabled: there is no sidebar to open yet. */
  toggle?: SidebarToggle;
  /** What the header shows at its end once the area is there (the notifications bell). */
  actions?: ReactNode;
  /** The signed-in person's role once the area is there: the language switch saves their choice. */
  signedInAs?: SignedInRole;
  children: ReactNode;
}

export function WorkAreaFrame({ sidebar, toggle, actions, signedInAs, children }: WorkAreaFrameProps) {
  const t = useT(commonNs);
  // The year in running text: Bengali digits on a Bangla page, as the public footer writes it.
  const year = formatNumber(useLanguage(), new Date().getFullYear(), { useGrouping: false });
  return (
    <div className="work-area d-lg-flex min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('skipToMain')}
      </a>
      <div className="work-area-aside">{sidebar}</div>

      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <header className="work-area-topbar d-flex align-items-center gap-3 px-3 py-2">
          {/* Bootstrap's button markup, as react-bootstrap's Button writes it, so that the frame needs no more code. */}
          <button
            type="button"
            className="btn btn-outline-light btn-sm d-lg-none d-flex align-items-center gap-1"
            onClick={toggle?.onOpen}
            disabled={!toggle}
            aria-controls={toggle?.sidebarId}
            aria-expanded={toggle ? toggle.isOpen : undefined}
          >
            <MenuIcon size={18} />
            {t('menu')}
          </button>
          <Link to={paths.home.path} className="d-inline-flex">
            <img src={logoUrl} alt={t('publicSiteLogo', { name: INSTITUTE.name })} width={115} height={32} />
          </Link>
          {actions}
          <LanguageSwitch
            signedInAs={signedInAs}
            className={`btn btn-outline-light btn-sm${actions ? '' : ' ms-auto'}`}
          />
        </header>
        <MaintenanceBanner />
        <main id="main" className="flex-grow-1 px-3 py-4 px-lg-4" tabIndex={-1}>
          {children}
        </main>
        <footer className="work-area-footer px-3 py-2 small">
          © {year} {INSTITUTE.name}
        </footer>
      </div>
    </div>
  );
}

/** A work area while its code or its role check is on the way. */
export function WorkAreaLoading() {
  return (
    <WorkAreaFrame>
      <PageSpinner />
    </WorkAreaFrame>
  );
}
