// The mobile menu (below lg): a panel titled 'Menu', with the links of the desktop bar (Certification Program to
// /courses, Contact Us to /contact), FAQ and an 'Other Services' entry, found only in this menu, as placeholders
// marked 'coming soon' (docs/decisions/018-phone-layouts.md).

import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router';
import { ChevronIcon } from '#web/components/ui/icons.tsx';
import { PlaceholderLink } from '#web/components/ui/placeholder-link.tsx';
import { paths } from '#web/config/paths.ts';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ABOUT_US, ABOUT_US_EXTERNAL } from './public-menu.ts';

export function PublicMobileMenu({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [isAboutOpen, setAboutOpen] = useState(false);
  const t = useT(publicNs);
  const tc = useT(commonNs);
  return (
    <Offcanvas
      id="public-mobile-menu"
      show={show}
      onHide={onHide}
      placement="start"
      aria-labelledby="public-mobile-menu-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('nav.closeMenu')}>
        <Offcanvas.Title as="h2" id="public-mobile-menu-title" className="h5">
          {tc('menu')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={t('nav.mobile')}>
          <ul className="nav flex-column mobile-menu">
            <li className="nav-item">
              <NavLink to={paths.home.path} end className="nav-link" onClick={onHide}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li className="nav-item">
              <button
                type="button"
                className="nav-link d-flex align-items-center gap-1 w-100 text-start"
                aria-expanded={isAboutOpen}
                aria-controls="mobile-about-us"
                onClick={() => setAboutOpen((open) => !open)}
              >
                {t('nav.aboutUs')}
                <ChevronIcon size={16} className={isAboutOpen ? 'rotate-180' : undefined} />
              </button>
              <ul id="mobile-about-us" className="nav flex-column ps-3" hidden={!isAboutOpen}>
                {ABOUT_US.map((item) => (
                  <li key={item.to} className="nav-item">
                    <NavLink to={item.to} className="nav-link" onClick={onHide}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
                {ABOUT_US_EXTERNAL.map((item) => (
                  <li key={item.href} className="nav-item">
                    <a href={item.href} target="_blank" rel="noopener noreferrer" className="nav-link">
                      {t(item.label)}
                      <span className="visually-hidden">{tc('opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            <li className="nav-item">
              <NavLink to={paths.courses.path} className="nav-link" onClick={onHide}>
                {t('nav.certificationProgram')}
              </NavLink>
            </li>
            <li className="nav-item">
              <PlaceholderLink className="nav-link">{t('nav.faq')}</PlaceholderLink>
            </li>
            <li className="nav-item">
              <NavLink to={paths.contact.path} className="nav-link" onClick={onHide}>
                {t('nav.contactUs')}
              </NavLink>
            </li>
            <li className="nav-item">
              <PlaceholderLink className="nav-link">{t('nav.otherServices')}</PlaceholderLink>
            </li>
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
