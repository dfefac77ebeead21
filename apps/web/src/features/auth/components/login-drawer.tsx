// The login drawer: slides in from the right and holds the Sign In form (docs/features.md, Sign-in and sessions).
import Offcanvas from 'react-bootstrap/Offcanvas';
import { LoginForm } from './login-form.tsx';

export function LoginDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="login-drawer-title">
      <Offcanvas.Header closeButton closeLabel="Close sign in">
        <Offcanvas.Title as="h2" id="login-drawer-title" className="h4">
          Sign In
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <LoginForm onSignedIn={onHide} onLeave={onHide} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
