// My Replies (docs/features.md, Forum): each own reply with its post, '(edited)', 'See Post' and Edit; 'No Replies'
// when there are none.
import { participantForum } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { MyRepliesScreen } from './my-replies-screen.tsx';
import { makeMyReply } from './test-posts.ts';

describe('MyRepliesScreen', () => {
  it("says 'No Replies' when there are none", async () => {
    fakeApi().on(participantForum.myReplies, { status: 200, body: { replies: [], total_data: 0 } });
    renderWithProviders(<MyRepliesScreen />);
    expect(await screen.findByText('No Replies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
  });

  it("shows each reply with its post, '(edited)', a 'See Post' link and Edit", async () => {
    fakeApi().on(participantForum.myReplies, {
      status: 200,
      body: {
        replies: [
          makeMyReply({ reply_id: 1, post_id: 7, post_title: 'KYC forms', is_edited: 1 }),
          makeMyReply({ reply_id: 2, post_id: 8, post_title: 'Reading list' }),
        ],
        total_data: 2,
      },
    });
    const { user } = renderWithProviders(<MyRepliesScreen />);
    const edited = await screen.findByRole('article', { name: 'Reply to KYC forms' });
    expect(within(edited).getByText('(edited)')).toBeInTheDocument();
    expect(within(edited).getByText('You')).toBeInTheDocument();
    expect(within(edited).getByRole('link', { name: 'See Post' })).toHaveAttribute(
      'href',
      '/participant/posts/reply/7',
    );
    const other = screen.getByRole('article', { name: 'Reply to Reading list' });
    expect(within(other).queryByText('(edited)')).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Edit reply' }));
    expect(screen.getByRole('dialog', { name: 'Edit Reply' })).toBeInTheDocument();
  });
});
