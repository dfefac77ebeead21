// The loading and failure states every page shares, in the page's language: in Bangla from the first paint, with no
// Bangla runtime to wait for (the spinner is what shows while it comes). English is held by every screen's tests.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { PageError, PageSpinner } from './page-state.tsx';

afterEach(() => resetLanguageForTests());

describe('page states', () => {
  it('say them in Bangla on a Bangla page, at once (nothing suspends)', async () => {
    setLanguage('bn');
    const retry = vi.fn();
    await act(async () => {
      render(
        <>
          <PageSpinner />
          <PageError message="লোড করা যায়নি।" onRetry={retry} />
        </>,
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে....');
    fireEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
