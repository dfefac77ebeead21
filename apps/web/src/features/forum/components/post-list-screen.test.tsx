// The post lists (docs/features.md, Forum): the card's parts ('(edited)', 'You', the user-type tag, the age, the
// plain-text body), Edit and Delete on own posts only, one reply box at a time, the reply's message and refresh, the
// empty texts, the search, and the coordinator's "needs a reply" queue.
import { coordinatorForum, participantForum } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { PostListScreen } from './post-list-screen.tsx';
import { makePost, postList } from './test-posts.ts';

const MINE = makePost({
  post_id: 1,
  title: 'My own question',
  body: 'Line one\n<b>not bold</b>',
  is_my_post: true,
  is_edited: 1,
  user_name: 'Sabbir Hossain',
  replies_count: 2,
});
const FACULTY = makePost({
  post_id: 2,
  title: 'Reading list',
  user_name: 'Ayesha Siddiqua',
  user_type: 1,
  replies_count: 1,
});
const ADMIN = makePost({ post_id: 3, title: 'Recorded session', user_name: 'Portal Admin', user_type: 0 });

const card = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });

function renderAllPosts(posts = [MINE, FACULTY, ADMIN]) {
  const api = fakeApi().on(participantForum.allPosts, postList(posts));
  const rendered = renderWithProviders(<PostListScreen userRole="participant" scope="all" />, {
    route: '/participant/posts/all_posts',
  });
  return { api, ...rendered };
}

