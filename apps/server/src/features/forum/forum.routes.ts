// The course forum of both roles (docs/features.md, Forum): the same handlers under the participant's and the
// coordinator's paths. Who sees what: the members of a post's course (its participants and coordinators); a post of
// another course answers 404 on every call. Only the author edits or deletes (403 otherwise).
import { coordinatorForum, FORUM_TEXT, LIST_STATUS, participantForum } from '@portal/contract';
import type { SessionUser } from '#server/core/auth/sessions.ts';
import { findMemberCourse, memberCourseOptions } from '#server/core/db/course-membership.ts';
import { badRequest, deleteDenied, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
import { toMyReply, toParticipantMyPost, toPost, toReply } from './forum.presenters.ts';
import {
  deleteOwnPost,
  findPost,
  findReply,
  insertPost,
  insertReply,
  listMyReplies,
  listPosts,
  postWithReplies,
  updateOwnPost,
  updateOwnReply,
} from './forum.queries.ts';

const POST_NOT_FOUND = 'Post not found';
const REPLY_NOT_FOUND = 'Reply not found';
const COURSE_NOT_FOUND = 'Course not found';

export function forumRoutes({ route, db, jobs }: FeatureContext) {
  /** The caller's own post, or the refusal: 404 outside their courses, 403 when someone else wrote it. */
  async function ownPost(user: SessionUser, postId: number) {
    const post = await findPost(db, user, postId);
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!post.isMine) throw deleteDenied();
    return post;
  }

  async function removePost(
    user: SessionUser,
    postId: number,
    log: { info: (o: object, m: string) => void },
    touches: (courseId: number) => void,
  ) {
    const post = await ownPost(user, postId);
    touches(post.courseId);
    if (!(await deleteOwnPost(db, user.id, postId))) throw notFound(POST_NOT_FOUND);
    log.info({ event: 'post_deleted', postId }, 'forum post deleted');
    return { success: FORUM_TEXT.deleted };
  }

  for (const forum of [participantForum, coordinatorForum] as const) {
    // The Create Post select: the caller's running courses only (an expired run's forum is read, not added to).
    route(forum.courses, async ({ user }) => ({ courses: await memberCourseOptions(db, user, LIST_STATUS.running) }));

    route(forum.createPost, async ({ user, params, body, touches }) => {
      // A participant posts in a course they attend, a coordinator in one they coordinate; and only while it runs.
      const course = await findMemberCourse(db, user, params.courseId);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      if (course.status !== LIST_STATUS.running) throw badRequest(FORUM_TEXT.courseExpired);
      // The post and its notifications' fan-out job commit together (the job exists only if the post does).
      const id = await db.transaction(async (tx) => {
        const postId = await insertPost(tx, {
          courseId: params.courseId,
          authorId: user.id,
          title: body.post_title,
          body: body.post_body,
        });
        await queueNotifications(jobs, tx, 'post-created', [postId]);
        return postId;
      });
      touches(params.courseId);
      return { success: FORUM_TEXT.posted, id };
    });

    route(forum.allPosts, async ({ user, query }) => {
      const { rows, total } = await listPosts(db, user, { kind: 'all', search: query.search }, query.page ?? 1);
      return { posts: rows.map(toPost), total_data: total };
    });

    route(forum.unanswered, async ({ user, query }) => {
      const scope = { kind: 'unanswered', sort: query.sort ?? 'newest' } as const;
      const { rows, total } = await listPosts(db, user, scope, query.page ?? 1);
      return { posts: rows.map(toPost), total_data: total };
    });

    route(forum.post, async ({ user, params, query }) => {
      const found = await postWithReplies(db, user, params.postId, query.page ?? 1);
      if (!found) throw notFound(POST_NOT_FOUND);
      const { post, replies } = found;
      return { post: toPost(post), replies: replies.map(toReply), total_replies: post.replyCount };
    });

    route(forum.reply, async ({ user, params, body, touches }) => {
      const reply = await insertReply(db, user, params.postId, body.reply_body, (tx, replyId) =>
        queueNotifications(jobs, tx, 'reply-created', [replyId]),
      );
      if (reply === null) throw notFound(POST_NOT_FOUND);
      touches(reply.courseId);
      return { success: FORUM_TEXT.replied, id: reply.id };
    });

    route(forum.editPost, async ({ user, params, body, touches }) => {
      const post = await ownPost(user, params.postId);
      touches(post.courseId);
      const change = { title: body.post_title, body: body.post_body };
      if (!(await updateOwnPost(db, user.id, params.postId, change))) throw notFound(POST_NOT_FOUND);
      return { success: FORUM_TEXT.edited };
    });

    route(forum.editReply, async ({ user, params, body, touches }) => {
      const reply = await findReply(db, user, params.replyId);
      if (!reply) throw notFound(REPLY_NOT_FOUND);
      if (reply.authorId !== user.id) throw deleteDenied();
      touches(reply.courseId);
      if (!(await updateOwnReply(db, user.id, reply.id, body.reply_body))) throw notFound(REPLY_NOT_FOUND);
      return { success: FORUM_TEXT.edited };
    });
  }

  route(participantForum.myPosts, async ({ user, query }) => {
    const { rows, total } = await listPosts(db, user, { kind: 'mine' }, query.page ?? 1);
    return { posts: rows.map(toParticipantMyPost), total_data: total };
  });

  route(coordinatorForum.myPosts, async ({ user, query }) => {
    const { rows, total } = await listPosts(db, user, { kind: 'mine' }, query.page ?? 1);
    return { posts: rows.map(toPost), total_data: total };
  });

  route(participantForum.myReplies, async ({ user, query }) => {
    const { rows, total } = await listMyReplies(db, user, query.page ?? 1);
    return { replies: rows.map(toMyReply), total_data: total };
  });

  route(participantForum.deletePost, async ({ user, params, body, req, touches }) => {
    // The spec's participant delete repeats the id in its body; a different id is a confused request.
    if (Number(body.id) !== params.postId) throw badRequest('The id in the body is not the post’s id');
    return removePost(user, params.postId, req.log, touches);
  });

  route(coordinatorForum.deletePost, async ({ user, params, req, touches }) =>
    removePost(user, params.postId, req.log, touches),
  );
}
