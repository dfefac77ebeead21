// The mobile menu (below lg): a panel titled 'Menu', with the links of the desktop bar (Certification Program to
// /courses, Contact Us to /contact), FAQ and an 'Other Services' entry, found only in this menu, as placeholders
// marked 'coming soon' (docs/decisions/018-phone-layouts.md).

import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router';
import { ChevronIcon } from '#web/components/ui/icons.tsx';
import { PlaceholderLink } from '#web/components/ui/placeholder-link.tsx';
import { paths } from '#web/config/paths.ts';
import { ABOUT_US, ABOUT_US_EXTERNAL } from './public-menu.ts';

export function PublicMobileMenu({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [isAboutOpen, setAboutOpen] = useState(false);
  return (
    <Offcanvas
      id="public-mobile-menu"
      show={show}
      onHide={onHide}
      placement="start"
      aria-labelledby="public-mobile-menu-title"
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title as="h2" id="public-mobile-menu-title" className="h5">
          Menu
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label="Mobile">
          <ul className="nav flex-column mobile-menu">
            <li className="nav-item">
              <NavLink to={paths.home.path} end className="nav-link" onClick={onHide}>
                Home
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
                About Us
                <ChevronIcon size={16} className={isAboutOpen ? 'rotate-180' : undefined} />
              </button>
              <ul id="mobile-about-us" className="nav flex-column ps-3" hidden={!isAboutOpen}>
                {ABOUT_US.map((item) => (
                  <li key={item.to} className="nav-item">
                    <NavLink to={item.to} className="nav-link" onClick={onHide}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {ABOUT_US_EXTERNAL.map((item) => (
                  <li key={item.href} className="nav-item">
                    <a href={item.href} target="_blank" rel="noopener noreferrer" className="nav-link">
                      {item.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            <li className="nav-item">
              <NavLink to={paths.courses.path} className="nav-link" onClick={onHide}>
                Certification Program
              </NavLink>
            </li>
            <li className="nav-item">
              <PlaceholderLink className="nav-link">FAQ</PlaceholderLink>
            </li>
            <li className="nav-item">
              <NavLink to={paths.contact.path} className="nav-link" onClick={onHide}>
                Contact Us
              </NavLink>
            </li>
            <li className="nav-item">
              <PlaceholderLink className="nav-link">Other Services</PlaceholderLink>
            </li>
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
