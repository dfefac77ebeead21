// The New Assignment and Edit Assignment forms (docs/features.md, Assignments): the contract's schemas, with the date
// typed dd-MM-yyyy turned into the calls' 'YYYY-M-D 00:00:00' (a date that does not exist, such as 31-02-2026, reads
// 'Please Enter a valid date'). The file is checked beside the form (fileMessage).
import {
  ASSIGNMENT_MESSAGES,
  displayToLastSubmissionDate,
  EditAssignmentForm,
  type FileRule,
  NewAssignmentForm,
} from '@portal/contract';
import { chosenFileProblem } from '#web/components/files/file-field.tsx';

const lastSubmissionDate = NewAssignmentForm.shape.last_submission_date.transform((text, ctx) => {
  const date = displayToLastSubmissionDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: ASSIGNMENT_MESSAGES.validDate });
    return '';
  }
  return date;
});

/** Title, course and date; the output's date is the calls' 'YYYY-M-D 00:00:00'. */
export const NewAssignmentSchema = NewAssignmentForm.extend({ last_submission_date: lastSubmissionDate });
/** Title and date. */
export const EditAssignmentSchema = EditAssignmentForm.extend({ last_submission_date: lastSubmissionDate });

/** 'yyyy-MM-dd' (the lists' last submission date) → 'dd-MM-yyyy', the form's input format. */
export function toDisplayDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day.padStart(2, '0')}-${month.padStart(2, '0')}-${year}`;
}

/** The message of a file field: `missing` when none is chosen and one is required, a wrong extension, or too large. */
export function fileMessage(
  file: File | null | undefined,
  rule: FileRule,
  missing: string | undefined,
): string | undefined {
  if (!file) return missing;
  return chosenFileProblem(file, rule);
}
