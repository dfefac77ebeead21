// Rows → the spec's wire names (docs/features.md, Forum). Nothing else of a row leaves the server.
import type { MyReply, ParticipantMyPost, Post, Reply, UserType } from '@portal/contract';
import type { PostRow, ReplyRow } from './forum.queries.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

function postFields(row: PostRow) {
  return {
    post_id: row.id,
    title: row.title,
    body: row.body,
    replies_count: row.replyCount,
    is_edited: flag(row.isEdited),
    created_at: row.createdAt.toISOString(),
    is_my_post: row.isMine,
    user_type: row.authorType as UserType,
    course_id: row.courseId,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
  };
}

export function toPost(row: PostRow): Post {
  return { ...postFields(row), user_name: row.authorName };
}

/** The participant's my-posts list calls the author `participant_name`. */
export function toParticipantMyPost(row: PostRow): ParticipantMyPost {
  return { ...postFields(row), participant_name: row.authorName };
}

export function toReply(row: ReplyRow): Reply {
  return {
    reply_id: row.id,
    post_id: row.postId,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    is_edited: flag(row.isEdited),
    is_my_reply: row.isMine,
    user_name: row.authorName,
    user_type: row.authorType as UserType,
  };
}

export function toMyReply(row: ReplyRow & { postTitle: string; courseName: string; courseShortName: string }): MyReply {
  return {
    ...toReply(row),
    post_title: row.postTitle,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
  };
}
