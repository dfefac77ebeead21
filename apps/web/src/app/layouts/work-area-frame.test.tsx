// The work area's frame in Bangla: the footer's year is running text, so it is written in Bengali digits.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { WorkAreaLoading } from './work-area-frame.tsx';

afterEach(() => resetLanguageForTests());

const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);

it('writes the footer year in Bengali digits on a Bangla page', async () => {
  setLanguage('bn');
  // The frame's texts suspend while the Bangla runtime and catalogue are imported: an awaited act lets React retry.
  await act(async () => {
    renderWithProviders(<WorkAreaLoading />);
  });
  const footer = await screen.findByRole('contentinfo');
  expect(footer).toHaveTextContent(`© ${bengaliDigits(String(new Date().getFullYear()))} `);
  expect(footer.textContent).not.toMatch(/\d/);
});
