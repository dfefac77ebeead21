// The forum's reads and writes. Every statement is scoped to the caller's courses (memberCourseIds), so a post
// of another course is never read, listed or counted; lists are one page of rows plus one count, both in SQL,
// the author, course and reply count joined into the same statement as the rows. The totals of all posts and of
// the unanswered ones add up the counts kept per course (courses.forum_post_count, forum_unanswered_count), those
// of the caller's own posts and replies the counts kept per member and course (forum_member_counts); only a search
// is counted row by row.
import { PAGE_SIZE, type UnansweredSort, USER_TYPE } from '@portal/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import { type Db, queryRows, type Tx } from '#server/core/db/client.ts';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { type Member, type MemberRef, memberCourseIds } from '#server/core/db/course-membership.ts';
import { countRows, newestFirst, oldestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { type Bound, bound, preparedVariants } from '#server/core/db/prepared.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import { courses, forumMemberCounts, forumPosts, forumReplies, users } from '#server/core/db/schema/index.ts';

const authorName = personName(users);

const inMemberCourses = (member: MemberRef) => sql`${forumPosts.courseId} in (${memberCourseIds(member)})`;

function postColumns(viewer: MemberRef) {
  return {
    id: forumPosts.id,
    title: forumPosts.title,
    body: forumPosts.body,
    replyCount: forumPosts.replyCount,
    isEdited: forumPosts.isEdited,
    createdAt: forumPosts.createdAt,
    isMine: sql<boolean>`${forumPosts.authorId} = ${viewer.id}`,
    authorName,
    authorType: users.userType,
    courseId: forumPosts.courseId,
    courseName: courses.name,
    courseShortName: courses.shortName,
  };
}
export type PostRow = Omit<Awaited<ReturnType<typeof postPage>>[number], 'total'>;

function replyColumns(viewer: Member) {
  return {
    id: forumReplies.id,
    postId: forumReplies.postId,
    body: forumReplies.body,
    isEdited: forumReplies.isEdited,
    createdAt: forumReplies.createdAt,
    isMine: sql<boolean>`${forumReplies.authorId} = ${viewer.id}`,
    authorName,
    authorType: users.userType,
  };
}
export type ReplyRow = Omit<
  Awaited<ReturnType<typeof listMyReplies>>['rows'][number],
  'postTitle' | 'courseName' | 'courseShortName'
>;

/**
 * A coordinator's unanswered list is their "needs a reply" queue: the participants' questions only. A post of a
 * coordinator (their own, or a colleague's announcement) or of the admin waits for no coordinator's reply, so it is
 * left out; a participant's unanswered list still shows every post without a reply.
 */
const isCoordinatorQueue = (viewer: MemberRef) => viewer.userType === USER_TYPE.coordinator;
/** The author is a participant: one primary-key look-up per unanswered post (the partial index's rows). */
const writtenByParticipant = sql`exists (select 1 from ${users} as author
  where author.id = ${forumPosts.authorId} and author.user_type = ${USER_TYPE.participant})`;

/** Which posts a list shows. */
export type PostScope =
  | { kind: 'all'; search?: string | undefined }
  | { kind: 'mine' }
  | { kind: 'unanswered'; sort: UnansweredSort };

function scopeCondition(viewer: MemberRef, scope: PostScope): SQL | undefined {
  switch (scope.kind) {
    case 'mine':
      return eq(forumPosts.authorId, viewer.id);
    case 'unanswered':
      return isCoordinatorQueue(viewer)
        ? and(eq(forumPosts.replyCount, 0), writtenByParticipant)
        : eq(forumPosts.replyCount, 0);
    case 'all':
      // The same expression as the trigram index forum_posts_search_trgm_idx.
      return scope.search
        ? sql`(${forumPosts.title} || ' ' || ${forumPosts.body}) ilike ${containsPattern(scope.search)}`
        : undefined;
  }
}

/**
 * The ids of one page of a post list, newest (or oldest) first. The list spans the caller's courses: a single
 * `course_id in (…) order by … limit` would read every post of every course and sort them. Without a search, each
 * course's newest rows are read from its index instead (`forum_posts_course_created_idx`, or the unanswered partial
 * index), at most `offset + 10` of them, and only those are merged: the cost follows the page, not the courses'
 * size. A search goes through the trigram index and is sorted after it.
 */
function pageIdsOf(viewer: MemberRef, scope: PostScope, paging: Paging): SQL {
  const oldest = scope.kind === 'unanswered' && scope.sort === 'oldest';
  const order = oldest ? oldestFirst : newestFirst;
  const { offset, perCourse } = paging;
  const condition = scopeCondition(viewer, scope);
  if (scope.kind === 'mine' || (scope.kind === 'all' && scope.search)) {
    return sql`select ${forumPosts.id} from ${forumPosts}
      where ${and(inMemberCourses(viewer), condition)}
      order by ${sql.join(order(forumPosts.createdAt, forumPosts.id), sql`, `)}
      limit ${PAGE_SIZE} offset ${offset}`;
  }
  const direction = oldest ? sql`asc nulls first` : sql`desc nulls last`;
  return sql`select page.id from (${memberCourseIds(viewer)}) as mine(course_id)
    cross join lateral (
      select ${forumPosts.id} as id, ${forumPosts.createdAt} as created_at from ${forumPosts}
      where ${and(sql`${forumPosts.courseId} = mine.course_id`, condition)}
      order by ${sql.join(order(forumPosts.createdAt, forumPosts.id), sql`, `)}
      limit ${perCourse}
    ) as page
    order by page.created_at ${direction}, page.id ${direction}
    limit ${PAGE_SIZE} offset ${offset}`;
}

/** A page of a list: its offset, and how many newest rows of each course can reach it (offset + PAGE_SIZE). */
interface Paging {
  offset: Bound<number>;
  perCourse: Bound<number>;
}
const pagingOf = (page: number) => ({ offset: pageOffset(page), perCourse: pageOffset(page) + PAGE_SIZE });

function postPage(db: Db, viewer: MemberRef, scope: PostScope, paging: Paging) {
  const order = scope.kind === 'unanswered' && scope.sort === 'oldest' ? oldestFirst : newestFirst;
  // The page's ids first, from the indexes alone; author and course are then joined for those ten rows only. The
  // list's total rides on every row (PostgreSQL computes the uncorrelated subquery once): one round trip a page.
  return db
    .select({ ...postColumns(viewer), total: sql<number>`(${countPosts(viewer, scope)})` })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .innerJoin(courses, eq(courses.id, forumPosts.courseId))
    .where(sql`${forumPosts.id} in (${pageIdsOf(viewer, scope, paging)})`)
    .orderBy(...order(forumPosts.createdAt, forumPosts.id));
}

/**
 * The caller's own posts, or replies, in their courses (a reply counts in its post's course), as one integer-valued
 * statement: the counts the triggers keep per member and course (migration 0010), one row per course. The totals
 * of "my posts" and "my replies", and the dashboards' cards.
 */
export function ownForumTotal(member: MemberRef, kind: 'posts' | 'replies'): SQL<number> {
  const counted = kind === 'posts' ? forumMemberCounts.postCount : forumMemberCounts.replyCount;
  return sql<number>`select coalesce(sum(${counted}), 0)::int as total from ${forumMemberCounts}
    where ${forumMemberCounts.memberId} = ${member.id} and ${forumMemberCounts.courseId} in (${memberCourseIds(member)})`;
}

/** The number of posts of a list, as one integer-valued statement. */
function countPosts(viewer: MemberRef, scope: PostScope): SQL<number> {
  if (scope.kind === 'mine') return ownForumTotal(viewer, 'posts');
  if ((scope.kind === 'unanswered' && !isCoordinatorQueue(viewer)) || (scope.kind === 'all' && !scope.search)) {
    // All posts, or the unanswered ones, of the caller's courses: each course's count as the triggers keep it
    // (migration 0009), one row per course whatever its number of posts.
    const counted = scope.kind === 'unanswered' ? courses.forumUnansweredCount : courses.forumPostCount;
    return sql<number>`select coalesce(sum(${counted}), 0)::int as total from ${courses}
      where ${courses.id} in (${memberCourseIds(viewer)})`;
  }
  // A search, or a coordinator's queue (counted on the unanswered partial index, whose posts are few: each is
  // answered in time), row by row.
  return sql<number>`select ${countRows} as total from ${forumPosts}
    where ${and(inMemberCourses(viewer), scopeCondition(viewer, scope))}`;
}

/**
 * One page of a post list and the number of posts in the whole list, in one statement. A page past the end
 * carries no row and so no total: only then is the count asked alone.
 */
export async function listPosts(db: Db, viewer: Member, scope: PostScope, page: number) {
  // A search stays built per request: its plan depends on how common the text is (docs/decisions/034-prepared-statements.md).
  const found =
    scope.kind === 'all' && scope.search
      ? await postPage(db, viewer, scope, pagingOf(page))
      : await postPageStatement(db, { userType: viewer.userType, scope }).execute({
          viewerId: viewer.id,
          ...pagingOf(page),
        });
  return withTotal(db, found, page, countPosts(viewer, scope));
}

/** The statements of the lists without a search: one per role and scope, built once (core/db/prepared.ts). */
const postPageStatement = preparedVariants(
  ({ userType, scope }: { userType: number; scope: PostScope }) =>
    `${userType}_${scope.kind}${scope.kind === 'unanswered' ? `_${scope.sort}` : ''}`,
  (db, { userType, scope }, key) =>
    postPage(db, { id: bound('viewerId'), userType }, scope.kind === 'all' ? { kind: 'all' } : scope, {
      offset: bound('offset'),
      perCourse: bound('perCourse'),
    }).prepare(`hot_forum_posts_${key}`),
);

/**
 * A page's rows, whose list total rides on every row, and that total. A page past the end carries no row and so no
 * total: only then is `count` asked alone (an empty first page is an empty list).
 */
async function withTotal<Row extends { total: number }>(db: Db, found: Row[], page: number, count: SQL<number>) {
  const rows = found.map(({ total: _, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total };
  if (page === 1) return { rows, total: 0 };
  const [alone] = await queryRows<{ total: number }>(db, count);
  return { rows, total: alone?.total ?? 0 };
}

/** A post of the caller's courses, or null (another course's post is as unknown as a missing one). */
export async function findPost(db: Db, viewer: Member, postId: number) {
  const [row] = await db
    .select({ ...postColumns(viewer), authorId: forumPosts.authorId })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .innerJoin(courses, eq(courses.id, forumPosts.courseId))
    .where(and(eq(forumPosts.id, postId), inMemberCourses(viewer)))
    .limit(1);
  return row ?? null;
}

/** A reply as the JSON array of `postWithReplies` holds it (its time as the text PostgreSQL writes). */
type ReplyJson = Omit<ReplyRow, 'createdAt'> & { createdAt: string };

/**
 * A post of the caller's courses with a page of its replies (oldest first), or null, in one statement: the post's
 * row carries the page as a JSON array, so that the post's text is sent once, not once per reply.
 */
export async function postWithReplies(db: Db, viewer: Member, postId: number, page: number) {
  const [row] = await postWithRepliesStatement(db, viewer.userType).execute({
    viewerId: viewer.id,
    postId,
    offset: pageOffset(page),
  });
  if (!row) return null;
  const { replies: json, ...post } = row;
  return { post, replies: json.map((reply) => ({ ...reply, createdAt: new Date(reply.createdAt) })) };
}

/** The statement of postWithReplies, one per role (its courses' subquery), built once (core/db/prepared.ts). */
const postWithRepliesStatement = preparedVariants(String, (db, userType: number, key) => {
  const viewer: MemberRef = { id: bound('viewerId'), userType };
  const replies = sql`select ${forumReplies.id} as id, ${forumReplies.postId} as post_id, ${forumReplies.body} as body,
      ${forumReplies.isEdited} as is_edited, ${forumReplies.createdAt} as created_at,
      ${forumReplies.authorId} = ${viewer.id} as is_mine, ${authorName} as author_name, ${users.userType} as author_type
    from ${forumReplies} join ${users} on ${users.id} = ${forumReplies.authorId}
    where ${forumReplies.postId} = ${forumPosts.id}
    order by ${forumReplies.createdAt} asc, ${forumReplies.id} asc
    limit ${PAGE_SIZE} offset ${bound('offset')}`;
  return db
    .select({
      ...postColumns(viewer),
      replies: scalarSubquery<ReplyJson[]>(sql`select coalesce(json_agg(json_build_object(
          'id', reply.id, 'postId', reply.post_id, 'body', reply.body, 'isEdited', reply.is_edited,
          'createdAt', reply.created_at, 'isMine', reply.is_mine, 'authorName', reply.author_name,
          'authorType', reply.author_type
        ) order by reply.created_at, reply.id), '[]'::json)
        from (${replies}) as reply`),
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .innerJoin(courses, eq(courses.id, forumPosts.courseId))
    .where(and(eq(forumPosts.id, bound('postId')), inMemberCourses(viewer)))
    .limit(1)
    .prepare(`hot_forum_post_replies_${key}`);
});

/**
 * The caller's own replies on posts of their courses, newest first, with each post's title and course, and their
 * number (the kept counts) riding on every row: one statement; only a page past the end asks the count alone.
 */
export async function listMyReplies(db: Db, viewer: Member, page: number) {
  const found = await db
    .select({
      ...replyColumns(viewer),
      postTitle: forumPosts.title,
      courseName: courses.name,
      courseShortName: courses.shortName,
      total: sql<number>`(${ownForumTotal(viewer, 'replies')})`,
    })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .innerJoin(courses, eq(courses.id, forumPosts.courseId))
    .where(and(eq(forumReplies.authorId, viewer.id), inMemberCourses(viewer)))
    .orderBy(...newestFirst(forumReplies.createdAt, forumReplies.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return withTotal(db, found, page, ownForumTotal(viewer, 'replies'));
}

/** A reply on a post of the caller's courses, with its author, or null. */
export async function findReply(db: Db, viewer: Member, replyId: number) {
  const [row] = await db
    .select({ id: forumReplies.id, authorId: forumReplies.authorId, courseId: forumPosts.courseId })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(and(eq(forumReplies.id, replyId), inMemberCourses(viewer)))
    .limit(1);
  return row ?? null;
}

export async function insertPost(
  db: Db | Tx,
  post: { courseId: number; authorId: number; title: string; body: string },
): Promise<number> {
  const at = now();
  const [row] = await db
    .insert(forumPosts)
    .values({ ...post, createdAt: at, updatedAt: at })
    .returning({ id: forumPosts.id });
  if (!row) throw new Error('post not inserted');
  return row.id;
}

/**
 * Adds a reply to a post of the caller's courses and counts it on the post, in one transaction; the post's
 * row is locked by the counter update first, so a delete cannot slip in between. The reply's id and its post's
 * course; null: no such post for them.
 */
export function insertReply(
  db: Db,
  viewer: Member,
  postId: number,
  body: string,
  /** Work of the same transaction once the reply is in (its notifications' fan-out job). */
  then?: (tx: Tx, replyId: number) => Promise<void>,
): Promise<{ id: number; courseId: number } | null> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(forumPosts)
      .set({ replyCount: sql`${forumPosts.replyCount} + 1` })
      .where(and(eq(forumPosts.id, postId), inMemberCourses(viewer)))
      .returning({ id: forumPosts.id, courseId: forumPosts.courseId });
    if (!post) return null;
    const at = now();
    const [row] = await tx
      .insert(forumReplies)
      .values({ postId, authorId: viewer.id, body, createdAt: at, updatedAt: at })
      .returning({ id: forumReplies.id });
    if (!row) throw new Error('reply not inserted');
    await then?.(tx, row.id);
    return { id: row.id, courseId: post.courseId };
  });
}

/** Changes the author's own post; false when it is not theirs (or gone). */
export async function updateOwnPost(
  db: Db,
  authorId: number,
  postId: number,
  change: { title: string; body: string },
): Promise<boolean> {
  const rows = await db
    .update(forumPosts)
    .set({ ...change, isEdited: true, updatedAt: now() })
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.authorId, authorId)))
    .returning({ id: forumPosts.id });
  return rows.length > 0;
}

export async function updateOwnReply(db: Db, authorId: number, replyId: number, body: string): Promise<boolean> {
  const rows = await db
    .update(forumReplies)
    .set({ body, isEdited: true, updatedAt: now() })
    .where(and(eq(forumReplies.id, replyId), eq(forumReplies.authorId, authorId)))
    .returning({ id: forumReplies.id });
  return rows.length > 0;
}

/** Deletes the author's own post; its replies go with it (foreign key cascade). */
export async function deleteOwnPost(db: Db, authorId: number, postId: number): Promise<boolean> {
  const rows = await db
    .delete(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.authorId, authorId)))
    .returning({ id: forumPosts.id });
  return rows.length > 0;
}
