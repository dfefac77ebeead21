// The shell of the participant, coordinator and admin areas (spec part 1 section 2, part 2 section 2): nothing but a
// spinner until the role's session check has answered 200, then the sidebar and the routed page. Below lg the
// sidebar is an off-canvas panel opened by the Menu button and closed by its overlay or close button.

import { INSTITUTE } from '@portal/contract';
import { Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, Outlet } from 'react-router';
import logoUrl from '#web/assets/logo.svg';
import { MenuIcon } from '#web/components/ui/icons.tsx';
import { isPasswordRole, ResetPasswordModal, type Role, RoleGate } from '#web/features/auth/index.ts';
import { paths } from '../paths.ts';
import { AdminSidebarHeader, type SidebarEntry, SidebarHeader, SidebarNav } from './area-sidebar.tsx';

interface WorkAreaLayoutProps {
  userRole: Role;
  /** 'Participant', 'Coordinator' or 'Admin': names the menu for assistive technology. */
  areaName: string;
  entries: readonly SidebarEntry[];
}

export function WorkAreaLayout(props: WorkAreaLayoutProps) {
  return (
    <RoleGate userRole={props.userRole}>
      <WorkAreaShell {...props} />
    </RoleGate>
  );
}

function WorkAreaShell({ userRole, areaName, entries }: WorkAreaLayoutProps) {
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  // The Reset Password modal (a lazy chunk with the form library and zod) is mounted when first opened, then kept
  // (what was typed survives closing). Mounted at once, it held the whole area's first paint until its chunk came.
  const [isPasswordMounted, setPasswordMounted] = useState(false);
  const closeSidebar = () => setSidebarOpen(false);
  const sidebarId = `${userRole}-sidebar`;

  return (
    <div className="work-area d-lg-flex min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <div className="work-area-aside">
        <Offcanvas
          id={sidebarId}
          responsive="lg"
          placement="start"
          show={isSidebarOpen}
          onHide={closeSidebar}
          className="work-area-sidebar"
          aria-labelledby={`${sidebarId}-title`}
        >
          <Offcanvas.Header closeButton closeVariant="white" closeLabel="Close menu">
            <Offcanvas.Title as="h2" id={`${sidebarId}-title`} className="h5">
              {areaName} menu
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="flex-column p-0 w-100">
            {/* A named region, so that the user's name and links sit in a landmark like the rest (axe 'region'). */}
            <section aria-label="Your account">
              {isPasswordRole(userRole) ? (
                <SidebarHeader
                  userRole={userRole}
                  onNavigate={closeSidebar}
                  onResetPassword={() => {
                    closeSidebar();
                    setPasswordMounted(true);
                    setPasswordOpen(true);
                  }}
                />
              ) : (
                <AdminSidebarHeader />
              )}
            </section>
            <nav aria-label={`${areaName} menu`}>
              <SidebarNav entries={entries} onNavigate={closeSidebar} />
            </nav>
          </Offcanvas.Body>
        </Offcanvas>
      </div>

      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <header className="work-area-topbar d-flex align-items-center gap-3 px-3 py-2">
          <Button
            variant="outline-light"
            size="sm"
            className="d-lg-none d-flex align-items-center gap-1"
            onClick={() => setSidebarOpen(true)}
            aria-controls={sidebarId}
            aria-expanded={isSidebarOpen}
          >
            <MenuIcon size={18} />
            Menu
          </Button>
          <Link to={paths.home.path} className="d-inline-flex">
            <img src={logoUrl} alt={`${INSTITUTE.name}: public site`} width={115} height={32} />
          </Link>
        </header>
        <main id="main" className="flex-grow-1 px-3 py-4 px-lg-4" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="work-area-footer px-3 py-2 small">
          © {new Date().getFullYear()} {INSTITUTE.name}
        </footer>
      </div>

      {isPasswordRole(userRole) && isPasswordMounted && (
        <Suspense fallback={null}>
          <ResetPasswordModal userRole={userRole} show={isPasswordOpen} onHide={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
