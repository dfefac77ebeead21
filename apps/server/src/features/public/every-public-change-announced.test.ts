// "A write that changes what the public site shows announces it" (public-cache.ts), checked over every write of
// the API rather than route by route: each is sent as the bad-input suite's well-formed request
// (well-formed-requests.ts), and whenever the rows the public reads are made of changed, the request must have
// announced `public`, or a user's change (`u<id>` on the `session` topic), on the change feed. A new write that
// changes them without announcing it would leave every server process answering the old page: it fails here.
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { routeKey, walkedRoutes } from '#server/testing/suites/route-walk.ts';
import { wellFormedInject } from '#server/testing/suites/well-formed-requests.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

const t = await buildTestApp();
afterAll(() => t.close());

const heard: string[] = [];
const announce = t.changes.announce.bind(t.changes);
t.changes.announce = async (db, topic, key) => {
  heard.push(key ? `${topic}:${key}` : topic);
  await announce(db, topic, key);
};

/**
 * Every row and column a public read answers (the queries of public.queries.ts): the published tables as one
 * digest, and each coordinator's public fields by id.
 */
async function publicRows(): Promise<{ published: string; coordinators: Map<number, string> }> {
  const [row] = await queryRows<{ digest: string }>(
    t.db,
    sql`select md5(coalesce(string_agg(line, '|' order by line), '')) as digest from (
          select 'p' || p::text as line from programs p
          union all select 'c' || c::text from program_coordinators c
          union all select 'g' || g::text from gallery_images g
          union all select 'd' || row(d.id, d.name, d.designation, d.avatar_key, d.message)::text from director_messages d
          union all select 'o' || o::text from organizations o
        ) rows`,
  );
  const people = await queryRows<{ id: number; line: string }>(
    t.db,
    sql`select u.id, row(u.email, u.first_name, u.last_name, u.gender, u.avatar_key, u.is_active, u.user_type,
                        cp.occupation)::text as line
        from users u left join coordinator_profiles cp on cp.user_id = u.id where u.user_type = 1`,
  );
  return { published: row?.digest ?? '', coordinators: new Map(people.map((person) => [person.id, person.line])) };
}

/**
 * Whether a public answer that may be kept changed. A coordinator created by the request is left out: their
 * profile's id answered 404 before, and a 404 is never kept; they reach a programme page only through a
 * publishing write.
 */
function publicChanged(before: Awaited<ReturnType<typeof publicRows>>, after: Awaited<ReturnType<typeof publicRows>>) {
  if (before.published !== after.published) return true;
  return [...before.coordinators].some(([id, line]) => after.coordinators.get(id) !== line);
}

it('announces every write that changes what a public read shows', async () => {
  const writes = walkedRoutes(t.app).filter((route) => route.url.startsWith('/api/') && route.method !== 'GET');
  const changing: string[] = [];
  for (const route of writes) {
    const key = routeKey(route);
    const request = await wellFormedInject(t.db, route);
    const before = await publicRows();
    heard.length = 0;
    const response = await t.app.inject(request);
    if (!publicChanged(before, await publicRows())) continue;
    changing.push(key);
    expect(
      heard.some((change) => change === 'public' || /^session:u\d+$/.test(change)),
      `${key} (${response.statusCode}) changed what the public site shows without announcing it (heard: ${heard})`,
    ).toBe(true);
  }
  // The walk is not empty. Most well-formed requests are refused on purpose (they must not change what other
  // suites rely on), so few change public rows; public-cache.test.ts checks the publishing writes one by one.
  expect(changing.length, `writes that changed public rows: ${changing.join('; ')}`).toBeGreaterThanOrEqual(1);
});
