// The course form's number fields read Bengali digits as Latin ones (docs/i18n.md, Digits), with the same messages.
import { describe, expect, it } from 'vitest';
import { AdminCourseForm, PEOPLE_MESSAGES } from './admin-people.ts';

const form = {
  name: 'Certified Expert in AML',
  short_name: 'CEAML-2026',
  program_id: '',
  intake_name: 'January',
  batch: '5',
  session_name: '2026-2027',
  year: '2026',
  status: '1',
} as const;

describe('AdminCourseForm', () => {
  it('reads a batch, a year and a programme typed in Bengali digits as the Latin ones, and refuses what is no number', () => {
    const bangla = AdminCourseForm.parse({ ...form, batch: '১২', year: '২০২৬', program_id: '৩' });
    expect(bangla).toMatchObject({ batch: 12, year: 2026, program_id: 3 });
    expect(AdminCourseForm.parse(form)).toMatchObject({ batch: 5, year: 2026, program_id: null });
    // What is not a number is still refused, with the same messages.
    const result = AdminCourseForm.safeParse({ ...form, batch: '৫ক', year: '২০২' });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [PEOPLE_MESSAGES.batch, PEOPLE_MESSAGES.year].sort(),
    );
  });
});