describe('PostListScreen: the cards', () => {
  it('shows the title with (edited), You for own posts, the tags, the age with the exact time, the course', async () => {
    renderAllPosts();
    const mine = await screen.findByRole('article', { name: 'My own question (edited)' });
    expect(within(mine).getByRole('heading', { level: 2 })).toHaveTextContent('My own question (edited)');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).queryByText('Sabbir Hossain')).not.toBeInTheDocument();
    expect(within(mine).getByText('Participant')).toBeInTheDocument();
    const age = within(mine).getByText('3 hours ago');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveAttribute('dateTime', MINE.created_at);
    expect(age.getAttribute('title')).toMatch(/\d/);
    // The course with its short name: two runs of one programme share a name.
    expect(within(mine).getByText('Certified Expert in Anti-Money Laundering (CEAML-2026)')).toBeInTheDocument();

    const faculty = card('Reading list');
    expect(within(faculty).queryByText('(edited)')).not.toBeInTheDocument();
    expect(within(faculty).getByText('Ayesha Siddiqua')).toBeInTheDocument();
    expect(within(faculty).getByText('Faculty')).toBeInTheDocument();
    expect(within(card('Recorded session')).getByText('Admin')).toBeInTheDocument();
  });

  it('shows the body as plain text with its line breaks', async () => {
    renderAllPosts();
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    const body = within(mine).getByText(/Line one/);
    expect(body.textContent).toBe('Line one\n<b>not bold</b>');
    expect(body).toHaveClass('forum-text');
    expect(mine.querySelector('b')).toBeNull();
  });

  it('links the reply count to the post page of the role', async () => {
    renderAllPosts();
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    expect(within(mine).getByRole('link', { name: '2 Replies' })).toHaveAttribute('href', '/participant/posts/reply/1');
    expect(within(card('Reading list')).getByRole('link', { name: '1 Reply' })).toHaveAttribute(
      'href',
      '/participant/posts/reply/2',
    );
  });

  it('offers Edit and Delete on own posts only', async () => {
    renderAllPosts();
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    expect(within(mine).getByRole('button', { name: 'Edit post' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
    for (const title of ['Reading list', 'Recorded session']) {
      expect(within(card(title)).queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
      expect(within(card(title)).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
      expect(within(card(title)).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    }
  });
});

describe('PostListScreen: replying', () => {
  it('keeps one reply box open at a time; Cancel closes it and forgets what was typed', async () => {
    const { user } = renderAllPosts();
    await screen.findByRole('article', { name: /^My own question/ });
    await user.click(within(card('Reading list')).getByRole('button', { name: 'Reply' }));
    const first = within(card('Reading list')).getByRole('form', { name: 'Reply to Reading list' });
    expect(within(first).getByLabelText('Your Reply')).toHaveFocus();
    expect(within(first).getByLabelText('Your Reply')).toHaveAttribute('rows', '6');
    await user.type(within(first).getByLabelText('Your Reply'), 'Half a thought');

    await user.click(within(card('Recorded session')).getByRole('button', { name: 'Reply' }));
    expect(screen.getAllByRole('form', { name: /^Reply to/ })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Reply to Recorded session' })).toBeInTheDocument();
    expect(within(card('Reading list')).getByRole('button', { name: 'Reply' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(within(card('Recorded session')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /^Reply to/ })).not.toBeInTheDocument();
    expect(within(card('Recorded session')).getByRole('button', { name: 'Reply' })).toHaveFocus();
    await user.click(within(card('Reading list')).getByRole('button', { name: 'Reply' }));
    expect(within(card('Reading list')).getByLabelText('Your Reply')).toHaveValue('');
  });

  it("refuses a blank reply with 'Please Fill out this field!'", async () => {
    const { api, user } = renderAllPosts();
    await screen.findByRole('article', { name: /^My own question/ });
    await user.click(within(card('Reading list')).getByRole('button', { name: 'Reply' }));
    await user.type(within(card('Reading list')).getByLabelText('Your Reply'), '   ');
    await user.click(within(card('Reading list')).getByRole('button', { name: 'Post' }));
    expect(await within(card('Reading list')).findByText('Please Fill out this field!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("sends the trimmed reply, toasts 'Reply Sent!', closes the box and refreshes the list", async () => {
    const api = fakeApi()
      .on(participantForum.allPosts, postList([MINE, FACULTY]))
      .on(participantForum.allPosts, postList([MINE, { ...FACULTY, replies_count: 2 }]))
      .on(participantForum.reply, { status: 201, body: { success: 'Reply Sent!', id: 9 } }, { postId: 2 });
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<PostListScreen userRole="participant" scope="all" />);
    await screen.findByRole('article', { name: 'Reading list' });
    await user.click(within(card('Reading list')).getByRole('button', { name: 'Reply' }));
    await user.type(within(card('Reading list')).getByLabelText('Your Reply'), '  Thank you  ');
    await user.click(within(card('Reading list')).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: /^Reply to/ })).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Reply Sent!');
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/participant/forum/post/2/reply',
      body: { reply_body: 'Thank you' },
    });
    expect(within(card('Reading list')).getByRole('link', { name: '2 Replies' })).toBeInTheDocument();
  });
});

describe('PostListScreen: lists', () => {
  const LISTS = {
    all: participantForum.allPosts,
    mine: participantForum.myPosts,
    unanswered: participantForum.unanswered,
  } as const;
  it.each([
    ['all', 'No Posts Yet'],
    ['mine', 'No Posts Yet'],
    ['unanswered', 'No Unanswered Posts'],
  ] as const)('the %s list says "%s" when empty', async (scope, text) => {
    fakeApi().on(LISTS[scope], postList([]));
    renderWithProviders(<PostListScreen userRole="participant" scope={scope} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
  });

  it("reads the participant's own posts, whose author is participant_name", async () => {
    const { user_name: _name, ...fields } = MINE;
    fakeApi().on(participantForum.myPosts, {
      status: 200,
      body: { posts: [{ ...fields, participant_name: 'Sabbir Hossain' }], total_data: 1 },
    });
    renderWithProviders(<PostListScreen userRole="participant" scope="mine" />);
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    expect(within(mine).getByText('You')).toBeInTheDocument();
  });

  it('searches title and body through the search parameter, from page 1', async () => {
    const api = fakeApi()
      .on(participantForum.allPosts, postList([MINE, FACULTY], 12))
      .on(participantForum.allPosts, postList([]));
    const { user, location } = renderWithProviders(<PostListScreen userRole="participant" scope="all" />, {
      route: '/participant/posts/all_posts?page=2',
    });
    await screen.findByRole('article', { name: 'Reading list' });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'KYC form ');
    expect(await screen.findByText('No posts match your search')).toBeInTheDocument();
    expect(location.current).toBe('/participant/posts/all_posts?search=KYC+form');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/participant/forum/all_posts?page=2',
      '/api/participant/forum/all_posts?page=1&search=KYC+form',
    ]);
    // What was typed stays as typed.
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('KYC form ');
  });

  it("deletes an own post through the dialog: the participant's call repeats the id, the list refreshes", async () => {
    const api = fakeApi()
      .on(participantForum.allPosts, postList([MINE, FACULTY]))
      .on(participantForum.allPosts, postList([FACULTY]))
      .on(participantForum.deletePost, { status: 200, body: { success: 'Deleted Successfully' } }, { postId: 1 });
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<PostListScreen userRole="participant" scope="all" />);
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    await user.click(within(mine).getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^My own question/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Deleted Successfully');
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: '/api/participant/forum/delete/1',
      body: { id: '1' },
    });
  });

  it("edits an own post in a modal: blank fields read 'Please Fill out this field', a 200 closes it", async () => {
    const api = fakeApi()
      .on(participantForum.allPosts, postList([MINE]))
      .on(participantForum.editPost, { status: 200, body: { success: 'Edited Successfully!' } }, { postId: 1 });
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<PostListScreen userRole="participant" scope="all" />);
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    await user.click(within(mine).getByRole('button', { name: 'Edit post' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    const title = within(dialog).getByLabelText('Post Title');
    expect(title).toHaveValue('My own question');
    expect(within(dialog).getByLabelText('Body')).toHaveValue(MINE.body);
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please Fill out this field')).toBeInTheDocument();

    await user.type(title, ' Better title ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Edited Successfully!');
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/participant/forum/edit/1',
      body: { post_title: 'Better title', post_body: MINE.body },
    });
  });
});

