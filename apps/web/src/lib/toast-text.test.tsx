// A toast's text with values inside (docs/i18n.md, Texts with values): English shows the text as the contract and the
// server write it, Bangla writes it from its key and values through the `texts` namespace; the English catalogue
// writes exactly the contract's texts, so the two cannot drift.
import { alreadyEnrolledText, CERTIFICATE_SCREEN_TEXT, enrolledText } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import textsEn from '#web/i18n/catalogues/texts.en.ts';
import { translate } from '#web/i18n/interpolate.ts';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { ApiError } from './api-error.ts';
import { ToastText } from './toast-text.tsx';

const COURSE = 'Certified Expert in Anti-Money Laundering';

describe('texts with values: the English catalogue is the contract’s text', () => {
  it('"Successfully Enrolled in …" and "N certificates issued." for every count', () => {
    expect(translate('en', textsEn, 'enrolled', { course: COURSE })).toBe(enrolledText(COURSE));
    expect(translate('en', textsEn, 'refusal.alreadyEnrolled', { course: COURSE })).toBe(alreadyEnrolledText(COURSE));
    for (const count of [1, 2, 5, 21, 1234]) {
      expect(translate('en', textsEn, 'certificatesIssued', { count })).toBe(CERTIFICATE_SCREEN_TEXT.issued(count));
    }
  });
});

describe('ToastText', () => {
  afterEach(() => resetLanguageForTests());

  it('shows the text as given in English', () => {
    render(
      <p>
        <ToastText text={enrolledText(COURSE)} written={{ key: 'enrolled', values: { course: COURSE } }} />
      </p>,
    );
    expect(screen.getByText(`Successfully Enrolled in ${COURSE}`)).toBeInTheDocument();
  });

  it('writes it in Bangla from its values: the course as written, a count in Bengali digits', async () => {
    const OTHER = 'Banking Law';
    const refused = new ApiError(alreadyEnrolledText(OTHER), {
      status: 409,
      kind: 'http',
      serverText: alreadyEnrolledText(OTHER),
      body: { error: alreadyEnrolledText(OTHER), code: 'alreadyEnrolled', values: { course: OTHER } },
    });
    setLanguage('bn');
    // The first Bangla render suspends while the Bangla runtime and the catalogue arrive: an awaited act.
    await act(async () => {
      render(
        <>
          <p>
            <ToastText text={enrolledText(COURSE)} written={{ key: 'enrolled', values: { course: COURSE } }} />
          </p>
          <p>
            <ToastText
              text={CERTIFICATE_SCREEN_TEXT.issued(12)}
              written={{ key: 'certificatesIssued', values: { count: 12 } }}
            />
          </p>
          <p>
            <ToastText text={CERTIFICATE_SCREEN_TEXT.issued(0)} />
          </p>
          <p>
            <ToastText
              text={alreadyEnrolledText(COURSE)}
              written={{ key: 'refusal.alreadyEnrolled', values: { course: COURSE } }}
            />
          </p>
          <p>
            <ToastText text="Preferences saved" written={{ key: 'refusal.newerThanThisWeb', values: {} }} />
          </p>
          <p>
            <ToastText text={alreadyEnrolledText(OTHER)} written={refused} />
          </p>
        </>,
      );
    });
    expect(await screen.findByText(`${COURSE} কোর্সে আপনি সফলভাবে ভর্তি হয়েছেন`, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('১২টি সনদ প্রদান করা হয়েছে।')).toBeVisible();
    expect(screen.getByText('উত্তীর্ণ সবাই আগেই সনদ পেয়েছেন।')).toBeVisible();
    expect(screen.getByText(`আপনি আগেই ${COURSE} কোর্সে ভর্তি হয়েছেন।`)).toBeVisible();
    // A code the web does not know: the server's text through the Bangla messages.
    expect(screen.getByText('পছন্দ সংরক্ষণ করা হয়েছে')).toBeVisible();
    // A request's refusal, as lib/api.ts toasts it: written from the code and values of the answer's body.
    expect(screen.getByText(`আপনি আগেই ${OTHER} কোর্সে ভর্তি হয়েছেন।`)).toBeVisible();
  }, 20_000);
});
