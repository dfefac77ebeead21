// The login drawer: slides in from the right and holds the Sign In form (docs/features.md, Sign-in and sessions).
import Offcanvas from 'react-bootstrap/Offcanvas';
import { authNs } from '#web/i18n/namespaces/auth.ts';
import { useT } from '#web/i18n/use-t.ts';
import { LoginForm } from './login-form.tsx';

export function LoginDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT(authNs);
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="login-drawer-title">
      <Offcanvas.Header closeButton closeLabel={t('drawer.close')}>
        <Offcanvas.Title as="h2" id="login-drawer-title" className="h4">
          {t('drawer.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <LoginForm onSignedIn={onHide} onLeave={onHide} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