describe('PostListScreen: the coordinator’s needs-a-reply queue', () => {
  it('sorts newest or oldest first, says how long each post waited, and links to the coordinator’s post page', async () => {
    const api = fakeApi().on(coordinatorForum.unanswered, postList([FACULTY]));
    const { user, location } = renderWithProviders(<PostListScreen userRole="coordinator" scope="unanswered" />, {
      route: '/coordinator/posts/unanswered?page=2',
    });
    const waiting = await screen.findByText('waiting 3 hours');
    expect(waiting).toHaveAttribute('dateTime', FACULTY.created_at);
    expect(within(card('Reading list')).getByRole('link', { name: '1 Reply' })).toHaveAttribute(
      'href',
      '/coordinator/posts/reply/2',
    );
    expect(screen.getByLabelText('Sort')).toHaveValue('newest');

    await user.selectOptions(screen.getByLabelText('Sort'), 'Oldest first');
    await waitFor(() => expect(location.current).toBe('/coordinator/posts/unanswered?sort=oldest'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/coordinator/posts/unanswered?page=2&sort=newest',
      '/api/coordinator/posts/unanswered?page=1&sort=oldest',
    ]);
  });

  it("deletes a coordinator's own post without a body", async () => {
    const api = fakeApi()
      .on(coordinatorForum.allPosts, postList([MINE]))
      .on(coordinatorForum.deletePost, { status: 200, body: { success: 'Deleted Successfully' } }, { postId: 1 });
    const { user } = renderWithProviders(<PostListScreen userRole="coordinator" scope="all" />);
    const mine = await screen.findByRole('article', { name: /^My own question/ });
    await user.click(within(mine).getByRole('button', { name: 'Delete post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: '/api/coordinator/posts/delete/1',
      body: {},
    });
  });
});
