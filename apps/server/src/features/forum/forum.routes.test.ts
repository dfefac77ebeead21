import { FORUM_MESSAGES, FORUM_TEXT, LIMITS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const P = '/api/participant/forum';
const C = '/api/coordinator/posts';

const { call } = requester(() => t.app);

interface World {
  alice: Person; // participant of A
  bob: Person; // participant of A
  carol: Person; // participant of B only
  coord: Person; // coordinates A
  coordB: Person; // coordinates B only
  courseA: { id: number; name: string; shortName: string };
  courseB: { id: number; name: string; shortName: string };
}

/** Two courses of their own: A with alice, bob and coord; B with carol and coordB. */
async function makeWorld(): Promise<World> {
  const [alice, bob, carol] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice', last: 'Ahmed' }),
    makePerson(t.db, 'participant', { first: 'Bob', last: 'Biswas' }),
    makePerson(t.db, 'participant', { first: 'Carol', last: 'Chowdhury' }),
  ]);
  const [coord, coordB] = await Promise.all([
    makePerson(t.db, 'coordinator', { first: 'Cora', last: 'Rahman' }),
    makePerson(t.db, 'coordinator', { first: 'Bina', last: 'Sen' }),
  ]);
  const courseA = await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord] });
  const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [coordB] });
  return { alice, bob, carol, coord, coordB, courseA, courseB };
}

