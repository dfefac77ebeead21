// The public top navigation: desktop menu, the mobile 'Menu' panel, and the Login button or the user menu.
// Plain Bootstrap markup, with the overlays (menu panel, login drawer, user menu) loaded on first use so that
// the home page stays small.

import { INSTITUTE } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import logoUrl from '#web/assets/logo.svg';
import { DisclosureMenu } from '#web/components/ui/disclosure-menu.tsx';
import { MenuIcon } from '#web/components/ui/icons.tsx';
import { PlaceholderLink } from '#web/components/ui/placeholder-link.tsx';
import { paths } from '#web/config/paths.ts';
import { LoginDrawer, preloadLoginDrawer, UserMenu, useLoggedInUser } from '#web/features/auth/public-bar.ts';
import { LanguageSwitch } from '#web/i18n/language-switch.tsx';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { roleOfUserTypeName, useSavedLanguage } from '#web/i18n/save-language.ts';
import { useT } from '#web/i18n/use-t.ts';
import { RETURN_PARAM } from '#web/lib/session.ts';
import { ABOUT_US, ABOUT_US_EXTERNAL } from './public-menu.ts';

const PublicMobileMenu = lazy(() =>
  import('./public-mobile-menu.tsx').then((module) => ({ default: module.PublicMobileMenu })),
);

/** True from the first time `isOpen` was true: an overlay stays mounted afterwards, to animate its closing. */
function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened;
}

export function PublicNav() {
  const [params, setParams] = useSearchParams();
  // A work-area address opened signed out (or a session lost there) comes back as '/?return_to=…': the drawer
  // opens by itself, and signing in goes back there (sign-in.ts).
  const returnTo = params.get(RETURN_PARAM);
  const [isLoginOpen, setLoginOpen] = useState(returnTo !== null);
  const [askedFor, setAskedFor] = useState(returnTo);
  if (returnTo !== askedFor) {
    setAskedFor(returnTo);
    if (returnTo !== null) setLoginOpen(true);
  }
  const closeLogin = () => {
    setLoginOpen(false);
    if (returnTo !== null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RETURN_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  const [isMenuOpen, setMenuOpen] = useState(false);
  const hasLoginDrawer = useHasOpened(isLoginOpen);
  const hasMobileMenu = useHasOpened(isMenuOpen);
  const { user } = useLoggedInUser();
  useSavedLanguage(user?.language);
  const t = useT(publicNs);
  const tc = useT(commonNs);

  return (
    <>
      <nav className="navbar navbar-expand-lg public-nav py-2" data-bs-theme="dark" aria-label={t('nav.label')}>
        <div className="container">
          <Link to={paths.home.path} className="navbar-brand py-0">
            <img src={logoUrl} alt={t('nav.homeLogo', { name: INSTITUTE.name })} width={143} height={40} />
          </Link>

          <ul className="navbar-nav d-none d-lg-flex me-auto">
            <li className="nav-item">
              <NavLink to={paths.home.path} end className="nav-link">
                {t('nav.home')}
              </NavLink>
            </li>
            <li className="nav-item">
              <DisclosureMenu label={t('nav.aboutUs')}>
                {ABOUT_US.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="dropdown-item">
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <hr className="dropdown-divider" />
                </li>
                {ABOUT_US_EXTERNAL.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} target="_blank" rel="noopener noreferrer" className="dropdown-item">
                      {t(item.label)}
                      <span className="visually-hidden">{tc('opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </DisclosureMenu>
            </li>
            <li className="nav-item">
              <NavLink to={paths.courses.path} className="nav-link">
                {t('nav.certificationProgram')}
              </NavLink>
            </li>
            <li className="nav-item">
              <PlaceholderLink className="nav-link">{t('nav.faq')}</PlaceholderLink>
            </li>
            <li className="nav-item">
              <NavLink to={paths.contact.path} className="nav-link">
                {t('nav.contactUs')}
              </NavLink>
            </li>
          </ul>

          <div className="d-flex align-items-center gap-2 ms-auto">
            <LanguageSwitch signedInAs={user ? roleOfUserTypeName(user.user_type) : undefined} />
            {user ? (
              <Suspense fallback={<span className="text-white">{user.name}</span>}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <button
                type="button"
                className="btn btn-light"
                onClick={() => setLoginOpen(true)}
                onPointerEnter={preloadLoginDrawer}
                onFocus={preloadLoginDrawer}
                aria-haspopup="dialog"
              >
                {t('nav.login')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-outline-light d-lg-none d-flex align-items-center gap-1"
              onClick={() => setMenuOpen(true)}
              aria-controls="public-mobile-menu"
              aria-expanded={isMenuOpen}
              aria-haspopup="dialog"
            >
              <MenuIcon size={18} />
              {tc('menu')}
            </button>
          </div>
        </div>
      </nav>

      <Suspense fallback={null}>
        {hasMobileMenu && <PublicMobileMenu show={isMenuOpen} onHide={() => setMenuOpen(false)} />}
        {hasLoginDrawer && <LoginDrawer show={isLoginOpen} onHide={closeLogin} />}
      </Suspense>
    </>
  );
}
