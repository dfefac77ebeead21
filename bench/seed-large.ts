// The large data set of the bench: tens of thousands of users, hundreds of courses and programmes, hundreds of
// thousands of forum rows, written with set-based SQL (INSERT … SELECT generate_series) in one transaction. Every user
// shares ONE argon2id hash of BENCH_PASSWORD, computed once. Bench rows are recognisable by their e-mail
// domain (@bench.test), short names (BENCH-…, BENCH-P…) and the busy course's thread title, so a database that
// already holds them is left as it is (the programmes and the busy course are each added on their own to a
// database whose bench rows predate them).
import pg from 'pg';
import { hashPassword } from '../apps/server/src/core/auth/passwords.ts';

export const BENCH_PASSWORD = 'bench1234';
export const BENCH_DOMAIN = 'bench.test';

export const SIZES = {
  organizations: 12,
  participants: 20_000,
  coordinators: 50,
  courses: 200,
  /** Each participant is enrolled in 1 to this many courses. */
  maxCoursesPerParticipant: 3,
  posts: 100_000,
  replies: 200_000,
  /**
   * Extra posts in the busy course (participant 1's first course, which then holds thousands of posts instead of
   * ~500); three in four get 1 to 3 replies.
   */
  busyCoursePosts: 5_000,
  /** Replies on the busy course's thread (one more post there, titled BUSY_THREAD_TITLE). */
  threadReplies: 50,
  /** Live sessions of other users, so the session lookup searches a realistic index. */
  sessions: 20_000,
  /** Certification programmes of the public site, each with module and description HTML of a real page's size. */
  programs: 300,
  /** Each programme lists its coordinators in 1 to this many batches, two coordinators a batch. */
  maxBatchesPerProgram: 3,
} as const;

/** The short name of bench programme n (1-based): BENCH-P001 … */
export function programShortName(n: number): string {
  return `BENCH-P${String(n).padStart(3, '0')}`;
}

/** The e-mail of bench participant n (1-based); every bench user signs in with BENCH_PASSWORD. */
export function participantEmail(n: number): string {
  return `bench-p${n}@${BENCH_DOMAIN}`;
}

export function coordinatorEmail(n: number): string {
  return `bench-c${n}@${BENCH_DOMAIN}`;
}

/**
 * The busy course is the first course (lowest id) of bench participant 1; its coordinator is the course's first
 * coordinator (lowest user id), the one who writes its coordinator posts. This post there has SIZES.threadReplies
 * replies; its title also tells that the busy course is in the database.
 */
export const BUSY_THREAD_TITLE = 'Bench thread: 50 replies on the final examination';

/** The partial word the search scenario looks for: part of a topic in one busy-course post in eight, nowhere else. */
export const BUSY_SEARCH_WORD = 'launder';

export interface SeedReport {
  /** False when the database already held the bench data set. */
  generated: boolean;
  /** Wall time of hashing + inserting + ANALYZE, in ms. */
  ms: number;
  /** Row counts of the main tables after the run. */
  counts: Record<string, number>;
}

const COUNTED_TABLES = [
  'users',
  'participant_profiles',
  'coordinator_profiles',
  'organizations',
  'courses',
  'course_coordinators',
  'enrolments',
  'forum_posts',
  'forum_replies',
  'sessions',
  'programs',
  'program_coordinators',
] as const;

