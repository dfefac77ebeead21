// The large data set of the bench: tens of thousands of users, hundreds of courses and programmes, hundreds of
// thousands of forum rows, assignments with their views and submissions, contents with their sends and views,
// written with set-based SQL (INSERT … SELECT generate_series) in one transaction. Every user shares ONE argon2id
// hash of BENCH_PASSWORD, computed once. Bench rows are recognisable by their e-mail domain (@bench.test), short
// names (BENCH-…, BENCH-P…) and marker titles (the busy course's thread, the big assignment, the widely sent
// content), so a database that already holds them is left as it is (the programmes, the busy course, the
// assignments and the contents are each added on their own to a database whose bench rows predate them).
import pg from 'pg';
import { hashPassword } from '../apps/server/src/core/auth/passwords.ts';

export const BENCH_PASSWORD = 'bench1234';
export const BENCH_DOMAIN = 'bench.test';

export const SIZES = {
  organizations: 12,
  /** Participants enrolled in courses (participant n in 1 + n % 3 of them). */
  participants: 20_000,
  /**
   * Participants in all: the ones after SIZES.participants (bench-p20001 …) are enrolled in no course. They are
   * what the coordinator's participant search looks among (its trigram index covers every participant).
   */
  allParticipants: 100_000,
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
  /**
   * The big course (the busy course's coordinator's next running course, BENCH-058) is topped up with more bench
   * participants to this many: the submit details and the content's recipients then run into thousands.
   */
  bigCourseParticipants: 2_000,
  /** Assignments in every bench course (the first one still open, the others past their deadline). */
  assignmentsPerCourse: 6,
  /** Contents uploaded by every bench coordinator, filed in their courses (every tenth uncategorised). */
  contentsPerCoordinator: 200,
} as const;

/** The short name of bench programme n (1-based): BENCH-P001 … */
export function programShortName(n: number): string {
  return `BENCH-P${String(n).padStart(3, '0')}`;
}

/**
 * Participants' names, the same for participant n on every run: a first name and a surname of these lists; one
 * participant in a hundred, spread over every course (not only over consecutive numbers), is a SEARCH_SURNAME.
 */
const FIRST_NAMES = [
  'Abdul',
  'Rahima',
  'Farhana',
  'Kamal',
  'Nusrat',
  'Shafiq',
  'Tahmina',
  'Mizanur',
  'Sharmin',
  'Rafiq',
  'Nasrin',
  'Jahangir',
  'Sultana',
  'Anwar',
  'Ruma',
  'Habib',
  'Shirin',
  'Mahmud',
  'Laila',
  'Zahid',
];
const SURNAMES = ['Hossain', 'Rahman', 'Ahmed', 'Islam', 'Khan', 'Chowdhury', 'Uddin', 'Sarkar', 'Akter'];
/** The surname of one participant in a hundred (and nobody else's, nowhere else in a participant's fields). */
export const SEARCH_SURNAME = 'Talukder';
/** What the participant search scenario types: part of SEARCH_SURNAME, in another case. */
export const PARTICIPANT_SEARCH_TEXT = 'talukd';

/**
 * The SQL of participant n's first and last name. Course members are numbers of one residue class mod 200
 * (enrolments below) or a run of consecutive numbers (the big course): `n * 7919 + n / 200` spreads the 1 in 100
 * over both.
 */
