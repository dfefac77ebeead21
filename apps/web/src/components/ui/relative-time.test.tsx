// A moment's age on screen (the inbox, the audit log, the invitations, the mark imports, the forum, the notifications):
// in the page's language, with the exact date and time on hover in that language too.
import { formatDateTime } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Moment } from '#web/features/admin/moment.tsx';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { RelativeTime } from './relative-time.tsx';

const threeHoursAgo = () => new Date(Date.now() - (3 * 3600 + 60) * 1000).toISOString();

describe('RelativeTime', () => {
  afterEach(() => resetLanguageForTests());

  it('reads as an age in English', () => {
    const iso = threeHoursAgo();
    render(<RelativeTime iso={iso} />);
    expect(screen.getByText('3 hours ago')).toHaveAttribute('datetime', iso);
  });

  it('reads as an age in Bangla, the exact date and time on hover in Bangla', async () => {
    setLanguage('bn');
    const iso = threeHoursAgo();
    await act(async () => {
      render(<RelativeTime iso={iso} />);
    });
    const age = screen.getByText('৩ ঘণ্টা আগে');
    expect(age).toHaveAttribute('datetime', iso);
    expect(age).toHaveAttribute('title', formatDateTime('bn', new Date(iso)));
  });

  it('says how long a post has waited in Bangla', async () => {
    setLanguage('bn');
    await act(async () => {
      render(<RelativeTime iso={new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString()} variant="waiting" />);
    });
    expect(screen.getByText('২ দিন ধরে অপেক্ষায়')).toBeInTheDocument();
  });

  it("shows the console's moments (inbox, audit log) as an age in Bangla too", async () => {
    setLanguage('bn');
    await act(async () => {
      render(<Moment iso={threeHoursAgo()} />);
    });
    expect(screen.getByText('৩ ঘণ্টা আগে')).toBeInTheDocument();
  });
});
