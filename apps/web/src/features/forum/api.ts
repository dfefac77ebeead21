// The forum's query keys, reads and writes, for either role (docs/features.md, Forum). Every key starts with ['forum',
// role], so one invalidation of that prefix after a write refreshes the posts, the replies and the unanswered list at
// once, as the spec asks after a reply.
import {
  type CreatePostBody,
  coordinatorForum,
  type EditPostBody,
  type EditReplyBody,
  type PostList,
  participantForum,
  type ReplyBody,
  type UnansweredSort,
} from '@portal/contract';
import { keepPreviousData, type QueryKey, queryOptions, useMutation } from '@tanstack/react-query';
import { type DeleteCall, deleteCall } from '#web/components/ui/confirm-delete-dialog.tsx';
import { read, write } from '#web/lib/api.ts';
import { type ForumRole, forumEndpoints } from './endpoints.ts';

/** The three post lists: all posts, the caller's own, and those without a reply. */
export type PostScope = 'all' | 'mine' | 'unanswered';

export interface PostFilter {
  page: number;
  /** All posts only: title and body, partial, any case. */
  search?: string | undefined;
  /** Unanswered only. */
  sort?: UnansweredSort | undefined;
}

export const forumKeys = {
  all: ['forum'] as const,
  role: (role: ForumRole) => ['forum', role] as const,
  courses: (role: ForumRole) => ['forum', role, 'courses'] as const,
  lists: (role: ForumRole) => ['forum', role, 'posts'] as const,
  list: (role: ForumRole, scope: PostScope, filter: PostFilter) => ['forum', role, 'posts', scope, filter] as const,
  details: (role: ForumRole) => ['forum', role, 'post'] as const,
  post: (role: ForumRole, postId: string, page: number) => ['forum', role, 'post', postId, { page }] as const,
  myReplies: (role: ForumRole) => ['forum', role, 'my-replies'] as const,
  myRepliesPage: (role: ForumRole, page: number) => ['forum', role, 'my-replies', { page }] as const,
};

// ---------------------------------------------------------------------------------------------------------
// Reads.

/** The courses the caller may post in (the Course Name select). */
export function courseOptions(role: ForumRole) {
  return queryOptions({
    queryKey: forumKeys.courses(role),
    queryFn: ({ signal }) => read(forumEndpoints[role].courses, { signal }),
  });
}

async function fetchPosts(role: ForumRole, scope: PostScope, filter: PostFilter, signal: AbortSignal) {
  const page = String(filter.page);
  const endpoints = forumEndpoints[role];
  switch (scope) {
    case 'all':
      return read(endpoints.allPosts, { query: { page, search: filter.search || undefined }, signal });
    case 'unanswered':
      return read(endpoints.unanswered, { query: { page, sort: filter.sort }, signal });
    case 'mine':
      return role === 'participant'
        ? fetchParticipantMyPosts(page, signal)
        : read(coordinatorForum.myPosts, { query: { page }, signal });
  }
}

/** The participant's own posts name their author `participant_name`; the cards read `user_name`. */
async function fetchParticipantMyPosts(page: string, signal: AbortSignal): Promise<PostList> {
  const list = await read(participantForum.myPosts, { query: { page }, signal });
  return {
    total_data: list.total_data,
    posts: list.posts.map(({ participant_name, ...post }) => ({ ...post, user_name: participant_name })),
  };
}

/** A page of one of the post lists; the page shown stays while the next one (or a new search) loads. */
export function postListOptions(role: ForumRole, scope: PostScope, filter: PostFilter) {
  return queryOptions({
    queryKey: forumKeys.list(role, scope, filter),
    queryFn: ({ signal }): Promise<PostList> => fetchPosts(role, scope, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** One post with a page of its replies, oldest first. */
export function postDetailOptions(role: ForumRole, postId: string, page: number) {
  return queryOptions({
    queryKey: forumKeys.post(role, postId, page),
    queryFn: ({ signal }) =>
      read(forumEndpoints[role].post, { params: { postId }, query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The participant's own replies (My Replies). */
export function myRepliesOptions(page: number) {
  return queryOptions({
    queryKey: forumKeys.myRepliesPage('participant', page),
    queryFn: ({ signal }) => read(participantForum.myReplies, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Writes: `write` toasts the server's success text ('Posted Successfully', 'Reply Sent!', 'Edited
// Successfully!') or the write catalogue's failure, and resolves once the role's forum reads are refreshed,
// so a form stays busy until the lists show the change.

export function useCreatePost(role: ForumRole) {
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: number; body: CreatePostBody }) =>
      write(forumEndpoints[role].createPost, {
        params: { courseId },
        body,
        invalidate: [forumKeys.role(role)],
      }),
  });
}

export function useReply(role: ForumRole) {
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: ReplyBody }) =>
      write(forumEndpoints[role].reply, { params: { postId }, body, invalidate: [forumKeys.role(role)] }),
  });
}

export function useEditPost(role: ForumRole) {
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: EditPostBody }) =>
      write(forumEndpoints[role].editPost, { params: { postId }, body, invalidate: [forumKeys.role(role)] }),
  });
}

export function useEditReply(role: ForumRole) {
  return useMutation({
    mutationFn: ({ replyId, body }: { replyId: number; body: EditReplyBody }) =>
      write(forumEndpoints[role].editReply, { params: { replyId }, body, invalidate: [forumKeys.role(role)] }),
  });
}

/**
 * The delete of an own post for the confirmation dialog. The participant's call repeats the id in its body.
 * `invalidate` defaults to the whole forum of the role; the post's own page passes the lists only, since it leaves the
 * page rather than read the deleted post again.
 */
export function deletePostCall(
  role: ForumRole,
  postId: number,
  invalidate: readonly QueryKey[] = [forumKeys.role(role)],
): DeleteCall {
  if (role === 'participant') {
    return deleteCall(participantForum.deletePost, { params: { postId }, body: { id: String(postId) }, invalidate });
  }
  return deleteCall(coordinatorForum.deletePost, { params: { postId }, invalidate });
}
