// The course forum of both roles (docs/features.md, Forum). One set of shapes serves both roles; the two endpoint maps
// differ only in their paths, which the spec fixes. The body schemas carry the exact messages of section 5.
import { z } from 'zod';
import {
  CreatedBody,
  ErrorBody,
  IdString,
  LIMITS,
  PageString,
  SuccessBody,
  TotalData,
  UserTypeCode,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { blockText, lineText } from './fields.ts';
import { CourseIdParams, CourseOptions, READ_ERRORS, WRITE_ERRORS } from './options.ts';
import { DELETED_TEXT } from './texts.ts';

export const FORUM_TEXT = {
  posted: 'Posted Successfully',
  replied: 'Reply Sent!',
  edited: 'Edited Successfully!',
  deleted: DELETED_TEXT,
  /** Post creation when the course select cannot be filled. */
  coursesFailed: 'Error. Cannot Create Post at this moment!',
  noPosts: 'No Posts Yet',
  noUnanswered: 'No Unanswered Posts',
  noReplies: 'No Replies',
  noRepliesOnPost: 'This post currently has no replies!',
  noMatch: 'No posts match your search',
  /** A post's page when the post is not there or is in a course the caller is not part of (the API's 404). */
  postNotFound: 'Post Not Found!',
  /** A post asked for in an expired course (the Create Post select offers running courses only). */
  courseExpired: 'This course has expired: posts can be created in running courses only.',
  postNotFoundDetail: 'This post does not exist any more, or it belongs to a course you are not part of.',
} as const;

/** The validation messages of the forum's forms. */
export const FORUM_MESSAGES = {
  postTitle: 'Post title is required!',
  course: 'Please Select a Course!',
  postBody: 'Post Body is required!',
  editField: 'Please Fill out this field',
  replyField: 'Please Fill out this field!',
  titleTooLong: `max length is ${LIMITS.postTitle}`,
  bodyTooLong: `max length is ${LIMITS.postBody}`,
  singleLine: 'Line breaks and control characters are not allowed',
  control: 'Control characters are not allowed',
} as const;
const M = FORUM_MESSAGES;

const title = (required: string) =>
  lineText({ required, tooLong: M.titleTooLong }, LIMITS.postTitle, { anyControl: M.singleLine });
/** Bodies keep their line breaks and tabs; they are plain text, never HTML. */
const body = (required: string) =>
  blockText({ required, tooLong: M.bodyTooLong }, LIMITS.postBody, { lineBreak: M.control, control: M.control });

/** `POST …/create_post/{courseId}` and `…/posts/create/{courseId}`. */
export const CreatePostBody = z.object({ post_title: title(M.postTitle), post_body: body(M.postBody) });
export type CreatePostBody = z.output<typeof CreatePostBody>;

/** The Create Post form: the body plus the course select (0 or empty: none chosen). */
export const CreatePostForm = CreatePostBody.extend({
  course_id: z.coerce.number(M.course).int(M.course).positive(M.course),
});
export type CreatePostFormIn = z.input<typeof CreatePostForm>;

/** `PATCH …/edit/{postId}` and `…/posts/{postId}/edit`, and the post-edit modal. */
export const EditPostBody = z.object({ post_title: title(M.editField), post_body: body(M.editField) });
export type EditPostBody = z.output<typeof EditPostBody>;

/** A new reply (the inline reply box). */
export const ReplyBody = z.object({ reply_body: body(M.replyField) });
export type ReplyBody = z.output<typeof ReplyBody>;

/** An edited reply (the reply-edit modal): the same field, the spec's message without '!'. */
export const EditReplyBody = z.object({ reply_body: body(M.editField) });
export type EditReplyBody = z.output<typeof EditReplyBody>;

/** The participant's delete sends the post id again, as a string. */
export const DeletePostBody = z.object({ id: z.string().regex(/^\d{1,10}$/, 'Must be the post id') });

export const PostIdParams = z.object({ postId: IdString });
export const ReplyIdParams = z.object({ replyId: IdString });

/** Lists: `?page=N`; all posts also take `search` (title and body, partial, any case). */
export const PostListQuery = z.object({
  page: PageString.optional(),
  // No control characters: PostgreSQL cannot take a NUL in a text parameter (found by wapiti, docs/security.md IN1).
  search: lineText({ tooLong: 'Search text is too long' }, LIMITS.search, {
    anyControl: 'Control characters are not allowed',
  }).optional(),
});
export const UNANSWERED_SORT = ['newest', 'oldest'] as const;
/** The unanswered list can be worked through oldest first (the coordinator's "needs a reply" queue). */
export const UnansweredQuery = z.object({ page: PageString.optional(), sort: z.enum(UNANSWERED_SORT).optional() });
export type UnansweredSort = (typeof UNANSWERED_SORT)[number];
export const RepliesQuery = z.object({ page: PageString.optional() });

const postFields = {
  post_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  replies_count: z.number().int().nonnegative(),
  /** 1 once edited. */
  is_edited: z.union([z.literal(0), z.literal(1)]),
  /** ISO 8601 with time zone. */
  created_at: z.string(),
  is_my_post: z.boolean(),
  user_type: UserTypeCode,
  course_id: z.number().int(),
  course_name: z.string(),
  /** The course's short name (its batch, 'CEAML-2026'): two runs of one programme share a name. */
  course_short_name: z.string(),
};

export const Post = z.object({ ...postFields, user_name: z.string() }).meta({ id: 'ForumPost' });
export type Post = z.infer<typeof Post>;
/** The participant's my-posts list names the author `participant_name`. */
export const ParticipantMyPost = z
  .object({ ...postFields, participant_name: z.string() })
  .meta({ id: 'ForumParticipantMyPost' });
export type ParticipantMyPost = z.infer<typeof ParticipantMyPost>;

export const PostList = z.object({ posts: z.array(Post), total_data: TotalData });
export type PostList = z.infer<typeof PostList>;
export const ParticipantMyPostList = z.object({ posts: z.array(ParticipantMyPost), total_data: TotalData });

export const Reply = z
  .object({
    reply_id: z.number().int(),
    post_id: z.number().int(),
    body: z.string(),
    created_at: z.string(),
    is_edited: z.union([z.literal(0), z.literal(1)]),
    is_my_reply: z.boolean(),
    user_name: z.string(),
    user_type: UserTypeCode,
  })
  .meta({ id: 'ForumReply' });
export type Reply = z.infer<typeof Reply>;

/** A reply in the my-replies list, with the title of its post for context. */
export const MyReply = Reply.extend({
  post_title: z.string(),
  course_name: z.string(),
  course_short_name: z.string(),
}).meta({ id: 'ForumMyReply' });
export type MyReply = z.infer<typeof MyReply>;
export const MyReplyList = z.object({ replies: z.array(MyReply), total_data: TotalData });

/** One post with a page of its replies, oldest first (a conversation reads top to bottom). */
export const PostDetail = z.object({ post: Post, replies: z.array(Reply), total_replies: TotalData });
export type PostDetail = z.infer<typeof PostDetail>;

const reads = { 401: ErrorBody };
const tags = ['forum'];

/** The forum calls of one role: what the web's forum screens use whichever role they serve. */
function forumEndpoints<const Role extends 'participant' | 'coordinator'>(
  access: Role,
  paths: {
    courses: string;
    create: string;
    all: string;
    unanswered: string;
    detail: string;
    reply: string;
    edit: string;
    editReply: string;
  },
) {
  return {
    courses: defineEndpoint({
      method: 'GET',
      keep: true,
      reads: ['courses'],
      path: paths.courses,
      access,
      summary: 'The running courses the caller may post in, as select options with their short names',
      tags,
      responses: { 200: CourseOptions, ...reads },
    }),
    createPost: defineEndpoint({
      method: 'POST',
      changes: 'courses',
      kinds: ['forum'],
      path: paths.create,
      access,
      summary:
        'Creates a post in one of the caller’s running courses (a coordinator: a course they coordinate); an expired one answers 400',
      tags,
      params: CourseIdParams,
      body: CreatePostBody,
      responses: { 201: CreatedBody, ...WRITE_ERRORS },
    }),
    allPosts: defineEndpoint({
      method: 'GET',
      keep: true,
      reads: ['forum', 'courses'],
      path: paths.all,
      access,
      summary: 'Posts of the caller’s courses, newest first, 10 a page; `search` filters title and body',
      tags,
      query: PostListQuery,
      responses: { 200: PostList, ...READ_ERRORS },
    }),
    unanswered: defineEndpoint({
      method: 'GET',
      keep: true,
      reads: ['forum', 'courses'],
      path: paths.unanswered,
      access,
      summary: 'Posts of the caller’s courses without a reply, newest (or `sort=oldest`) first, 10 a page',
      tags,
      query: UnansweredQuery,
      responses: { 200: PostList, ...READ_ERRORS },
    }),
    post: defineEndpoint({
      method: 'GET',
      keep: true,
      reads: ['forum', 'courses'],
      path: paths.detail,
      access,
      summary: 'One post of the caller’s courses with a page of its replies, oldest first',
      tags,
      params: PostIdParams,
      query: RepliesQuery,
      responses: { 200: PostDetail, ...READ_ERRORS },
    }),
    reply: defineEndpoint({
      method: 'POST',
      changes: 'courses',
      kinds: ['forum'],
      path: paths.reply,
      access,
      summary: 'Replies to a post of the caller’s courses',
      tags,
      params: PostIdParams,
      body: ReplyBody,
      responses: { 201: CreatedBody, ...WRITE_ERRORS },
    }),
    editPost: defineEndpoint({
      method: 'PATCH',
      changes: 'courses',
      kinds: ['forum'],
      path: paths.edit,
      access,
      summary: 'Edits the caller’s own post (it is then marked edited)',
      tags,
      params: PostIdParams,
      body: EditPostBody,
      responses: { 200: SuccessBody, ...WRITE_ERRORS },
    }),
    editReply: defineEndpoint({
      method: 'PATCH',
      changes: 'courses',
      kinds: ['forum'],
      path: paths.editReply,
      access,
      summary: 'Edits the caller’s own reply (it is then marked edited)',
      tags,
      params: ReplyIdParams,
      body: EditReplyBody,
      responses: { 200: SuccessBody, ...WRITE_ERRORS },
    }),
  };
}

const participantPaths = {
  courses: '/api/participant/forum/user_courses',
  create: '/api/participant/forum/create_post/:courseId',
  all: '/api/participant/forum/all_posts',
  mine: '/api/participant/forum/my_posts',
  unanswered: '/api/participant/forum/posts/unanswered',
  detail: '/api/participant/forum/post/:postId',
  reply: '/api/participant/forum/post/:postId/reply',
  edit: '/api/participant/forum/edit/:postId',
  editReply: '/api/participant/forum/replies/edit/:replyId',
  delete: '/api/participant/forum/delete/:postId',
};
const coordinatorPaths = {
  courses: '/api/coordinator/posts/user_courses',
  create: '/api/coordinator/posts/create/:courseId',
  all: '/api/coordinator/posts/all',
  mine: '/api/coordinator/posts/my_posts',
  unanswered: '/api/coordinator/posts/unanswered',
  detail: '/api/coordinator/post_n_replies/:postId',
  reply: '/api/coordinator/posts/:postId/reply',
  edit: '/api/coordinator/posts/:postId/edit',
  editReply: '/api/coordinator/posts/replies/edit/:replyId',
  delete: '/api/coordinator/posts/delete/:postId',
};

export const participantForum = {
  ...forumEndpoints('participant', participantPaths),
  myPosts: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['forum', 'courses'],
    path: participantPaths.mine,
    access: 'participant',
    summary: 'The caller’s own posts, newest first, 10 a page (author as `participant_name`)',
    tags,
    query: PostListQuery,
    responses: { 200: ParticipantMyPostList, ...READ_ERRORS },
  }),
  myReplies: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['forum', 'courses'],
    path: '/api/participant/forum/my_replies',
    access: 'participant',
    summary: 'The caller’s own replies, newest first, 10 a page',
    tags,
    query: RepliesQuery,
    responses: { 200: MyReplyList, ...READ_ERRORS },
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    changes: 'courses',
    kinds: ['forum'],
    path: participantPaths.delete,
    access: 'participant',
    summary: 'Deletes the caller’s own post with its replies; the body repeats the post id as a string',
    tags,
    params: PostIdParams,
    body: DeletePostBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
} as const;

export const coordinatorForum = {
  ...forumEndpoints('coordinator', coordinatorPaths),
  myPosts: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['forum', 'courses'],
    path: coordinatorPaths.mine,
    access: 'coordinator',
    summary: 'The caller’s own posts, newest first, 10 a page',
    tags,
    query: PostListQuery,
    responses: { 200: PostList, ...READ_ERRORS },
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    changes: 'courses',
    kinds: ['forum'],
    path: coordinatorPaths.delete,
    access: 'coordinator',
    summary: 'Deletes the caller’s own post with its replies',
    tags,
    params: PostIdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
} as const;
