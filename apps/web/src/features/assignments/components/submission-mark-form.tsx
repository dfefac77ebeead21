// The mark beside a submission (docs/features.md, Assignments and Evaluations): where an evaluation component is tied
// to the assignment, each row of the submit details holds the participant's mark in it (0 to its maximum, two
// decimals, or Absent) and a short feedback text, saved for that row alone with its Save button. The feedback is the
// participant's to read only once the component's marks are released.
import { RESULTS, type SubmitDetail } from '@portal/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSaveSubmissionMark } from '../api.ts';

export interface MarkedComponent {
  id: number;
  name: string;
  max_marks: number;
  frozen: boolean;
}

/** A typed mark: null for a blank, or why it is refused. */
function parseMark(text: string, max: number): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return { error: 'Type a number with at most two decimals' };
  const value = Number(trimmed);
  return value > max ? { error: `At most ${max}` } : { value };
}

export function SubmissionMarkForm({
  assignmentId,
  component,
  row,
}: {
  assignmentId: number;
  component: MarkedComponent;
  row: SubmitDetail;
}) {
  const id = useId();
  const save = useSaveSubmissionMark(assignmentId);
  const [text, setText] = useState(row.marks === null ? '' : String(row.marks));
  const [absent, setAbsent] = useState(row.absent);
  const [feedback, setFeedback] = useState(row.feedback ?? '');
  const [error, setError] = useState<string | null>(null);
  const who = `${row.participant_name} (${row.course_wise_id})`;
  const disabled = component.frozen || save.isPending;

  const submit = async () => {
    setError(null);
    const parsed = absent ? { value: null } : parseMark(text, component.max_marks);
    if ('error' in parsed) return setError(parsed.error);
    if (!absent && parsed.value === null) return setError('Enter a mark or tick Absent');
    try {
      await save.mutateAsync({
        participantId: row.participant_id,
        body: { marks: absent ? null : parsed.value, absent, feedback, revision: row.mark_revision },
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something Went Wrong!');
    }
  };

  return (
    <form
      className="submission-mark d-grid gap-1"
      aria-label={`Mark of ${who}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) void submit();
      }}
    >
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Control
          id={`${id}-marks`}
          size="sm"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="marks-input"
          value={absent ? '' : text}
          disabled={disabled || absent}
          isInvalid={error !== null}
          aria-label={`Marks of ${who}, out of ${component.max_marks}`}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Form.Check
          id={`${id}-absent`}
          label="Absent"
          aria-label={`Absent: ${row.participant_name}`}
          checked={absent}
          disabled={disabled}
          onChange={(event) => setAbsent(event.target.checked)}
        />
      </div>
      <Form.Control
        as="textarea"
        rows={2}
        size="sm"
        value={feedback}
        maxLength={RESULTS.feedback}
        disabled={disabled}
        placeholder="Feedback (optional)"
        aria-label={`Feedback to ${who}`}
        onChange={(event) => setFeedback(event.target.value)}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      {!component.frozen && (
        <div>
          <Button
            type="submit"
            size="sm"
            variant="outline-primary"
            disabled={disabled}
            aria-label={`Save mark of ${row.participant_name}`}
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      )}
    </form>
  );
}
