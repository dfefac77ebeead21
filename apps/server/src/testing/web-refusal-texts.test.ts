// The web writes a refusal naming something (an e-mail, a course, a component, rolls) and an invitation import's
// problem from its code and values (apps/web/src/lib/refusal-values.ts with the `texts` catalogue): in English it must
// be exactly the text the server answers beside them, for every code of REFUSAL_CODES, or the two would drift apart.
import {
  alreadyEnrolledText,
  EVALUATION_TEXT,
  INVITATION_CSV,
  REFUSAL_CODES,
  type RefusalValues,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import textsEn from '../../../web/src/i18n/catalogues/texts.en.ts';
import adminBn from '../../../web/src/i18n/catalogues/validation/admin.bn.ts';
import { translate, type Values } from '../../../web/src/i18n/interpolate.ts';
import { sentenceValues } from '../../../web/src/lib/refusal-values.ts';
import { conflict, type HttpError } from '../core/errors.ts';
import { CSV_TEXT, CSV_WRITTEN } from '../features/invitations/invitations.csv.ts';
import { type CourseRow, invitationRule } from '../features/invitations/invitations.service.ts';
import { overMaximum, staleRows } from '../features/marks/marks.service.ts';

/** The column names the web's CSV import puts in (apps/web/…/csv-import.tsx, from the same contract constant). */
const [colEmail = '', colName = '', colCourse = '', colType = ''] = INVITATION_CSV.columns;
const CSV_COLUMNS = { colEmail, colName, colCourse, colType };

const english = (key: string, values: Values) => translate('en', textsEn, key, values);
/** The web's English of a code and its values. */
const webText = (code: string, values: RefusalValues) =>
  english(`refusal.${code}`, sentenceValues('en', values, english, CSV_COLUMNS));

const course: CourseRow = {
  id: 1,
  name: 'Anti-Money Laundering',
  shortName: 'CEAML-2026',
  year: 2026,
  programId: null,
};
const email = 'nadia.karim@example.test';
const account = { id: 7, userType: 2 };
const refusalOf = (rule: ReturnType<typeof invitationRule>): HttpError => {
  if (!('refusal' in rule)) throw new Error('not refused');
  return rule.refusal;
};
const rolls = (n: number) => Array.from({ length: n }, (_, i) => `CEAML-${String(i + 1).padStart(3, '0')}`);

/** Every refusal with a code, as the server makes it (message and code/values), or as the contract writes it. */
const refusals: { text: string; code: string; values: RefusalValues }[] = [
  { text: alreadyEnrolledText(course.name), code: 'alreadyEnrolled', values: { course: course.name } },
  ...[
    refusalOf(invitationRule(email, course, { account, enrolled: true, pending: false }, undefined, true)),
    refusalOf(
      invitationRule(
        email,
        course,
        { account: { id: 8, userType: 1 }, enrolled: false, pending: false },
        undefined,
        true,
      ),
    ),
    refusalOf(invitationRule(email, course, { account, enrolled: false, pending: false }, 1, true)),
    refusalOf(invitationRule(email, course, { account: null, enrolled: false, pending: false }, 2, true)),
    refusalOf(invitationRule(email, course, { account: null, enrolled: false, pending: true }, undefined, true)),
    staleRows(rolls(3)),
    staleRows(rolls(13)),
    overMaximum(rolls(1), 20),
    overMaximum(rolls(11), 12.5),
    conflict(EVALUATION_TEXT.componentInUse('Mid-term "A"'), {
      code: 'componentInUse',
      values: { name: 'Mid-term "A"' },
    }),
    conflict(EVALUATION_TEXT.maxBelowMark('Quiz 1'), { code: 'maxBelowMark', values: { name: 'Quiz 1' } }),
    conflict(`${EVALUATION_TEXT.finalNeedsComponents}Quiz 1, Final exam.`, {
      code: 'finalNeedsComponents',
      values: { names: ['Quiz 1', 'Final exam'] },
    }),
  ].map((error) => ({
    text: error.message,
    code: error.written?.code ?? '(none)',
    values: error.written?.values ?? {},
  })),
  // An import's problems (the invitation service's refusals drop their full stop there, as the web does).
  ...(
    [
      [CSV_TEXT.cellCount(2, 4), CSV_WRITTEN.cellCount(2, 4)],
      [CSV_TEXT.formula('email', '@'), CSV_WRITTEN.formula('email', '@')],
      [CSV_TEXT.duplicate(12), CSV_WRITTEN.duplicate(12)],
      [CSV_TEXT.noHeader, CSV_WRITTEN.noHeader],
      ...(['csvQuoteNotClosed', 'csvClosingQuote', 'csvOpeningQuote', 'csvUnreadable'] as const).map(
        (problem) => [CSV_TEXT.unreadable(problem, 7), CSV_WRITTEN.unreadable(problem, 7)] as const,
      ),
      [CSV_TEXT.unknownColumn('colour'), CSV_WRITTEN.unknownColumn('colour')],
      [CSV_TEXT.duplicateColumn('email'), CSV_WRITTEN.duplicateColumn('email')],
      [CSV_TEXT.missingColumns(['name', 'course']), CSV_WRITTEN.missingColumns(['name', 'course'])],
      [`${CSV_TEXT.unknownCourse('NO-SUCH')}.`, CSV_WRITTEN.unknownCourse('NO-SUCH')],
      [`${CSV_TEXT.unknownCourse('999999')}.`, CSV_WRITTEN.unknownCourse('999999')],
      [`"not an e-mail" is not an e-mail address.`, { code: 'notEmail', values: { email: 'not an e-mail' } }],
    ] as const
  ).map(([text, written]) => ({ text, code: written.code, values: written.values })),
];

describe('the web’s refusal texts', () => {
  it('writes in English exactly the server’s text of every refusal with a code, from its values', () => {
    for (const { text, code, values } of refusals) {
      expect(webText(code, values), code).toBe(text);
    }
  });

  it('has a text for every code, and every code has a refusal above', () => {
    const tried = new Set(refusals.map((refusal) => refusal.code));
    for (const code of Object.keys(REFUSAL_CODES)) {
      expect(translate('en', textsEn, `refusal.${code}`), code).not.toBe(`refusal.${code}`);
      expect(tried.has(code), code).toBe(true);
    }
  });

  it('has a Bangla message for every problem of a whole CSV file without a code', () => {
    const coded = new Set<string>([CSV_TEXT.noHeader]);
    const fixed = Object.values(CSV_TEXT).flatMap((text) => (typeof text === 'string' ? [text] : []));
    for (const text of fixed.filter((text) => !coded.has(text))) expect(Object.keys(adminBn), text).toContain(text);
  });
});