export async function seedLarge(databaseUrl: string, log: (line: string) => void = console.log): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const existing = await client.query<{ n: string }>('select count(*) as n from users where email like $1', [
      `%@${BENCH_DOMAIN}`,
    ]);
    const hasUsers = Number(existing.rows[0]?.n ?? 0) > 0;
    const existingPrograms = await client.query<{ n: string }>(
      `select count(*) as n from programs where short_name like 'BENCH-P%'`,
    );
    const hasPrograms = Number(existingPrograms.rows[0]?.n ?? 0) > 0;
    const existingThread = await client.query<{ n: string }>('select count(*) as n from forum_posts where title = $1', [
      BUSY_THREAD_TITLE,
    ]);
    const hasBusyCourse = Number(existingThread.rows[0]?.n ?? 0) > 0;
    const generated = !hasUsers || !hasPrograms || !hasBusyCourse;
    if (generated) {
      const planned: Step[] = [];
      if (!hasUsers) {
        const hashStarted = performance.now();
        const passwordHash = await hashPassword(BENCH_PASSWORD);
        log(`  argon2id hash computed once in ${Math.round(performance.now() - hashStarted)} ms`);
        planned.push(...steps(passwordHash));
      }
      // Each part below is self-contained (own temporary tables): it is added alone to a database whose bench
      // rows predate it, and never a second time.
      if (!hasUsers || !hasBusyCourse) planned.push(...busyCourseSteps());
      if (!hasPrograms) planned.push(...programSteps());
      if (hasUsers) {
        const added = [!hasBusyCourse && 'the busy course', !hasPrograms && 'the programmes'].filter(Boolean);
        log(
          `  the database already holds the bench users, courses and forum: only ${added.join(' and ')} ${added.length > 1 ? 'are' : 'is'} added`,
        );
      }
      await client.query('begin');
      try {
        for (const [label, statement, params] of planned) {
          const stepStarted = performance.now();
          const result = await client.query(statement, params);
          const rows = result.rowCount ?? 0;
          if (label)
            log(`  ${label.padEnd(22)} ${String(rows).padStart(8)} rows  ${ms(performance.now() - stepStarted)}`);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      }
      const analyzeStarted = performance.now();
      await client.query('analyze');
      log(`  ${'ANALYZE'.padEnd(22)} ${''.padStart(13)} ${ms(performance.now() - analyzeStarted)}`);
    } else {
      log('  the database already holds the bench data set: nothing generated');
    }
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return { generated, ms: Math.round(performance.now() - started), counts };
  } finally {
    await client.end();
  }
}

function ms(value: number): string {
  return `${Math.round(value)} ms`.padStart(9);
}

type Step = [label: string | null, sql: string, params?: unknown[]];

/**
 * The generation, in order. Temporary tables map the bench's own numbering (participant n, course n, post n)
 * to the ids the sequences gave, so the data set can be added to a database that already has rows.
 */