async function post(person: Person, courseId: number, title = 'A question', body = 'Its body', base = P) {
  const url = base === P ? `${P}/create_post/${courseId}` : `${C}/create/${courseId}`;
  const answer = await call(person, 'POST', url, { post_title: title, post_body: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

describe('creating posts', () => {
  it('a participant posts in their course: 201, trimmed, listed first with the SQL-made fields', async () => {
    const w = await makeWorld();
    const answer = await call(w.alice, 'POST', `${P}/create_post/${w.courseA.id}`, {
      post_title: '  Structuring below the threshold  ',
      post_body: '\n  Line one\nLine two  \n',
    });
    expect(answer).toMatchObject({ status: 201, body: { success: FORUM_TEXT.posted } });
    const list = await call(w.alice, 'GET', `${P}/all_posts`);
    expect(list.status).toBe(200);
    expect(list.body.total_data).toBe(1);
    expect(list.body.posts[0]).toEqual({
      post_id: answer.body.id,
      title: 'Structuring below the threshold',
      body: 'Line one\nLine two',
      replies_count: 0,
      is_edited: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_my_post: true,
      user_name: 'Alice Ahmed',
      user_type: 2,
      course_id: w.courseA.id,
      course_name: w.courseA.name,
      course_short_name: w.courseA.shortName,
    });
    // Bob of the same course sees it as someone else's; the coordinator too.
    const bobs = await call(w.bob, 'GET', `${P}/all_posts`);
    expect(bobs.body.posts[0]).toMatchObject({ post_id: answer.body.id, is_my_post: false });
    const coords = await call(w.coord, 'GET', `${C}/all`);
    expect(coords.body.posts[0]).toMatchObject({ post_id: answer.body.id, is_my_post: false, user_type: 2 });
  });

  it('refuses blank titles and bodies with the spec messages, and over-long ones, creating nothing', async () => {
    const w = await makeWorld();
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const cases: [object, string][] = [
      [{ post_title: '   ', post_body: 'x' }, FORUM_MESSAGES.postTitle],
      [{ post_title: 'x', post_body: ' \n\t ' }, FORUM_MESSAGES.postBody],
      [{ post_title: 'x'.repeat(LIMITS.postTitle + 1), post_body: 'x' }, FORUM_MESSAGES.titleTooLong],
      [{ post_title: 'x', post_body: 'x'.repeat(LIMITS.postBody + 1) }, FORUM_MESSAGES.bodyTooLong],
      [{ post_title: 'two\nlines', post_body: 'x' }, FORUM_MESSAGES.singleLine],
    ];
    for (const [payload, message] of cases) {
      const answer = await call(w.alice, 'POST', `${P}/create_post/${w.courseA.id}`, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('accepts a title and a body at their limits', async () => {
    const w = await makeWorld();
    await post(w.alice, w.courseA.id, 't'.repeat(LIMITS.postTitle), 'b'.repeat(LIMITS.postBody));
  });

  it('a course the caller does not belong to answers 404, for both roles, creating nothing', async () => {
    const w = await makeWorld();
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const body = { post_title: 'x', post_body: 'y' };
    expect((await call(w.alice, 'POST', `${P}/create_post/${w.courseB.id}`, body)).status).toBe(404);
    expect((await call(w.alice, 'POST', `${P}/create_post/2147483647`, body)).status).toBe(404);
    expect((await call(w.coord, 'POST', `${C}/create/${w.courseB.id}`, body)).status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('a coordinator posts in a course they coordinate', async () => {
    const w = await makeWorld();
    const id = await post(w.coord, w.courseA.id, 'Notice', 'Class moved', C);
    const seen = await call(w.alice, 'GET', `${P}/post/${id}`);
    expect(seen.body.post).toMatchObject({ title: 'Notice', user_name: 'Cora Rahman', user_type: 1 });
  });

  it('the course selects list the caller’s courses only', async () => {
    const w = await makeWorld();
    const mine = await call(w.alice, 'GET', `${P}/user_courses`);
    expect(mine.body).toEqual({
      courses: [{ value: w.courseA.id, label: w.courseA.name, short_name: w.courseA.shortName }],
    });
    const coordinator = await call(w.coordB, 'GET', `${C}/user_courses`);
    expect(coordinator.body).toEqual({
      courses: [{ value: w.courseB.id, label: w.courseB.name, short_name: w.courseB.shortName }],
    });
  });

  it('Create Post offers running courses only, each with its short name (two runs of one programme share a name)', async () => {
    const dina = await makePerson(t.db, 'participant', { first: 'Dina', last: 'Das' });
    const coordD = await makePerson(t.db, 'coordinator', { first: 'Dev', last: 'Dutta' });
    const name = `Programme ${Date.now().toString(36)}`;
    const expired = await makeCourse(t.db, {
      name,
      shortName: `${name}-2025`,
      status: 0,
      participants: [dina],
      coordinators: [coordD],
    });
    const running = await makeCourse(t.db, {
      name,
      shortName: `${name}-2026`,
      participants: [dina],
      coordinators: [coordD],
    });
    for (const [person, url] of [
      [dina, `${P}/user_courses`],
      [coordD, `${C}/user_courses`],
    ] as const) {
      expect((await call(person, 'GET', url)).body).toEqual({
        courses: [{ value: running.id, label: name, short_name: running.shortName }],
      });
    }
    // Posts of the expired run stay readable; a new one there is refused, for both roles, creating nothing.
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const body = { post_title: 'Late question', post_body: 'Is it still open?' };
    for (const answer of [
      await call(dina, 'POST', `${P}/create_post/${expired.id}`, body),
      await call(coordD, 'POST', `${C}/create/${expired.id}`, body),
    ]) {
      expect(answer).toMatchObject({ status: 400, body: { error: FORUM_TEXT.courseExpired } });
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
    await post(dina, running.id);
  });
});

describe('who sees what', () => {
  it('a post of course B is invisible to course A: 404 on every call, in no list or count, nothing changed', async () => {
    const w = await makeWorld();
    const secret = await post(w.carol, w.courseB.id, 'Canary-B title', 'Canary-B body');
    expect((await call(w.coordB, 'POST', `${C}/${secret}/reply`, { reply_body: 'Canary-B reply' })).status).toBe(201);
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    for (const person of [w.alice, w.coord]) {
      const base = person === w.alice ? P : C;
      const lists =
        base === P
          ? ['all_posts', 'my_posts', 'posts/unanswered', 'my_replies', 'all_posts?search=Canary'].map(
              (l) => `${P}/${l}`,
            )
          : ['all', 'my_posts', 'unanswered', 'all?search=Canary'].map((l) => `${C}/${l}`);
      for (const url of lists) {
        const answer = await call(person, 'GET', url);
        expect(answer.status, url).toBe(200);
        expect(JSON.stringify(answer.body), url).not.toContain('Canary-B');
        expect(answer.body.total_data, url).toBe(0);
      }
      const detail = base === P ? `${P}/post/${secret}` : `/api/coordinator/post_n_replies/${secret}`;
      expect((await call(person, 'GET', detail)).status).toBe(404);
      const replyUrl = base === P ? `${P}/post/${secret}/reply` : `${C}/${secret}/reply`;
      expect((await call(person, 'POST', replyUrl, { reply_body: 'sneaky' })).status).toBe(404);
      const editUrl = base === P ? `${P}/edit/${secret}` : `${C}/${secret}/edit`;
      expect((await call(person, 'PATCH', editUrl, { post_title: 'x', post_body: 'y' })).status).toBe(404);
      const deleteAnswer =
        base === P
          ? await call(person, 'DELETE', `${P}/delete/${secret}`, { id: String(secret) })
          : await call(person, 'DELETE', `${C}/delete/${secret}`);
      expect(deleteAnswer.status).toBe(404);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('a reply on a post of another course cannot be edited (404), nor found through my replies', async () => {
    const w = await makeWorld();
    const secret = await post(w.carol, w.courseB.id);
    const replyId = (await call(w.carol, 'POST', `${P}/post/${secret}/reply`, { reply_body: 'mine' })).body.id;
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect((await call(w.alice, 'PATCH', `${P}/replies/edit/${replyId}`, { reply_body: 'x' })).status).toBe(404);
    expect((await call(w.coord, 'PATCH', `${C}/replies/edit/${replyId}`, { reply_body: 'x' })).status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('replies', () => {
  it('a reply counts on the post, leaves the unanswered list, and reads in order on the post page', async () => {
    const w = await makeWorld();
    const id = await post(w.alice, w.courseA.id, 'Needs an answer');
    const unanswered = await call(w.coord, 'GET', `${C}/unanswered`);
    expect(unanswered.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([id]);
    const first = await call(w.coord, 'POST', `${C}/${id}/reply`, { reply_body: '  First answer  ' });
    expect(first).toMatchObject({ status: 201, body: { success: FORUM_TEXT.replied } });
    await call(w.bob, 'POST', `${P}/post/${id}/reply`, { reply_body: 'Second' });
    expect((await call(w.coord, 'GET', `${C}/unanswered`)).body.total_data).toBe(0);
    expect((await call(w.alice, 'GET', `${P}/posts/unanswered`)).body.total_data).toBe(0);
    const detail = await call(w.alice, 'GET', `${P}/post/${id}`);
    expect(detail.body.post.replies_count).toBe(2);
    expect(detail.body.total_replies).toBe(2);
    expect(detail.body.replies).toEqual([
      {
        reply_id: first.body.id,
        post_id: id,
        body: 'First answer',
        created_at: expect.any(String),
        is_edited: 0,
        is_my_reply: false,
        user_name: 'Cora Rahman',
        user_type: 1,
      },
      expect.objectContaining({ body: 'Second', is_my_reply: false, user_name: 'Bob Biswas' }),
    ]);
    const coordView = await call(w.coord, 'GET', `/api/coordinator/post_n_replies/${id}`);
    expect(coordView.body.replies[0].is_my_reply).toBe(true);
  });

  it('refuses a blank reply with the spec message', async () => {
    const w = await makeWorld();
    const id = await post(w.alice, w.courseA.id);
    const answer = await call(w.bob, 'POST', `${P}/post/${id}/reply`, { reply_body: ' \n ' });
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0].message).toBe(FORUM_MESSAGES.replyField);
  });

  it('my replies lists the caller’s replies, newest first, with their post', async () => {
    const w = await makeWorld();
    const id = await post(w.coord, w.courseA.id, 'Notice board', 'x', C);
    await call(w.bob, 'POST', `${P}/post/${id}/reply`, { reply_body: 'one' });
    await call(w.bob, 'POST', `${P}/post/${id}/reply`, { reply_body: 'two' });
    await call(w.alice, 'POST', `${P}/post/${id}/reply`, { reply_body: 'not bob' });
    const mine = await call(w.bob, 'GET', `${P}/my_replies`);
    expect(mine.body.total_data).toBe(2);
    expect(mine.body.replies.map((r: { body: string }) => r.body)).toEqual(['two', 'one']);
    expect(mine.body.replies[0]).toMatchObject({
      post_id: id,
      post_title: 'Notice board',
      course_name: w.courseA.name,
      course_short_name: w.courseA.shortName,
      is_my_reply: true,
    });
  });
});

describe('editing', () => {
  it('the author edits a post: trimmed, is_edited becomes 1', async () => {
    const w = await makeWorld();
    const id = await post(w.alice, w.courseA.id, 'Old', 'Old body');
    const answer = await call(w.alice, 'PATCH', `${P}/edit/${id}`, { post_title: ' New ', post_body: ' New body ' });
    expect(answer).toEqual({ status: 200, body: { success: FORUM_TEXT.edited } });
    const detail = await call(w.alice, 'GET', `${P}/post/${id}`);
    expect(detail.body.post).toMatchObject({ title: 'New', body: 'New body', is_edited: 1 });
  });

  it('a coordinator edits their own post and reply', async () => {
    const w = await makeWorld();
    const id = await post(w.coord, w.courseA.id, 'Old', 'Old', C);
    expect((await call(w.coord, 'PATCH', `${C}/${id}/edit`, { post_title: 'N', post_body: 'B' })).status).toBe(200);
    const replyId = (await call(w.coord, 'POST', `${C}/${id}/reply`, { reply_body: 'r' })).body.id;
    expect((await call(w.coord, 'PATCH', `${C}/replies/edit/${replyId}`, { reply_body: 'r2' })).status).toBe(200);
    const detail = await call(w.coord, 'GET', `/api/coordinator/post_n_replies/${id}`);
    expect(detail.body.post.is_edited).toBe(1);
    expect(detail.body.replies[0]).toMatchObject({ body: 'r2', is_edited: 1 });
  });

  it('editing someone else’s post or reply in one’s course answers 403 and changes nothing', async () => {
    const w = await makeWorld();
    const id = await post(w.alice, w.courseA.id);
    const replyId = (await call(w.alice, 'POST', `${P}/post/${id}/reply`, { reply_body: 'r' })).body.id;
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const refusals = [
      await call(w.bob, 'PATCH', `${P}/edit/${id}`, { post_title: 'x', post_body: 'y' }),
      await call(w.coord, 'PATCH', `${C}/${id}/edit`, { post_title: 'x', post_body: 'y' }),
      await call(w.bob, 'PATCH', `${P}/replies/edit/${replyId}`, { reply_body: 'x' }),
      await call(w.coord, 'PATCH', `${C}/replies/edit/${replyId}`, { reply_body: 'x' }),
      await call(w.bob, 'DELETE', `${P}/delete/${id}`, { id: String(id) }),
      await call(w.coord, 'DELETE', `${C}/delete/${id}`),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual({ status: 403, body: { error: 'Permission Denied. Action Failed' } });
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a blank edit with the edit message', async () => {
    const w = await makeWorld();
    const id = await post(w.alice, w.courseA.id);
    const answer = await call(w.alice, 'PATCH', `${P}/edit/${id}`, { post_title: ' ', post_body: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((i: { message: string }) => i.message)).toEqual([
      FORUM_MESSAGES.editField,
      FORUM_MESSAGES.editField,
    ]);
    const replyId = (await call(w.bob, 'POST', `${P}/post/${id}/reply`, { reply_body: 'r' })).body.id;
    const reply = await call(w.bob, 'PATCH', `${P}/replies/edit/${replyId}`, { reply_body: '  ' });
    expect(reply.body.issues[0].message).toBe(FORUM_MESSAGES.editField);
  });
});

describe('deleting', () => {
  it('the author deletes a post with its replies; every list and count follows', async () => {
    const w = await makeWorld();
    const keep = await post(w.alice, w.courseA.id, 'Keep');
    const gone = await post(w.alice, w.courseA.id, 'Gone');
    await call(w.bob, 'POST', `${P}/post/${gone}/reply`, { reply_body: 'reply to a post that goes' });
    expect((await call(w.bob, 'GET', `${P}/my_replies`)).body.total_data).toBe(1);
    const answer = await call(w.alice, 'DELETE', `${P}/delete/${gone}`, { id: String(gone) });
    expect(answer).toEqual({ status: 200, body: { success: FORUM_TEXT.deleted } });
    expect((await call(w.alice, 'GET', `${P}/post/${gone}`)).status).toBe(404);
    const all = await call(w.alice, 'GET', `${P}/all_posts`);
    expect(all.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([keep]);
    expect(all.body.total_data).toBe(1);
    expect((await call(w.alice, 'GET', `${P}/my_posts`)).body.total_data).toBe(1);
    expect((await call(w.bob, 'GET', `${P}/my_replies`)).body.total_data).toBe(0);
  });

  it('the participant’s delete must repeat the post id in its body', async () => {
    const w = await makeWorld();
    const id = await post(w.alice, w.courseA.id);
    // Earlier posts' and replies' notification jobs run first, not between the two fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect((await call(w.alice, 'DELETE', `${P}/delete/${id}`, { id: String(id + 1) })).status).toBe(400);
    expect((await call(w.alice, 'DELETE', `${P}/delete/${id}`, { id })).status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('a coordinator deletes their own post', async () => {
    const w = await makeWorld();
    const id = await post(w.coord, w.courseA.id, 'Old notice', 'x', C);
    expect((await call(w.coord, 'DELETE', `${C}/delete/${id}`)).status).toBe(200);
    expect((await call(w.coord, 'GET', `${C}/my_posts`)).body.total_data).toBe(0);
  });
});

describe('lists', () => {
  it('pages 10 at a time, newest first, with the total', async () => {
    const w = await makeWorld();
    const ids: number[] = [];
    for (let n = 1; n <= 12; n += 1) ids.push(await post(w.bob, w.courseA.id, `Post ${n}`));
    const first = await call(w.alice, 'GET', `${P}/all_posts?page=1`);
    expect(first.body.total_data).toBe(12);
    expect(first.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual(ids.slice(2).reverse());
    const second = await call(w.alice, 'GET', `${P}/all_posts?page=2`);
    expect(second.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([ids[1], ids[0]]);
    const beyond = await call(w.alice, 'GET', `${P}/all_posts?page=3`);
    expect(beyond.body).toEqual({ posts: [], total_data: 12 });
    expect((await call(w.alice, 'GET', `${P}/all_posts?page=0`)).status).toBe(400);
  });

  it('my posts: the participant list names the author participant_name, the coordinator list user_name', async () => {
    const w = await makeWorld();
    await post(w.alice, w.courseA.id, 'Mine');
    await post(w.bob, w.courseA.id, 'Not mine');
    const mine = await call(w.alice, 'GET', `${P}/my_posts`);
    expect(mine.body.total_data).toBe(1);
    expect(mine.body.posts[0]).toMatchObject({ title: 'Mine', participant_name: 'Alice Ahmed', is_my_post: true });
    expect(mine.body.posts[0].user_name).toBeUndefined();
    await post(w.coord, w.courseA.id, 'Coordinator’s', 'x', C);
    const coordinators = await call(w.coord, 'GET', `${C}/my_posts`);
    expect(coordinators.body.posts).toEqual([expect.objectContaining({ user_name: 'Cora Rahman' })]);
  });

  it('unanswered can be sorted oldest first', async () => {
    const w = await makeWorld();
    const a = await post(w.alice, w.courseA.id, 'first');
    const b = await post(w.bob, w.courseA.id, 'second');
    const newest = await call(w.coord, 'GET', `${C}/unanswered`);
    expect(newest.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([b, a]);
    const oldest = await call(w.coord, 'GET', `${C}/unanswered?sort=oldest`);
    expect(oldest.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([a, b]);
    expect((await call(w.coord, 'GET', `${C}/unanswered?sort=sideways`)).status).toBe(400);
  });

  it("the coordinator's unanswered list holds the participants' posts only: no coordinator's post needs their reply", async () => {
    const w = await makeWorld();
    const second = await makePerson(t.db, 'coordinator', { first: 'Dipa', last: 'Kar' });
    const course = await makeCourse(t.db, { participants: [w.alice], coordinators: [w.coord, second] });
    const question = await post(w.alice, course.id, 'A question');
    await post(w.coord, course.id, 'My own announcement', 'x', C);
    await post(second, course.id, 'A colleague’s announcement', 'x', C);
    const later = await post(w.alice, course.id, 'Another question');
    for (let page = 1; page <= 2; page += 1) {
      const list = await call(w.coord, 'GET', `${C}/unanswered?page=${page}`);
      expect(list.body.total_data).toBe(2);
      if (page === 1) expect(list.body.posts.map((p: { post_id: number }) => p.post_id)).toEqual([later, question]);
      else expect(list.body.posts).toEqual([]);
    }
    // A participant's unanswered list is still every post without a reply.
    const participants = await call(w.alice, 'GET', `${P}/posts/unanswered`);
    expect(participants.body.total_data).toBe(4);
  });

  it('search finds partial words in title or body, in any case, and takes % and _ literally', async () => {
    const w = await makeWorld();
    const structuring = await post(w.alice, w.courseA.id, 'Structuring of deposits', 'cash below 10 lakh');
    const kyc = await post(w.bob, w.courseA.id, 'KYC refresh', 'The PROFILE form of 2019');
    const percent = await post(w.bob, w.courseA.id, 'Rates', 'a 100% margin');
    const find = async (text: string) =>
      (await call(w.alice, 'GET', `${P}/all_posts?search=${encodeURIComponent(text)}`)).body;
    expect((await find('STRUCT')).posts.map((p: { post_id: number }) => p.post_id)).toEqual([structuring]);
    expect((await find('profile FO')).posts.map((p: { post_id: number }) => p.post_id)).toEqual([kyc]);
    expect((await find('0%')).posts.map((p: { post_id: number }) => p.post_id)).toEqual([percent]);
    expect((await find('%')).total_data).toBe(1);
    expect((await find('_')).total_data).toBe(0);
    expect((await find('nothing like this')).total_data).toBe(0);
    expect((await find('   ')).total_data).toBe(3);
  });

  it('refuses a search with a NUL or another control character with 400, never a 5xx (found by wapiti)', async () => {
    const w = await makeWorld();
    for (const text of ['/e\u0000', 'a\u0007b', 'line\nbreak']) {
      const answer = await call(w.alice, 'GET', `${P}/all_posts?search=${encodeURIComponent(text)}`);
      expect(answer.status).toBe(400);
    }
  });
});

describe('text is plain text', () => {
  it('HTML in a title, body or reply comes back as the same text', async () => {
    const w = await makeWorld();
    const html = '<script>alert(1)</script><img src=x onerror=alert(2)> & &amp; "quoted"';
    const id = await post(w.alice, w.courseA.id, html, `${html}\nsecond line`);
    await call(w.bob, 'POST', `${P}/post/${id}/reply`, { reply_body: html });
    const detail = await call(w.coord, 'GET', `/api/coordinator/post_n_replies/${id}`);
    expect(detail.body.post.title).toBe(html);
    expect(detail.body.post.body).toBe(`${html}\nsecond line`);
    expect(detail.body.replies[0].body).toBe(html);
  });
});
