// The Action cell of the participant's list (docs/features.md, Assignments): without a submission, 'Expired' after the
// deadline or an Upload button before it; with one, the submitted file's icon (it downloads the file) and, before the
// deadline, a 'Change' link that uploads a replacement.
import { type ParticipantAssignment, participantAssignments } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useT } from '#web/i18n/use-t.ts';

interface SubmissionActionProps {
  assignment: Pick<
    ParticipantAssignment,
    'assignment_id' | 'title' | 'is_open' | 'assignment_file' | 'assignment_mime'
  >;
  /** Opens the upload dialog of this assignment. */
  onUpload: () => void;
}

export function SubmissionAction({ assignment, onUpload }: SubmissionActionProps) {
  const t = useT(assignmentsNs);
  const { assignment_id: assignmentId, assignment_file: fileName, is_open: isOpen } = assignment;
  if (fileName === null) {
    if (!isOpen) return <span className="badge text-bg-danger">{t('participant.expired')}</span>;
    return (
      <Button
        size="sm"
        variant="primary"
        onClick={onUpload}
        aria-label={t('participant.uploadLabel', { title: assignment.title })}
      >
        {t('participant.upload')}
      </Button>
    );
  }
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <DownloadButton
        endpoint={participantAssignments.downloadSubmission}
        input={{ params: { assignmentId }, body: {} }}
        fileName={fileName}
        extension={assignment.assignment_mime}
      />
      {isOpen && (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          onClick={onUpload}
          aria-label={t('participant.changeLabel', { title: assignment.title })}
        >
          {t('participant.change')}
        </Button>
      )}
    </span>
  );
}