function steps(passwordHash: string): Step[] {
  const s = SIZES;
  const domain = `@${BENCH_DOMAIN}`;
  return [
    // Deterministic random(): the same data set on every run.
    [null, 'select setseed(0.42)'],
    [
      'organizations',
      `insert into organizations (name)
       select 'Bench Bank ' || g from generate_series(1, $1::int) g`,
      [s.organizations],
    ],
    [
      null,
      `create temp table b_org on commit drop as
       select id, row_number() over (order by id)::int as n from organizations where name like 'Bench Bank %'`,
    ],
    [
      'users (participants)',
      `insert into users (email, password_hash, user_type, first_name, last_name, mobile_no, gender, is_active)
       select 'bench-p' || g || $2, $3, 2, 'Participant', 'No ' || g,
              '01' || lpad((700000000 + g)::text, 9, '0'), g % 2, true
       from generate_series(1, $1::int) g`,
      [s.participants, domain, passwordHash],
    ],
    [
      'users (coordinators)',
      `insert into users (email, password_hash, user_type, first_name, last_name, mobile_no, gender, is_active)
       select 'bench-c' || g || $2, $3, 1, 'Coordinator', 'No ' || g,
              '01' || lpad((800000000 + g)::text, 9, '0'), g % 2, true
       from generate_series(1, $1::int) g`,
      [s.coordinators, domain, passwordHash],
    ],
    [
      null,
      `create temp table b_p on commit drop as
       select id, substring(email from '^bench-p([0-9]+)@')::int as n from users
       where email like 'bench-p%' || $1 and user_type = 2`,
      [domain],
    ],
    [
      null,
      `create temp table b_c on commit drop as
       select id, substring(email from '^bench-c([0-9]+)@')::int as n from users
       where email like 'bench-c%' || $1 and user_type = 1`,
      [domain],
    ],
    [null, 'create unique index on b_p (n)'],
    // Temporary tables are never auto-analysed: without statistics the joins below take minutes, not seconds.
    [null, 'analyze b_org, b_p, b_c'],
    [
      'participant_profiles',
      `insert into participant_profiles (user_id, organization_id, other_org_name, designation, present_address,
         permanent_address, experience_in_bank, last_academic_degree, dob)
       select p.id,
              case when p.n % 20 = 0 then null else o.id end,
              case when p.n % 20 = 0 then 'Other Institution ' || (p.n % 7) end,
              'Officer', 'Road ' || p.n || ', Dhaka', 'Village ' || p.n, p.n % 25, 'MBA',
              date '1975-01-01' + (p.n % 9000)
       from b_p p join b_org o on o.n = 1 + p.n % $1::int`,
      [s.organizations],
    ],
    [
      'coordinator_profiles',
      `insert into coordinator_profiles (user_id, occupation) select id, 'Faculty member' from b_c`,
    ],
    [
      'courses',
      `insert into courses (name, short_name, intake_name, batch, session_name, year, status)
       select 'Bench Course ' || g, 'BENCH-' || lpad(g::text, 3, '0'), 'Intake ' || (1 + g % 4), 1 + g % 10,
              'Session ' || (2020 + g % 7), 2020 + g % 7, case when g % 10 = 0 then 0 else 1 end
       from generate_series(1, $1::int) g`,
      [s.courses],
    ],
    [
      null,
      `create temp table b_course on commit drop as
       select id, substring(short_name from '^BENCH-([0-9]+)$')::int as n from courses where short_name like 'BENCH-%'`,
    ],
    [null, 'analyze b_course'],
    // Every course has one coordinator, every fourth a second one: each coordinator runs 4 to 6 courses.
    [
      'course_coordinators',
      `insert into course_coordinators (course_id, coordinator_id)
       select c.id, k.id from b_course c join b_c k on k.n = 1 + (c.n - 1) % $1::int
       union
       select c.id, k.id from b_course c join b_c k on k.n = 1 + (c.n + 24) % $1::int where c.n % 4 = 0`,
      [s.coordinators],
    ],
    // Participant n takes 1 + n % 3 courses, at distinct course numbers (j * 67 differs mod 200 for j < 3).
    [
      'enrolments',
      `insert into enrolments (course_id, participant_id, course_roll, created_at)
       select c.id, p.id,
              'R' || lpad((row_number() over (partition by c.id order by p.n))::text, 5, '0'),
              now() - ((p.n % 700) || ' days')::interval
       from b_p p
       cross join generate_series(0, $1::int - 1) j
       join b_course c on c.n = 1 + (p.n * 7 + j * 67) % $2::int
       where j <= p.n % $1::int`,
      [s.maxCoursesPerParticipant, s.courses],
    ],
    [
      null,
      `create temp table b_enr on commit drop as
       select row_number() over (order by e.id)::int as n, e.course_id, e.participant_id,
              row_number() over (partition by e.course_id order by e.id)::int as k
       from enrolments e join b_course c on c.id = e.course_id`,
    ],
    [null, 'create index on b_enr (n)'],
    [null, 'create index on b_enr (course_id, k)'],
    [null, 'analyze b_enr'],
    [
      null,
      `create temp table b_course_size on commit drop as
       select e.course_id, count(*)::int as size,
              (select min(cc.coordinator_id) from course_coordinators cc where cc.course_id = e.course_id) as coordinator_id
       from b_enr e group by e.course_id`,
    ],
    [null, 'analyze b_course_size'],
    // Posts: mostly by a participant of the course, every tenth by its coordinator; spread over a year.
    [
      'forum_posts',
      `insert into forum_posts (course_id, author_id, title, body, is_edited, created_at, updated_at)
       select e.course_id,
              case when g % 10 = 0 then cs.coordinator_id else e.participant_id end,
              'Bench post ' || g || ': question about module ' || (g % 12),
              repeat('Body of bench post ' || g || '. ', 1 + g % 8),
              g % 17 = 0, t.at, t.at
       from generate_series(1, $1::int) g
       join b_enr e on e.n = 1 + (g::bigint * 7919) % (select count(*) from b_enr)
       join b_course_size cs on cs.course_id = e.course_id
       cross join lateral (select now() - make_interval(secs => (g::bigint * 7907) % 31536000) as at) t`,
      [s.posts],
    ],
    [
      null,
      `create temp table b_post on commit drop as
       select row_number() over (order by p.id)::int as n, p.id, p.course_id, p.created_at
       from forum_posts p join b_course c on c.id = p.course_id`,
    ],
    [null, 'create index on b_post (n)'],
    [null, 'analyze b_post'],
    // Replies land on the first 80 % of the posts at random, so about a quarter of all posts stay unanswered.
    [
      null,
      `create temp table b_reply on commit drop as
       select g, 1 + floor(random() * (select count(*) * 0.8 from b_post))::int as post_n, random() as pick
       from generate_series(1, $1::int) g`,
      [s.replies],
    ],
    [null, 'analyze b_reply'],
    [
      'forum_replies',
      `insert into forum_replies (post_id, author_id, body, is_edited, created_at, updated_at)
       select p.id,
              case when r.g % 5 = 0 then cs.coordinator_id else e.participant_id end,
              'Bench reply ' || r.g || ' to post ' || p.id || '.',
              r.g % 23 = 0, t.at, t.at
       from b_reply r
       join b_post p on p.n = r.post_n
       join b_course_size cs on cs.course_id = p.course_id
       join b_enr e on e.course_id = p.course_id and e.k = 1 + floor(r.pick * cs.size)::int
       cross join lateral (select least(now(), p.created_at + make_interval(secs => (r.g % 259200))) as at) t`,
    ],
    // The reply counter the forum keeps with every reply write.
    [
      null,
      `update forum_posts p set reply_count = r.n
       from (select post_id, count(*)::int as n from forum_replies group by post_id) r
       where r.post_id = p.id`,
    ],
    [
      'sessions',
      `insert into sessions (token_hash, user_id, created_at, last_seen_at)
       select encode(sha256(('bench-session-' || g)::bytea), 'hex'), p.id, now() - interval '1 hour', now()
       from generate_series(1, $1::int) g join b_p p on p.n = 1 + (g * 13) % $2::int`,
      [s.sessions, s.participants],
    ],
  ];
}

