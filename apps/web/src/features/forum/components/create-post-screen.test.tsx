// Create Post (docs/features.md, Forum): the messages of the contract's CreatePostForm, 'Creating...' while sending,
// 'Posted Successfully' and an empty form on 201, and the text shown when the course list cannot be loaded.
import { coordinatorForum, participantForum } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CreatePostScreen } from './create-post-screen.tsx';

const COURSES = {
  status: 200,
  body: {
    courses: [
      { value: 4, label: 'Certified Expert in Anti-Money Laundering' },
      { value: 9, label: 'Certified Credit Professional' },
    ],
  },
};

async function fillForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await screen.findByRole('option', { name: 'Certified Credit Professional' });
  await user.type(screen.getByLabelText('Post Title'), '  Reading list  ');
  await user.selectOptions(screen.getByLabelText('Course Name'), 'Certified Credit Professional');
  await user.type(screen.getByLabelText('Body'), 'Line one{Enter}Line two');
}

describe('CreatePostScreen', () => {
  it('names each course with its short name, so two runs of one programme can be told apart', async () => {
    const api = fakeApi().on(participantForum.courses, {
      status: 200,
      body: {
        courses: [
          { value: 4, label: 'Certified Expert in Anti-Money Laundering', short_name: 'CEAML-2026' },
          { value: 7, label: 'Certified Expert in Anti-Money Laundering', short_name: 'CEAML-2027' },
        ],
      },
    });
    const { user } = renderWithProviders(<CreatePostScreen userRole="participant" />);
    const options = await screen.findAllByRole('option', { name: /^Certified Expert in Anti-Money Laundering/ });
    expect(options.map((option) => option.textContent)).toEqual([
      'Certified Expert in Anti-Money Laundering (CEAML-2026)',
      'Certified Expert in Anti-Money Laundering (CEAML-2027)',
    ]);
    await user.selectOptions(
      screen.getByLabelText('Course Name'),
      'Certified Expert in Anti-Money Laundering (CEAML-2027)',
    );
    expect(screen.getByLabelText('Course Name')).toHaveValue('7');
    expect(api.calls).toHaveLength(1);
  });

  it('shows the spec’s three messages on an empty submit and sends nothing', async () => {
    const api = fakeApi().on(participantForum.courses, COURSES);
    const { user } = renderWithProviders(<CreatePostScreen userRole="participant" />);
    await screen.findByRole('option', { name: 'Certified Credit Professional' });
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post title is required!')).toBeInTheDocument();
    expect(screen.getByText('Please Select a Course!')).toBeInTheDocument();
    expect(screen.getByText('Post Body is required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Post Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Body')).toHaveAttribute('rows', '8');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("sends the trimmed post to the chosen course and reads 'Creating...' meanwhile", async () => {
    const api = fakeApi()
      .on(participantForum.courses, COURSES)
      .on(participantForum.createPost, 'never', { courseId: 9 });
    const { user } = renderWithProviders(<CreatePostScreen userRole="participant" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/participant/forum/create_post/9',
      body: { post_title: 'Reading list', post_body: 'Line one\nLine two' },
    });
  });

  it("toasts 'Posted Successfully' on 201 and empties the form", async () => {
    fakeApi()
      .on(participantForum.courses, COURSES)
      .on(
        participantForum.createPost,
        { status: 201, body: { success: 'Posted Successfully', id: 55 } },
        { courseId: 9 },
      );
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<CreatePostScreen userRole="participant" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Posted Successfully'));
    await waitFor(() => expect(screen.getByLabelText('Post Title')).toHaveValue(''));
    expect(screen.getByLabelText('Course Name')).toHaveValue('');
    expect(screen.getByLabelText('Body')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  });

  it('posts to the coordinator’s path for a coordinator', async () => {
    const api = fakeApi()
      .on(coordinatorForum.courses, COURSES)
      .on(
        coordinatorForum.createPost,
        { status: 201, body: { success: 'Posted Successfully', id: 56 } },
        { courseId: 9 },
      );
    const { user } = renderWithProviders(<CreatePostScreen userRole="coordinator" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(screen.getByLabelText('Post Title')).toHaveValue(''));
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/coordinator/posts/create/9');
  });

  it("keeps what was typed when the server refuses, with the server's text", async () => {
    fakeApi()
      .on(participantForum.courses, COURSES)
      .on(participantForum.createPost, { status: 404, body: { error: 'Course not found' } }, { courseId: 9 });
    const error = vi.spyOn(notify, 'error');
    const { user } = renderWithProviders(<CreatePostScreen userRole="participant" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Course not found', expect.any(ApiError)));
    expect(screen.getByLabelText('Post Title')).toHaveValue('  Reading list  ');
  });

  it("says 'Error. Cannot Create Post at this moment!' when the courses cannot be loaded", async () => {
    fakeApi().on(participantForum.courses, { status: 500, body: { error: 'Internal Server Error' } });
    renderWithProviders(<CreatePostScreen userRole="participant" />);
    expect(await screen.findByText('Error. Cannot Create Post at this moment!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeDisabled();
  });
});
