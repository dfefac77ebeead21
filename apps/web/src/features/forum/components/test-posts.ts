// Posts and replies as the server sends them, for the forum's component tests.
import type { MyReply, Post, Reply } from '@portal/contract';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function makePost(fields: Partial<Post> = {}): Post {
  return {
    post_id: 1,
    title: 'Structured cash deposits',
    body: 'Should we report it?',
    replies_count: 0,
    is_edited: 0,
    created_at: hoursAgo(3),
    is_my_post: false,
    user_name: 'Arif Rahman',
    user_type: 2,
    course_id: 4,
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    ...fields,
  };
}

export function makeReply(fields: Partial<Reply> = {}): Reply {
  return {
    reply_id: 100,
    post_id: 1,
    body: 'Yes, report it.',
    created_at: hoursAgo(1),
    is_edited: 0,
    is_my_reply: false,
    user_name: 'Ayesha Siddiqua',
    user_type: 1,
    ...fields,
  };
}

export function makeMyReply(fields: Partial<MyReply> = {}): MyReply {
  return {
    ...makeReply({ is_my_reply: true, user_name: 'Sabbir Hossain', user_type: 2 }),
    post_title: 'Structured cash deposits',
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    ...fields,
  };
}

export const postList = (posts: Post[], total = posts.length) => ({ status: 200, body: { posts, total_data: total } });
