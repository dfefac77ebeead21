// A refusal naming an e-mail, a course, a component or rolls, and an import line's problem: English shows the
// server's text as it came; Bangla writes it from its code and values (rolls and e-mails as written, counts and marks
// in Bengali digits, lists by Intl.ListFormat('bn')); a code this web does not know shows the server's text.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { RefusalText } from './refusal-text.tsx';

const ENROLLED = 'nadia@bank.test is already enrolled in CEAML-2026.';
const enrolled = { code: 'emailEnrolled', values: { email: 'nadia@bank.test', course: 'CEAML-2026' } };
const rolls = Array.from({ length: 10 }, (_, i) => `R-${101 + i}`);

describe('RefusalText', () => {
  afterEach(() => resetLanguageForTests());

  it('shows the server’s text as it came in English', () => {
    render(
      <p>
        <RefusalText text={ENROLLED} written={enrolled} />
      </p>,
    );
    expect(screen.getByText(ENROLLED)).toBeInTheDocument();
  });

  it('writes it in Bangla from its code and values', async () => {
    setLanguage('bn');
    // The first Bangla render suspends while the Bangla runtime and the catalogue arrive: an awaited act.
    await act(async () => {
      render(
        <ul>
          <li>
            <RefusalText text={ENROLLED} written={enrolled} />
          </li>
          <li>
            {/* A problem of an import's line: the server drops the full stop, so does the Bangla. */}
            <RefusalText text={ENROLLED.replace(/\.$/, '')} written={enrolled} />
          </li>
          <li>
            <RefusalText
              text="Marks above the maximum of 12.5: … and 3 more. Nothing was saved."
              written={{ code: 'overMaximum', values: { max: 12.5, rolls, more: 3 } }}
            />
          </li>
          <li>
            <RefusalText
              text="Every component must be released first (…): not yet Quiz 1, Mid-term, Final."
              written={{ code: 'finalNeedsComponents', values: { names: ['Quiz 1', 'Mid-term', 'Final'] } }}
            />
          </li>
          <li>
            <RefusalText text="Preferences saved" written={{ code: 'newerThanThisWeb', values: {} }} />
          </li>
        </ul>,
      );
    });
    expect(
      await screen.findByText('nadia@bank.test আগেই CEAML-2026 কোর্সে ভর্তি আছেন।', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('nadia@bank.test আগেই CEAML-2026 কোর্সে ভর্তি আছেন')).toBeVisible();
    expect(
      screen.getByText(`পূর্ণ নম্বর ১২.৫-এর বেশি নম্বর: ${rolls.join(', ')} এবং আরও ৩টি। কিছুই সংরক্ষণ করা হয়নি।`),
    ).toBeVisible();
    expect(screen.getByText(/এখনো হয়নি Quiz 1, Mid-term এবং Final।$/)).toBeVisible();
    // A code the web does not know: the server's text through the Bangla messages.
    expect(screen.getByText('পছন্দ সংরক্ষণ করা হয়েছে')).toBeVisible();
  }, 20_000);
});
