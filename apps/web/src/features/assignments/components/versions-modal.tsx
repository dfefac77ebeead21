// Every file a participant submitted for an assignment, newest first (a replacement keeps the earlier ones,
// docs/decisions/010): name, size, when, 'late (grace)', and a download of each.
import { coordinatorAssignments, type SubmitDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { ListFrame } from '#web/components/list/list-frame.tsx';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { versionsOptions } from '../api.ts';
import { dateTimeText, fileSizeText } from '../format.ts';

interface VersionsModalProps {
  assignmentId: number;
  /** The submission whose versions to list; null: the dialog is closed. */
  detail: Pick<SubmitDetail, 'submit_id' | 'participant_name'> | null;
  onHide: () => void;
}

export function VersionsModal({ assignmentId, detail, onHide }: VersionsModalProps) {
  const titleId = useId();
  const t = useT(assignmentsNs);
  return (
    <Modal show={detail !== null} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={t('versions.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {detail ? t('versions.titleOf', { name: detail.participant_name }) : t('versions.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {detail?.submit_id != null && <VersionList assignmentId={assignmentId} submitId={detail.submit_id} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('versions.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function VersionList({ assignmentId, submitId }: { assignmentId: number; submitId: number }) {
  const query = useQuery(versionsOptions(assignmentId, submitId));
  const t = useT(assignmentsNs);
  const language = useLanguage();
  return (
    <ListFrame
      query={query}
      count={(data) => data.versions.length}
      emptyText={t('versions.empty')}
      label={t('versions.title')}
    >
      {(data) => (
        <ol className="list-unstyled mb-0">
          {data.versions.map((version, index) => (
            <li key={version.version_id} className="d-flex align-items-center gap-2 py-2 border-bottom">
              <DownloadButton
                endpoint={coordinatorAssignments.downloadVersion}
                input={{ params: { id: assignmentId, submitId, versionId: version.version_id }, body: {} }}
                fileName={version.file_name}
                extension={version.content_mime}
              />
              <div className="flex-grow-1 small">
                <div className="text-break">
                  {version.file_name}
                  {index === 0 && <span className="badge text-bg-primary ms-2">{t('versions.current')}</span>}
                </div>
                <div className="text-body-secondary">
                  {fileSizeText(version.size_bytes, language)} ·{' '}
                  <time dateTime={version.submitted_at}>{dateTimeText(version.submitted_at, language)}</time>
                  {version.late_grace && <span className="badge text-bg-warning ms-2">{t('versions.lateGrace')}</span>}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </ListFrame>
  );
}
