// The mark beside a submission (docs/features.md, Assignments and Evaluations): where an evaluation component is tied
// to the assignment, each row of the submit details holds the participant's mark in it (0 to its maximum, two
// decimals, or Absent) and a short feedback text, saved for that row alone with its Save button. The feedback is the
// participant's to read only once the component's marks are released.
import {
  formatNumber,
  latinDigits,
  MARKS_TEXT,
  RESULTS,
  type SubmitDetail,
  type WrittenRefusal,
} from '@portal/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useMessageText } from '#web/i18n/messages.ts';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { RefusalText } from '#web/lib/refusal-text.tsx';
import { writtenOf } from '#web/lib/refusal-values.ts';
import { useSaveSubmissionMark } from '../api.ts';

export interface MarkedComponent {
  id: number;
  name: string;
  max_marks: number;
  frozen: boolean;
}

/** Why a mark is refused: a message (English, shown in the page's language), or above the maximum. */
/** A message, the form's own 'at most' (with the maximum), or the server's refusal with its code and values. */
type MarkError = { message: string; written?: WrittenRefusal | undefined } | { atMost: number };

/** A typed mark (Latin or Bengali digits): null for a blank, or why it is refused. */
export function parseMark(text: string, max: number): { value: number | null } | { error: MarkError } {
  const trimmed = latinDigits(text).trim();
  if (trimmed === '') return { value: null };
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return { error: { message: 'Type a number with at most two decimals' } };
  const value = Number(trimmed);
  return value > max ? { error: { atMost: max } } : { value };
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
  const [error, setError] = useState<MarkError | null>(null);
  const t = useT(assignmentsNs);
  const language = useLanguage();
  const messageText = useMessageText();
  // Bengali digits in Bangla; English writes its numbers as it always did.
  const count = (value: number) => (language === 'bn' ? formatNumber(language, value) : String(value));
  const errorText =
    error === null ? null : 'atMost' in error ? (
      t('mark.atMost', { max: count(error.atMost) })
    ) : error.written ? (
      // The server's refusal naming the roll (changed meanwhile, above the maximum), in the page's language.
      <RefusalText text={error.message} written={error.written} />
    ) : (
      messageText(error.message)
    );
  const who = `${row.participant_name} (${row.course_wise_id})`;
  const disabled = component.frozen || save.isPending;

  const submit = async () => {
    setError(null);
    const parsed = absent ? { value: null } : parseMark(text, component.max_marks);
    if ('error' in parsed) return setError(parsed.error);
    if (!absent && parsed.value === null) return setError({ message: MARKS_TEXT.enterMark });
    try {
      await save.mutateAsync({
        participantId: row.participant_id,
        body: { marks: absent ? null : parsed.value, absent, feedback, revision: row.mark_revision },
      });
    } catch (failure) {
      setError({
        message: failure instanceof Error ? failure.message : 'Something Went Wrong!',
        written: writtenOf(failure),
      });
    }
  };

  return (
    <form
      className="submission-mark d-grid gap-1"
      aria-label={t('mark.markOf', { who })}
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
          aria-label={t('mark.marksOf', { who, max: count(component.max_marks) })}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Form.Check
          id={`${id}-absent`}
          label={t('mark.absent')}
          aria-label={t('mark.absentLabel', { name: row.participant_name })}
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
        placeholder={t('mark.feedback')}
        aria-label={t('mark.feedbackTo', { who })}
        onChange={(event) => setFeedback(event.target.value)}
      />
      {errorText && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {errorText}
        </div>
      )}
      {!component.frozen && (
        <div>
          <Button
            type="submit"
            size="sm"
            variant="outline-primary"
            disabled={disabled}
            aria-label={t('mark.saveLabel', { name: row.participant_name })}
          >
            {save.isPending ? t('mark.saving') : t('mark.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
