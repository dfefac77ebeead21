// Bengali digits in the coordinator's number and date fields (docs/i18n.md, Digits): the assignment's last date, the
// date picker's starting day, and the mark beside a submission read ০–৯ as 0–9.
import { describe, expect, it } from 'vitest';
import { dayMonthYearToIso } from '#web/components/form/date-field.tsx';
import { parseMark } from './components/submission-mark-form.tsx';
import { EditAssignmentSchema, NewAssignmentSchema } from './forms.ts';

describe('Bengali digits in the assignment forms', () => {
  it('take a last submission date typed in Bengali digits as the Latin one', () => {
    const typed = { assignment_title: 'কেস স্টাডি', course_id: '7', last_submission_date: '৩১-১২-২০৩০' };
    expect(NewAssignmentSchema.parse(typed).last_submission_date).toBe('2030-12-31 00:00:00');
    expect(EditAssignmentSchema.parse(typed).last_submission_date).toBe('2030-12-31 00:00:00');
    expect(EditAssignmentSchema.parse({ ...typed, last_submission_date: '৫-১২-২০৩০' }).last_submission_date).toBe(
      '2030-12-5 00:00:00',
    );
    // A date that does not exist is still refused.
    const result = EditAssignmentSchema.safeParse({ assignment_title: 'A', last_submission_date: '৩১-০২-২০৩০' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please Enter a valid date');
  });

  it('open the picker on a date typed in Bengali digits', () => {
    expect(dayMonthYearToIso('৫-১২-২০৩০')).toBe('2030-12-05');
  });

  it('read a mark typed in Bengali digits', () => {
    expect(parseMark('৮৭.৫', 100)).toEqual({ value: 87.5 });
    expect(parseMark('১০১', 100)).toEqual({ error: { atMost: 100 } });
  });
});
