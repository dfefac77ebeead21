// The shell of the participant, coordinator and admin areas: the area's frame with a spinner (work-area-frame.tsx)
// until the role's session check has answered 200, then the sidebar and the routed page in the same frame. Below lg the
// sidebar is an off-canvas panel opened by the Menu button and closed by its overlay or close button.

import { Suspense, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Outlet } from 'react-router';
import { isPasswordRole, ResetPasswordModal, type Role, RoleGate } from '#web/features/auth/index.ts';
import { NotificationBell } from '#web/features/notifications/bell.tsx';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { AdminSidebarHeader, type SidebarEntry, SidebarHeader, SidebarNav } from './area-sidebar.tsx';
import { WorkAreaFrame, WorkAreaLoading } from './work-area-frame.tsx';

const AREA_KEYS = {
  Participant: 'area.participant',
  Coordinator: 'area.coordinator',
  Admin: 'area.admin',
} as const;

interface WorkAreaLayoutProps {
  userRole: Role;
  /** 'Participant', 'Coordinator' or 'Admin': names the menu for assistive technology (its text in the page's language). */
  areaName: 'Participant' | 'Coordinator' | 'Admin';
  entries: readonly SidebarEntry[];
}

export function WorkAreaLayout(props: WorkAreaLayoutProps) {
  return (
    <RoleGate userRole={props.userRole} pending={<WorkAreaLoading />}>
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
  const t = useT(frameNs);
  const menuName = t('area.menu', { area: t(AREA_KEYS[areaName]) });

  return (
    <>
      <WorkAreaFrame
        toggle={{ sidebarId, isOpen: isSidebarOpen, onOpen: () => setSidebarOpen(true) }}
        actions={isPasswordRole(userRole) ? <NotificationBell area={userRole} /> : undefined}
        signedInAs={userRole}
        sidebar={
          <Offcanvas
            id={sidebarId}
            responsive="lg"
            placement="start"
            show={isSidebarOpen}
            onHide={closeSidebar}
            className="work-area-sidebar"
            aria-labelledby={`${sidebarId}-title`}
          >
            <Offcanvas.Header closeButton closeVariant="white" closeLabel={t('area.closeMenu')}>
              <Offcanvas.Title as="h2" id={`${sidebarId}-title`} className="h5">
                {menuName}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="flex-column p-0 w-100">
              {/* A named region, so that the user's name and links sit in a landmark like the rest (axe 'region'). */}
              <section aria-label={t('area.yourAccount')}>
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
              <nav aria-label={menuName}>
                <SidebarNav entries={entries} onNavigate={closeSidebar} />
              </nav>
            </Offcanvas.Body>
          </Offcanvas>
        }
      >
        <Outlet />
      </WorkAreaFrame>

      {isPasswordRole(userRole) && isPasswordMounted && (
        <Suspense fallback={null}>
          <ResetPasswordModal userRole={userRole} show={isPasswordOpen} onHide={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
