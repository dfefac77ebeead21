// A post's page (docs/features.md, Forum): the post, its replies with Edit on one's own only, the empty text, the
// replies' pages, the reply-edit modal, a link back to all posts, and leaving the page after a delete.
import { coordinatorForum, participantForum } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { PostDetailScreen } from './post-detail-screen.tsx';
import { makePost, makeReply } from './test-posts.ts';

const POST = makePost({ post_id: 5, title: 'Structured cash deposits', is_my_post: true, replies_count: 2 });
const THEIRS = makeReply({ reply_id: 100, body: 'Yes, report it.', user_name: 'Ayesha Siddiqua', user_type: 1 });
const MINE = makeReply({ reply_id: 101, body: 'Thank you.', is_my_reply: true, is_edited: 1, user_type: 2 });

function renderPost(route = '/participant/posts/reply/5') {
  return renderWithProviders(
    <Routes>
      <Route path="/participant/posts/reply/:postId" element={<PostDetailScreen userRole="participant" />} />
      <Route path="/coordinator/posts/reply/:postId" element={<PostDetailScreen userRole="coordinator" />} />
      <Route path="/participant/posts/all_posts" element={<h1>All Posts</h1>} />
    </Routes>,
    { route },
  );
}

const detail = (replies = [THEIRS, MINE], total = replies.length) => ({
  status: 200,
  body: { post: { ...POST, replies_count: total }, replies, total_replies: total },
});

describe('PostDetailScreen', () => {
  it('shows the post and its replies, with Edit on own replies only, and a link back to all posts', async () => {
    const api = fakeApi().on(participantForum.post, detail(), { postId: 5 });
    renderPost();
    expect(await screen.findByRole('heading', { level: 2, name: 'Structured cash deposits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Posts' })).toHaveAttribute(
      'href',
      '/participant/posts/all_posts',
    );
    expect(screen.getByRole('heading', { name: 'Replies (2)' })).toBeInTheDocument();
    const [theirs, mine] = screen.getAllByRole('listitem');
    expect(theirs).toHaveTextContent('Ayesha Siddiqua');
    expect(within(theirs as HTMLElement).getByText('Faculty')).toBeInTheDocument();
    expect(within(theirs as HTMLElement).queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(within(mine as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(within(mine as HTMLElement).getByText('(edited)')).toBeInTheDocument();
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/participant/forum/post/5?page=1');
  });

  it("says 'This post currently has no replies!' when there are none", async () => {
    fakeApi().on(participantForum.post, detail([]), { postId: 5 });
    renderPost();
    expect(await screen.findByText('This post currently has no replies!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Structured cash deposits' })).toBeInTheDocument();
  });

  it('pages the replies through ?page=N', async () => {
    const api = fakeApi().on(participantForum.post, detail([THEIRS, MINE], 12), { postId: 5 });
    renderPost('/participant/posts/reply/5?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Replies, pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls[0]?.url).toBe('/api/participant/forum/post/5?page=2');
  });

  it("edits an own reply in a modal: a blank reply reads 'Please Fill out this field', a 200 closes it", async () => {
    const api = fakeApi()
      .on(participantForum.post, detail(), { postId: 5 })
      .on(participantForum.editReply, { status: 200, body: { success: 'Edited Successfully!' } }, { replyId: 101 });
    const { user } = renderPost();
    await user.click(await screen.findByRole('button', { name: 'Edit reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reply' });
    const field = within(dialog).getByLabelText('Reply');
    expect(field).toHaveValue('Thank you.');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please Fill out this field')).toBeInTheDocument();
    await user.type(field, '  Thank you both.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/participant/forum/replies/edit/101',
      body: { reply_body: 'Thank you both.' },
    });
  });

  it('goes back to all posts once the post is deleted, without reading it again', async () => {
    const api = fakeApi()
      .on(participantForum.post, detail(), { postId: 5 })
      .on(participantForum.deletePost, { status: 200, body: { success: 'Deleted Successfully' } }, { postId: 5 });
    const { user, location } = renderPost();
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(location.current).toBe('/participant/posts/all_posts'));
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it("uses the coordinator's calls and links for a coordinator", async () => {
    const api = fakeApi().on(coordinatorForum.post, detail(), { postId: 5 });
    renderPost('/coordinator/posts/reply/5');
    expect(await screen.findByRole('link', { name: 'Back to All Posts' })).toHaveAttribute(
      'href',
      '/coordinator/posts/all_posts',
    );
    await screen.findByRole('heading', { name: 'Replies (2)' });
    expect(api.calls[0]?.url).toBe('/api/coordinator/post_n_replies/5?page=1');
  });

  it("shows 'Post Not Found!' with a way back, not a Retry, when the server answers 404 (a post of another course)", async () => {
    const api = fakeApi().on(participantForum.post, { status: 404, body: { error: 'Post not found' } }, { postId: 5 });
    renderPost();
    expect(await screen.findByRole('heading', { name: 'Post Not Found!' })).toBeInTheDocument();
    expect(
      screen.getByText('This post does not exist any more, or it belongs to a course you are not part of.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Posts' })).toHaveAttribute(
      'href',
      '/participant/posts/all_posts',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Something Went Wrong!')).not.toBeInTheDocument();
    // A refusal is not asked again.
    expect(api.calls).toHaveLength(1);
  });

  it("shows 'Post Not Found!' without a call for an id no post can have", async () => {
    const api = fakeApi();
    renderPost('/participant/posts/reply/abc');
    expect(await screen.findByRole('heading', { name: 'Post Not Found!' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps Retry for a failure that may pass (a server error)', async () => {
    fakeApi().on(participantForum.post, { status: 500, body: { error: 'Internal Server Error' } }, { postId: 5 });
    renderPost();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post Not Found!' })).not.toBeInTheDocument();
  });
});