function participantNameSql(n: string): { first: string; last: string } {
  const list = (names: string[]) => `array[${names.map((name) => `'${name}'`).join(', ')}]`;
  return {
    first: `(${list(FIRST_NAMES)})[1 + (${n} * 7 + ${n} / 200) % ${FIRST_NAMES.length}]`,
    last: `case when (${n}::bigint * 7919 + ${n} / 200) % 100 = 0 then '${SEARCH_SURNAME}'
                else (${list(SURNAMES)})[1 + (${n} * 31 + ${n} / 100) % ${SURNAMES.length}] end`,
  };
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

/**
 * The assignment of the big course with hundreds of submissions (two participants in five; a quarter of those in
 * the 24 hours of grace), past its deadline; its title also tells that the assignments are in the database.
 */
export const BIG_ASSIGNMENT_TITLE = 'Bench assignment: final case study of the whole course';
/** The big course's assignment the upload measurement submits to: open for a year after the seed, no submission. */
export const UPLOAD_ASSIGNMENT_TITLE = 'Bench assignment: upload measurement';
/**
 * The busy course's coordinator's content sent to every course they coordinate (thousands of recipients, two in
 * five of them with a view); the newest content of the busy course. Its title tells that the contents are in.
 */
export const WIDE_CONTENT_TITLE = 'Bench content: examination guidelines for every course';
/** The institute's zone, as the server's default TZ_INSTITUTE: last submission dates are dates there. */
const INSTITUTE_TZ = 'Asia/Dhaka';

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
  'stored_files',
  'assignments',
  'assignment_views',
  'assignment_submissions',
  'assignment_submission_versions',
  'contents',
  'content_sends',
  'content_views',
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
    const existingAssignment = await client.query<{ n: string }>(
      'select count(*) as n from assignments where title = $1',
      [BIG_ASSIGNMENT_TITLE],
    );
    const hasAssignments = Number(existingAssignment.rows[0]?.n ?? 0) > 0;
    const existingContent = await client.query<{ n: string }>('select count(*) as n from contents where title = $1', [
      WIDE_CONTENT_TITLE,
    ]);
    const hasContents = Number(existingContent.rows[0]?.n ?? 0) > 0;
    const existingLast = await client.query<{ n: string }>('select count(*) as n from users where email = $1', [
      participantEmail(SIZES.allParticipants),
    ]);
    const hasAllParticipants = Number(existingLast.rows[0]?.n ?? 0) > 0;
    const generated =
      !hasUsers || !hasPrograms || !hasBusyCourse || !hasAssignments || !hasContents || !hasAllParticipants;
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
      // The big course is topped up to its size (nothing to add when it is full), then whichever of the
      // assignments and the contents is missing is added.
      if (!hasAssignments || !hasContents) planned.push(...bigCourseSteps());
      if (!hasAssignments) planned.push(...assignmentSteps());
      if (!hasContents) planned.push(...contentSteps());
      if (!hasAllParticipants) planned.push(...unenrolledParticipantSteps());
      if (hasUsers) {
        const added = [
          !hasBusyCourse && 'the busy course',
          !hasPrograms && 'the programmes',
          !hasAssignments && 'the assignments',
          !hasContents && 'the contents',
          !hasAllParticipants && 'the participants in no course',
        ].filter(Boolean);
        log(
          `  the database already holds the bench users, courses and forum: only ${listed(added as string[])} ${added.length > 1 ? 'are' : 'is'} added`,
        );
      }
      await client.query('begin');
      try {
        for (const [label, statement, params] of planned) {
          const stepStarted = performance.now();
          const result = await client.query(statement, params);
          const rows = result.rowCount ?? 0;
          if (label)
            log(`  ${label.padEnd(30)} ${String(rows).padStart(8)} rows  ${ms(performance.now() - stepStarted)}`);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      }
      const analyzeStarted = performance.now();
      await client.query('analyze');
      log(`  ${'ANALYZE'.padEnd(30)} ${''.padStart(13)} ${ms(performance.now() - analyzeStarted)}`);
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

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
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
       select 'bench-p' || g || $2, $3, 2, ${participantNameSql('g').first}, ${participantNameSql('g').last},
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

/** The SQL array literal of TOPICS, and the topic of a number (1 + n % 8). */
const TOPIC_ARRAY = `array[${TOPICS.map((topic) => `'${topic}'`).join(', ')}]`;
const topicOf = (n: string) => `(${TOPIC_ARRAY})[1 + (${n}) % ${TOPICS.length}]`;

/**
 * The big course: the lowest-id running bench course of the busy course's coordinator other than the busy course
 * (BENCH-058 in the generated data set), topped up with bench participants not yet in it (participant 1 is never
 * added: their forum stays as it is) until it has SIZES.bigCourseParticipants; rolls continue its numbering.
 * Idempotent: a full course gets nothing. `b_big` (busy course, its coordinator, big course) is what the
 * assignment and content steps below start from.
 */
function bigCourseSteps(): Step[] {
  return [
    [
      null,
      `create temp table b_big on commit drop as
       with busy as (
         select e.course_id from enrolments e join users u on u.id = e.participant_id
         where u.email = $1 order by e.course_id limit 1
       ), coordinator as (
         select busy.course_id, (select min(cc.coordinator_id) from course_coordinators cc
                                 where cc.course_id = busy.course_id) as coordinator_id
         from busy
       )
       select k.course_id as busy_course_id, k.coordinator_id,
              (select cc.course_id from course_coordinators cc join courses c on c.id = cc.course_id
               where cc.coordinator_id = k.coordinator_id and cc.course_id <> k.course_id and c.status = 1
                 and c.short_name ~ '^BENCH-[0-9]+$'
               order by cc.course_id limit 1) as course_id
       from coordinator k`,
      [participantEmail(1)],
    ],
    [
      'enrolments (big course)',
      `insert into enrolments (course_id, participant_id, course_roll, created_at)
       select b.course_id, p.id,
              'R' || lpad((r.last_roll + row_number() over (order by p.n))::text, 5, '0'),
              now() - ((p.n % 700) || ' days')::interval
       from b_big b
       cross join lateral (
         select count(*)::int as size,
                coalesce(max(substring(e.course_roll from '^R([0-9]+)$')::int), 0) as last_roll
         from enrolments e where e.course_id = b.course_id
       ) r
       cross join lateral (
         select u.id, substring(u.email from '^bench-p([0-9]+)@')::int as n
         from users u
         where u.email like 'bench-p%@' || $2 and u.user_type = 2 and u.email <> $3
           and not exists (select 1 from enrolments e where e.course_id = b.course_id and e.participant_id = u.id)
         order by n
         limit greatest(0, $1::int - r.size)
       ) p`,
      [SIZES.bigCourseParticipants, BENCH_DOMAIN, participantEmail(1)],
    ],
  ];
}

/**
 * Assignments: SIZES.assignmentsPerCourse in every bench course, set by its first coordinator every two months
 * over the last year, each due two weeks after it was set (the newest, set one to eleven days ago, is still
 * open); a quarter of the participants viewed each, an eighth submitted (one in seven of those twice: two
 * versions). The big course gets BIG_ASSIGNMENT_TITLE (past its deadline; 4 in 5 viewed it, 2 in 5 submitted,
 * one in eight of those in the grace hours) and UPLOAD_ASSIGNMENT_TITLE (open for a year, no submission). Every
 * assignment and submitted file has its `stored_files` row (random-looking key, name, size, SHA-256); the files
 * themselves are not in the store: only a download would read them. Needs `b_big` (bigCourseSteps).
 */
function assignmentSteps(): Step[] {
  const tz = INSTITUTE_TZ;
  return [
    [
      null,
      `create temp table b_a_course on commit drop as
       select c.id, substring(c.short_name from '^BENCH-([0-9]+)$')::int as n,
              (select min(cc.coordinator_id) from course_coordinators cc where cc.course_id = c.id) as coordinator_id
       from courses c where c.short_name ~ '^BENCH-[0-9]+$'`,
    ],
    // kind 'course': assignment j of every course; 'big' and 'upload': the big course's two named assignments.
    [
      null,
      `create temp table b_a_new on commit drop as
       select a.*, 'assignments/' || md5('bench-assignment-' || a.course_id || '-' || a.kind || '-' || a.j) || '.pdf' as store_key
       from (
         select c.id as course_id, c.n as course_n, c.coordinator_id, j, 'course' as kind,
                'Assignment ' || j || ': ' || ${topicOf('c.n + j')} || ', case study' as title,
                t.at as created_at, (t.at at time zone '${tz}')::date + 14 as last_date
         from b_a_course c
         cross join generate_series(1, $1::int) j
         cross join lateral (select now() - make_interval(days => case when j = 1 then 1 + c.n % 10 else (j - 1) * 60 + c.n % 45 end,
                                                          secs => (c.n * 97) % 86400) as at) t
         where c.coordinator_id is not null
         union all
         select b.course_id, 0, b.coordinator_id, 1, 'big', $2::text, now() - interval '30 days',
                (now() at time zone '${tz}')::date - 2
         from b_big b
         union all
         select b.course_id, 0, b.coordinator_id, 1, 'upload', $3::text, now() - interval '1 day',
                (now() at time zone '${tz}')::date + 365
         from b_big b
       ) a`,
      [SIZES.assignmentsPerCourse, BIG_ASSIGNMENT_TITLE, UPLOAD_ASSIGNMENT_TITLE],
    ],
    [
      'stored_files (assignments)',
      `insert into stored_files (store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select store_key, title || '.pdf', 'pdf', 'application/pdf', 120000 + (course_n * 7919 + j * 104729) % 1900000,
              encode(sha256(convert_to(store_key, 'UTF8')), 'hex'), coordinator_id, created_at
       from b_a_new`,
    ],
    [
      'assignments',
      `insert into assignments (course_id, created_by_id, title, last_submit_date, file_id, created_at, updated_at)
       select a.course_id, a.coordinator_id, a.title, a.last_date, f.id, a.created_at, a.created_at
       from b_a_new a join stored_files f on f.store_key = a.store_key`,
    ],
    [
      null,
      `create temp table b_a_asg on commit drop as
       select x.id, a.course_id, a.j, a.kind, a.created_at, a.last_date
       from assignments x join stored_files f on f.id = x.file_id join b_a_new a on a.store_key = f.store_key`,
    ],
    [
      null,
      `create temp table b_a_enr on commit drop as
       select e.course_id, e.participant_id, row_number() over (partition by e.course_id order by e.id)::int as k
       from enrolments e where e.course_id in (select course_id from b_a_asg)`,
    ],
    [null, 'create index on b_a_enr (course_id)'],
    [null, 'analyze b_a_course, b_a_new, b_a_asg, b_a_enr'],
    // k is the participant's place in the course (by enrolment). Course assignments: those with (k + 3j) % 8 = 0
    // submitted (an eighth), (k + 3j) % 4 = 0 viewed (a quarter: every submitter among them); participant 1,
    // first in their courses, viewed assignments 1 and 5 of each and submitted 5.
    [
      'assignment_views',
      `insert into assignment_views (assignment_id, participant_id, view_count, first_viewed_at, last_viewed_at)
       select a.id, e.participant_id, 1 + (e.k + a.j) % 3, v.at, least(now(), v.at + make_interval(days => e.k % 4))
       from b_a_asg a
       join b_a_enr e on e.course_id = a.course_id
       cross join lateral (select least(now(), a.created_at + make_interval(hours => 1 + (e.k * 7) % 200)) as at) v
       where case a.kind when 'course' then (e.k + 3 * a.j) % 4 = 0 when 'big' then e.k % 5 < 4 else false end`,
    ],
    // Every submitted file: one version for each submission, two for one submission in seven (the first file
    // replaced 90 minutes later). The big assignment's submissions come before its grace from, but one in eight
    // within the 24 hours after it (those who replaced a file sent the first one before).
    // Course assignments: 2 to 302 hours after they were set (before the two weeks' deadline), at most until now.
    [
      null,
      `create temp table b_a_file on commit drop as
       select a.id as assignment_id, e.participant_id, e.k, v.version, v.version = n.versions as is_current,
              t.at - make_interval(mins => 90 * (n.versions - v.version)) as submitted_at,
              'submissions/' || md5('bench-submission-' || a.id || '-' || e.participant_id || '-' || v.version) || '.pdf' as store_key
       from b_a_asg a
       join b_a_enr e on e.course_id = a.course_id
       cross join lateral (select case
                when a.kind = 'big' and e.k % 20 = 1
                  then (a.last_date::timestamp at time zone '${tz}') + make_interval(mins => 30 + (e.k * 37) % 1380)
                when a.kind = 'big' then a.created_at + make_interval(mins => 120 + (e.k * 7919) % (25 * 24 * 60))
                else least(now() - interval '1 hour', a.created_at + make_interval(hours => 2 + (e.k * 13) % 300))
              end as at) t
       cross join lateral (select 1 + (e.k % 7 = 0)::int as versions) n
       cross join lateral generate_series(1, n.versions) v(version)
       where case a.kind when 'course' then (e.k + 3 * a.j) % 8 = 0 when 'big' then e.k % 5 < 2 else false end`,
    ],
    [
      'stored_files (submissions)',
      `insert into stored_files (store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select store_key, 'Submission ' || k || case when version > 1 then ' (revised)' else '' end || '.pdf', 'pdf',
              'application/pdf', 80000 + (k * 7919 + assignment_id * 104729) % 4000000,
              encode(sha256(convert_to(store_key, 'UTF8')), 'hex'), participant_id, least(now(), submitted_at)
       from b_a_file`,
    ],
    [
      'assignment_submissions',
      `insert into assignment_submissions (assignment_id, participant_id, file_id, submitted_at)
       select s.assignment_id, s.participant_id, f.id, least(now(), s.submitted_at)
       from b_a_file s join stored_files f on f.store_key = s.store_key
       where s.is_current`,
    ],
    [
      'assignment_submission_versions',
      `insert into assignment_submission_versions (submission_id, file_id, submitted_at)
       select x.id, f.id, least(now(), s.submitted_at)
       from b_a_file s
       join assignment_submissions x on x.assignment_id = s.assignment_id and x.participant_id = s.participant_id
       join stored_files f on f.store_key = s.store_key`,
    ],
  ];
}

/**
 * Contents: SIZES.contentsPerCoordinator for every bench coordinator over the last year, filed in one of their
 * courses in turn (every tenth uncategorised); four in five filed ones are sent to their course, one in four also
 * to the coordinator's next course; on one content in four, one recipient in eight viewed it. Plus
 * WIDE_CONTENT_TITLE: the busy course's coordinator's newest content, filed in the busy course, sent to every
 * course they coordinate (thousands of recipients with the big course), viewed by two recipients in five, last
 * reminded two days ago. Every file has its `stored_files` row only. Needs `b_big` (bigCourseSteps).
 */
function contentSteps(): Step[] {
  const extension = (g: string) => `(array['pdf', 'pptx', 'docx'])[1 + (${g}) % 3]`;
  return [
    [
      null,
      `create temp table b_ct_c on commit drop as
       select id, substring(email from '^bench-c([0-9]+)@')::int as n from users
       where email like 'bench-c%@' || $1 and user_type = 1`,
      [BENCH_DOMAIN],
    ],
    [
      null,
      `create temp table b_ct_cc on commit drop as
       select cc.coordinator_id, cc.course_id,
              row_number() over (partition by cc.coordinator_id order by cc.course_id)::int as i,
              count(*) over (partition by cc.coordinator_id)::int as cnt
       from course_coordinators cc join courses c on c.id = cc.course_id
       where c.short_name ~ '^BENCH-[0-9]+$'`,
    ],
    [null, 'analyze b_ct_c, b_ct_cc'],
    [
      null,
      `create temp table b_ct_new on commit drop as
       select x.*, 'contents/' || md5('bench-content-' || x.owner_id || '-' || x.kind || '-' || x.g) || '.' || x.ext as store_key
       from (
         select k.id as owner_id, g, 'course' as kind, cat.course_id as category_id, nxt.course_id as second_id,
                'Content ' || g || ': ' || ${topicOf('k.n + g')} || ', reading notes' as title, ${extension('g')} as ext,
                now() - make_interval(secs => 350000 + (g * 155003 + k.n * 3607) % 31000000) as created_at
         from b_ct_c k
         cross join generate_series(1, $1::int) g
         left join lateral (select cc.course_id from b_ct_cc cc
                            where cc.coordinator_id = k.id and cc.i = 1 + g % cc.cnt) cat on g % 10 <> 0
         left join lateral (select cc.course_id from b_ct_cc cc
                            where cc.coordinator_id = k.id and cc.cnt > 1 and cc.i = 1 + (g + 1) % cc.cnt) nxt on g % 4 = 0
         union all
         select b.coordinator_id, 0, 'wide', b.busy_course_id, null::int, $2::text, 'pdf', now() - interval '3 days'
         from b_big b
       ) x`,
      [SIZES.contentsPerCoordinator, WIDE_CONTENT_TITLE],
    ],
    [
      'stored_files (contents)',
      `insert into stored_files (store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select store_key, title || '.' || ext, ext,
              case ext when 'pdf' then 'application/pdf'
                       when 'pptx' then 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
                       else 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' end,
              60000 + (g * 104729 + owner_id * 7919) % 9000000,
              encode(sha256(convert_to(store_key, 'UTF8')), 'hex'), owner_id, created_at
       from b_ct_new`,
    ],
    [
      'contents',
      `insert into contents (owner_id, course_id, title, file_id, last_reminded_at, created_at, updated_at)
       select n.owner_id, n.category_id, n.title, f.id,
              case when n.kind = 'wide' then now() - interval '2 days' end, n.created_at, n.created_at
       from b_ct_new n join stored_files f on f.store_key = n.store_key`,
    ],
    [
      null,
      `create temp table b_ct_content on commit drop as
       select c.id, n.owner_id, n.g, n.kind, n.category_id, n.second_id, n.created_at
       from contents c join stored_files f on f.id = c.file_id join b_ct_new n on n.store_key = f.store_key`,
    ],
    [null, 'analyze b_ct_new, b_ct_content'],
    [
      'content_sends',
      `insert into content_sends (content_id, course_id, sent_by_id, sent_at)
       select id, category_id, owner_id, created_at + interval '1 hour'
       from b_ct_content where kind = 'course' and category_id is not null and g % 5 <> 0
       union all
       select id, second_id, owner_id, created_at + interval '1 day'
       from b_ct_content where kind = 'course' and second_id is not null
       union all
       select w.id, cc.course_id, w.owner_id, w.created_at + make_interval(hours => cc.i)
       from b_ct_content w join b_ct_cc cc on cc.coordinator_id = w.owner_id
       where w.kind = 'wide'
       on conflict (content_id, course_id) do nothing`,
    ],
    [
      null,
      `create temp table b_ct_enr on commit drop as
       select e.course_id, e.participant_id, row_number() over (partition by e.course_id order by e.id)::int as k
       from enrolments e where e.course_id in (select course_id from b_ct_cc)`,
    ],
    [null, 'create index on b_ct_enr (course_id)'],
    [null, 'analyze b_ct_enr'],
    [
      'content_views',
      `insert into content_views (content_id, course_id, participant_id, view_count, first_viewed_at, last_viewed_at)
       select s.content_id, s.course_id, e.participant_id, 1 + (e.k + c.g) % 3, v.at,
              least(now(), v.at + make_interval(days => e.k % 4))
       from content_sends s
       join b_ct_content c on c.id = s.content_id and (c.kind = 'wide' or c.g % 4 = 1)
       join b_ct_enr e on e.course_id = s.course_id
       cross join lateral (select least(now(), s.sent_at + make_interval(hours => 1 + (e.k * 11) % 240)) as at) v
       where case c.kind when 'wide' then e.k % 5 < 2 else (e.k + c.g) % 8 = 1 end`,
    ],
  ];
}

/**
 * The participants in no course: bench-p{SIZES.participants + 1} … bench-p{SIZES.allParticipants}, with their
 * profiles, so that the participant search looks among SIZES.allParticipants (its trigram index holds every
 * participant, enrolled or not). Named like the others (participantNameSql); participants of a data set generated
 * before the names ('Participant', 'No <n>') are renamed first. They sign in with participant 1's password hash
 * (the one hash of the data set). Self-contained: added alone to a database whose bench rows predate it.
 */
function unenrolledParticipantSteps(): Step[] {
  const s = SIZES;
  const domain = `@${BENCH_DOMAIN}`;
  const named = participantNameSql('g');
  const renamed = participantNameSql('p.n');
  return [
    [
      'users (participant names)',
      `update users u set first_name = ${renamed.first}, last_name = ${renamed.last}
       from (select id, substring(email from '^bench-p([0-9]+)@')::int as n from users
             where email like 'bench-p%' || $1 and user_type = 2 and first_name = 'Participant') p
       where u.id = p.id`,
      [domain],
    ],
    [
      'users (participants, no course)',
      `insert into users (email, password_hash, user_type, first_name, last_name, mobile_no, gender, is_active)
       select 'bench-p' || g || $3, (select password_hash from users where email = $4), 2, ${named.first}, ${named.last},
              '01' || lpad((700000000 + g)::text, 9, '0'), g % 2, true
       from generate_series($1::int + 1, $2::int) g
       on conflict (email) do nothing`,
      [s.participants, s.allParticipants, domain, participantEmail(1)],
    ],
    [
      null,
      `create temp table b_np on commit drop as
       select u.id, substring(u.email from '^bench-p([0-9]+)@')::int as n from users u
       where u.email like 'bench-p%' || $1 and u.user_type = 2
         and not exists (select 1 from participant_profiles pp where pp.user_id = u.id)`,
      [domain],
    ],
    [
      null,
      `create temp table b_np_org on commit drop as
       select id, row_number() over (order by id)::int as n from organizations where name like 'Bench Bank %'`,
    ],
    [null, 'analyze b_np, b_np_org'],
    [
      'participant_profiles (no course)',
      `insert into participant_profiles (user_id, organization_id, other_org_name, designation, present_address,
         permanent_address, experience_in_bank, last_academic_degree, dob)
       select p.id,
              case when p.n % 20 = 0 then null else o.id end,
              case when p.n % 20 = 0 then 'Other Institution ' || (p.n % 7) end,
              'Officer', 'Road ' || p.n || ', Dhaka', 'Village ' || p.n, p.n % 25, 'MBA',
              date '1975-01-01' + (p.n % 9000)
       from b_np p join b_np_org o on o.n = 1 + p.n % $1::int`,
      [s.organizations],
    ],
  ];
}