/**
 * The busy course: participant 1's first course gets SIZES.busyCoursePosts more posts (one in eight about
 * BUSY_SEARCH_WORD's topic), three in four of them with 1 to 3 replies, and one thread with exactly
 * SIZES.threadReplies replies; then its posts' reply counters are recomputed. Self-contained (own temporary
 * tables, found through participant 1's e-mail), so it can run on its own after the main steps.
 */
function busyCourseSteps(): Step[] {
  const s = SIZES;
  const topics = `array[${TOPICS.map((topic) => `'${topic}'`).join(', ')}]`;
  return [
    [
      null,
      `create temp table b_busy on commit drop as
       select e.course_id,
              (select min(cc.coordinator_id) from course_coordinators cc where cc.course_id = e.course_id) as coordinator_id
       from enrolments e join users u on u.id = e.participant_id
       where u.email = $1
       order by e.course_id
       limit 1`,
      [participantEmail(1)],
    ],
    [
      null,
      `create temp table b_busy_enr on commit drop as
       select row_number() over (order by e.participant_id)::int as k, e.participant_id
       from enrolments e join b_busy b on b.course_id = e.course_id`,
    ],
    [null, 'create unique index on b_busy_enr (k)'],
    [null, 'analyze b_busy, b_busy_enr'],
    // Topic g % 8 of TOPICS: BUSY_SEARCH_WORD ('launder', in 'Anti-Money Laundering') is in posts g = 8, 16, ….
    [
      'forum_posts (busy)',
      `insert into forum_posts (course_id, author_id, title, body, is_edited, created_at, updated_at)
       select b.course_id,
              case when g % 10 = 0 then b.coordinator_id else e.participant_id end,
              'Course post ' || g || ': ' || tp.topic || ', module ' || (g % 12),
              repeat('Body of course post ' || g || ' on ' || lower(tp.topic) || '. ', 1 + g % 8),
              g % 17 = 0, t.at, t.at
       from generate_series(1, $1::int) g
       cross join b_busy b
       join b_busy_enr e on e.k = 1 + (g::bigint * 7919) % (select count(*) from b_busy_enr)
       cross join lateral (select (${topics})[1 + g % ${TOPICS.length}] as topic) tp
       cross join lateral (select now() - make_interval(secs => (g::bigint * 7907 + 4099) % 31536000) as at) t`,
      [s.busyCoursePosts],
    ],
    [
      'forum_posts (thread)',
      `insert into forum_posts (course_id, author_id, title, body, created_at, updated_at)
       select b.course_id, e.participant_id, $1,
              'Which chapters does the final examination cover, and may we bring the regulator''s circulars?',
              now() - interval '20 days', now() - interval '20 days'
       from b_busy b join b_busy_enr e on e.k = 1`,
      [BUSY_THREAD_TITLE],
    ],
    [
      null,
      `create temp table b_busy_post on commit drop as
       select p.id, substring(p.title from '^Course post ([0-9]+):')::int as n, p.created_at
       from forum_posts p join b_busy b on b.course_id = p.course_id
       where p.title like 'Course post %'`,
    ],
    [null, 'analyze b_busy_post'],
    // Post n stays unanswered when (n / 8) % 4 = 0 (a quarter, spread over the topics); else 1 + n % 3 replies.
    [
      'forum_replies (busy)',
      `insert into forum_replies (post_id, author_id, body, is_edited, created_at, updated_at)
       select p.id,
              case when (p.n + j) % 5 = 0 then b.coordinator_id else e.participant_id end,
              'Reply ' || j || ' to course post ' || p.n || '.',
              (p.n + j) % 23 = 0, t.at, t.at
       from b_busy_post p
       cross join b_busy b
       cross join lateral generate_series(1, case when (p.n / 8) % 4 = 0 then 0 else 1 + p.n % 3 end) j
       join b_busy_enr e on e.k = 1 + (p.n * 31 + j * 17) % (select count(*) from b_busy_enr)
       cross join lateral (select least(now(), p.created_at + make_interval(mins => j * 37)) as at) t`,
    ],
    [
      'forum_replies (thread)',
      `insert into forum_replies (post_id, author_id, body, is_edited, created_at, updated_at)
       select p.id,
              case when j % 5 = 0 then b.coordinator_id else e.participant_id end,
              'Reply ' || j || ' in the examination thread: chapters ' || j || ' to ' || (j + 2) || '.',
              j % 23 = 0, p.created_at + make_interval(mins => j * 11), p.created_at + make_interval(mins => j * 11)
       from forum_posts p
       join b_busy b on b.course_id = p.course_id
       cross join generate_series(1, $2::int) j
       join b_busy_enr e on e.k = 1 + (j * 13) % (select count(*) from b_busy_enr)
       where p.title = $1`,
      [BUSY_THREAD_TITLE, s.threadReplies],
    ],
    // The reply counter of the busy course's posts (the forum keeps it with every reply write); only the rows
    // whose count changed are rewritten (every rewrite also updates the post's trigram index entries).
    [
      null,
      `update forum_posts p set reply_count = r.n
       from (select r.post_id, count(*)::int as n
             from forum_replies r join forum_posts q on q.id = r.post_id join b_busy b on b.course_id = q.course_id
             group by r.post_id) r
       where r.post_id = p.id and p.reply_count <> r.n`,
    ],
  ];
}

