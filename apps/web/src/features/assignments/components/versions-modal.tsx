// Every file a participant submitted for an assignment, newest first (a replacement keeps the earlier ones,
// docs/decisions/010): name, size, when, 'late (grace)', and a download of each.
import { coordinatorAssignments, type SubmitDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { ListFrame } from '#web/components/list/list-frame.tsx';
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
  return (
    <Modal show={detail !== null} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Versions{detail ? ` of ${detail.participant_name}` : ''}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {detail?.submit_id != null && <VersionList assignmentId={assignmentId} submitId={detail.submit_id} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function VersionList({ assignmentId, submitId }: { assignmentId: number; submitId: number }) {
  const query = useQuery(versionsOptions(assignmentId, submitId));
  return (
    <ListFrame query={query} count={(data) => data.versions.length} emptyText="No Data to Show" label="Versions">
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
                  {index === 0 && <span className="badge text-bg-primary ms-2">current</span>}
                </div>
                <div className="text-body-secondary">
                  {fileSizeText(version.size_bytes)} ·{' '}
                  <time dateTime={version.submitted_at}>{dateTimeText(version.submitted_at)}</time>
                  {version.late_grace && <span className="badge text-bg-warning ms-2">late (grace)</span>}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </ListFrame>
  );
}
