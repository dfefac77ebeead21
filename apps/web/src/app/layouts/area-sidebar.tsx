// The sidebar of a work area: the user header (avatar, name, profile / reset password / logout) and the menu.

import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronIcon, KeyIcon, LogoutIcon, UserIcon } from '#web/components/ui/icons.tsx';
import { PASSWORD_ROLES, type PasswordRole, type Role, useLoggedInUser, useLogout } from '#web/features/auth/index.ts';
import { useSidebarUser } from '#web/features/profile/index.ts';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';

/** A menu entry: a link, an entry without a target yet (spec placeholders), or a group of entries. */
export type SidebarEntry =
  | { label: string; to: string /** Active only on exactly this path (an area's home). */; end?: boolean }
  | { label: string; placeholder: true }
  | { label: string; group: readonly SidebarEntry[] };

/** The entries with their labels (keys of a namespace) in the page's language. */
export function translated(entries: readonly SidebarEntry[], t: (key: string) => string): SidebarEntry[] {
  return entries.map((entry) =>
    'group' in entry
      ? { ...entry, label: t(entry.label), group: translated(entry.group, t) }
      : { ...entry, label: t(entry.label) },
  );
}

interface SidebarHeaderProps {
  userRole: PasswordRole;
  onResetPassword: () => void;
  onNavigate: () => void;
}

export function SidebarHeader({ userRole, onResetPassword, onNavigate }: SidebarHeaderProps) {
  const { name, avatarUrl } = useSidebarUser(userRole);
  const t = useT(frameNs);
  return (
    <div className="sidebar-header text-center px-3 pt-4 pb-3">
      <img src={avatarUrl} alt="" width={80} height={80} className="rounded-circle avatar mb-2" />
      <p className="fw-semibold mb-3 text-break">{name}</p>
      <div className="d-flex justify-content-center gap-2">
        <Link
          to={PASSWORD_ROLES[userRole].profile}
          className="btn btn-sm btn-outline-light"
          aria-label={t('area.profile')}
          title={t('area.profile')}
          onClick={onNavigate}
        >
          <UserIcon size={18} />
        </Link>
        <Button
          size="sm"
          variant="outline-light"
          aria-label={t('area.resetPassword')}
          title={t('area.resetPassword')}
          aria-haspopup="dialog"
          onClick={onResetPassword}
        >
          <KeyIcon size={18} />
        </Button>
        <LogoutButton userRole={userRole} />
      </div>
    </div>
  );
}

/** The admin's header: name and e-mail from is_logined, and Logout (no profile, no password modal). */
export function AdminSidebarHeader() {
  const { user } = useLoggedInUser();
  return (
    <div className="sidebar-header text-center px-3 pt-4 pb-3">
      <p className="fw-semibold mb-0 text-break">{user?.name ?? ''}</p>
      <p className="small mb-3 text-break">{user?.user_type ?? 'Admin'}</p>
      <LogoutButton userRole="admin" />
    </div>
  );
}

function LogoutButton({ userRole }: { userRole: Role }) {
  const logout = useLogout(userRole);
  const t = useT(frameNs);
  return (
    <Button
      size="sm"
      variant="outline-light"
      aria-label={t('area.logout')}
      title={t('area.logout')}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      <LogoutIcon size={18} />
    </Button>
  );
}

function containsPath(entries: readonly SidebarEntry[], pathname: string): boolean {
  return entries.some((entry) =>
    'group' in entry ? containsPath(entry.group, pathname) : 'to' in entry && pathname.startsWith(entry.to),
  );
}

function SidebarGroup({
  entry,
  onNavigate,
}: {
  entry: { label: string; group: readonly SidebarEntry[] };
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(() => containsPath(entry.group, pathname));
  const listId = useId();
  return (
    <li className="nav-item">
      <button
        type="button"
        className="nav-link sidebar-group-toggle d-flex justify-content-between align-items-center w-100"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        {entry.label}
        <ChevronIcon size={16} className={isOpen ? 'rotate-180' : undefined} />
      </button>
      <ul id={listId} className="nav flex-column sidebar-subnav" hidden={!isOpen}>
        {entry.group.map((child) => (
          <SidebarItem key={child.label} entry={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

function SidebarItem({ entry, onNavigate }: { entry: SidebarEntry; onNavigate: () => void }) {
  if ('group' in entry) return <SidebarGroup entry={entry} onNavigate={onNavigate} />;
  if ('placeholder' in entry) {
    return (
      <li className="nav-item">
        <span className="nav-link sidebar-placeholder" aria-disabled="true">
          {entry.label}
        </span>
      </li>
    );
  }
  return (
    <li className="nav-item">
      <NavLink to={entry.to} end={entry.end} className="nav-link" onClick={onNavigate}>
        {entry.label}
      </NavLink>
    </li>
  );
}

export function SidebarNav({ entries, onNavigate }: { entries: readonly SidebarEntry[]; onNavigate: () => void }) {
  return (
    <ul className="nav flex-column sidebar-nav px-2 pb-4">
      {entries.map((entry) => (
        <SidebarItem key={entry.label} entry={entry} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