/** Topics the programme names and module titles are drawn from (a real page reads like one of these). */
const TOPICS = [
  'Anti-Money Laundering',
  'Credit Management',
  'Trade Finance',
  'Treasury and Risk',
  'Islamic Banking',
  'Information Technology Security',
  'Branch Operations',
  'Financial Inclusion',
];

/**
 * The programmes of the public site: SIZES.programs rows after the ones already there (the demo's keep their
 * places at the top of the list), each with 5 to 8 modules and a 3-paragraph description in the HTML the
 * sanitiser accepts (about 2.5 to 4 KB, like a real programme page), coordinators in 1 to 3 batches, and the
 * bench courses spread over them. Self-contained (own temporary tables), so it can run on its own.
 */
function programSteps(): Step[] {
  const s = SIZES;
  return [
    [
      'programs',
      `insert into programs (short_name, name, module, description, sort_order)
       select 'BENCH-P' || lpad(g::text, 3, '0'),
              'Bench Certified Professional in ' || t.topic || ' ' || g,
              (select '<ul>' || string_agg(
                        '<li><h3>Module ' || m || ': ' || t.topic || ', part ' || m || '</h3><p>'
                        || 'Concepts, regulations and practice of the part, with <strong>case studies</strong> from '
                        || 'branches and head offices, an <em>assignment</em> and a discussion in the course forum. '
                        || repeat('Participants apply the guidelines of the regulator to the cases of their bank. ',
                                  1 + m % 3)
                        || '</p></li>', '' order by m) || '</ul>'
               from generate_series(1, 5 + g % 4) m),
              (select string_agg(
                        '<p>' || case k
                          when 1 then 'The <strong>Bench Certified Professional in ' || t.topic || '</strong> '
                               || 'programme prepares bank officials for the work of their units, from the law and '
                               || 'the regulator''s instructions to the practice of branches and central teams. '
                          when 2 then 'It runs for six months in weekend sessions at the institute, with '
                               || 'assignments, forum discussions and a final written examination; see the '
                               || '<a href="https://example.org/calendar">academic calendar</a>. '
                          else 'It is meant for officers with at least two years of experience. '
                        end
                        || repeat('Participants who pass receive a certificate recognised by the banks. ', 1 + k % 2)
                        || '</p>', '' order by k)
               from generate_series(1, 3) k),
              100000 + g
       from generate_series(1, $1::int) g
       cross join lateral (select (array[${TOPICS.map((topic) => `'${topic}'`).join(', ')}])[1 + g % ${TOPICS.length}] as topic) t`,
      [s.programs],
    ],
    [
      null,
      `create temp table b_prog on commit drop as
       select id, substring(short_name from '^BENCH-P([0-9]+)$')::int as n from programs where short_name like 'BENCH-P%'`,
    ],
    [
      null,
      `create temp table b_prog_coord on commit drop as
       select id, row_number() over (order by id)::int as n from users where email like 'bench-c%@bench.test'`,
    ],
    [null, 'analyze b_prog, b_prog_coord'],
    // Programme n: batches 1 … 1 + n % 3, two distinct coordinators a batch (j * 17 differs mod 50 for j < 2).
    [
      'program_coordinators',
      `insert into program_coordinators (program_id, coordinator_id, batch)
       select p.id, c.id, 'Batch ' || b
       from b_prog p
       cross join generate_series(1, $1::int) b
       cross join generate_series(0, 1) j
       join b_prog_coord c on c.n = 1 + (p.n * 3 + b * 7 + j * 17) % (select count(*) from b_prog_coord)
       where b <= 1 + p.n % $1::int`,
      [s.maxBatchesPerProgram],
    ],
    [
      'courses (programme)',
      `update courses c set program_id = p.id
       from b_prog p
       where c.short_name like 'BENCH-%' and c.program_id is null
         and p.n = 1 + (substring(c.short_name from '^BENCH-([0-9]+)$')::int - 1) % $1::int`,
      [s.programs],
    ],
  ];
}
