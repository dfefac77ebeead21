// The public bar's user menu when someone is signed in: avatar, name, user type, 'Go to Dashboard', 'Logout'.
import type { LoggedInInfo } from '@portal/contract';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { useLogout } from '../api.ts';
import { avatarSrc } from '../logged-in-user.ts';
import { ROLES, roleOfUserTypeName } from '../roles.ts';

type SignedInUser = LoggedInInfo[number];

export function UserMenu({ user }: { user: SignedInUser }) {
  const role = roleOfUserTypeName(user.user_type) ?? 'participant';
  const logout = useLogout(role);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-light" id="user-menu" className="d-flex align-items-center gap-2">
        <img src={avatarSrc(user.avatar)} alt="" width={32} height={32} className="rounded-circle avatar" />
        <span className="d-flex flex-column align-items-start lh-sm text-start">
          <span className="fw-semibold">{user.name}</span>
          <small>{user.user_type}</small>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={ROLES[role].home}>
          Go to Dashboard
        </Dropdown.Item>
        <Dropdown.Item as="button" type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
