// /admin/invitations: invite one person, or many from a CSV file (preview first, then send the good lines); the
// invitation board of a course is one link away.
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { CsvImport } from './csv-import.tsx';
import { SendInvitationFormCard } from './send-invitation-form.tsx';

export function InvitationsScreen() {
  const t = useT(adminNs);
  return (
    <>
      <p>
        <Link to={paths.admin.invitationBoard.getHref()}>{t('invitations.boardLink')}</Link>
        {t('invitations.boardLinkAfter')}
      </p>
      <Row className="g-4">
        <Col xl={4}>
          <Card body>
            <SendInvitationFormCard />
          </Card>
        </Col>
        <Col xl={8}>
          <Card body>
            <CsvImport />
          </Card>
        </Col>
      </Row>
    </>
  );
}
