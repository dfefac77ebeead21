// The large data set of the bench, at a scale: at `full`, 100,000 participants, 1,000 courses, 1,000,000 forum
// posts with 3,000,000 replies, 20,000 contents with 2,000,000 views, 10,000 assignments with 500,000 submissions
// (rows only), written with set-based SQL (INSERT … SELECT generate_series) in one transaction, loaded as a bulk
// load: ids computed, not looked up; counters written with the rows; foreign-key triggers off
// (session_replication_role = replica, when the role may); the big tables' secondary indexes dropped first and
// rebuilt at the end from their own definitions (pg_get_indexdef: exactly the migrations'); VACUUM (ANALYZE) after.
// Every user shares ONE argon2id hash of BENCH_PASSWORD, computed once. Bench rows are recognisable by their
// e-mail domain (@bench.test), short names (BENCH-…, BENCH-P…) and marker titles (the busy course's thread, the
// big assignment, the widely sent content): a database that already holds them is used as it is.
import pg from 'pg';
import { hashPassword } from '../apps/server/src/core/auth/passwords.ts';

export const BENCH_PASSWORD = 'bench1234';
export const BENCH_DOMAIN = 'bench.test';

/** The scales of the data set: `full` is the issue's, `small` the 1 % the large set is compared with, `tiny` CI's. */
export const SCALES = { full: 1, small: 0.01, tiny: 0.001 } as const;
export type ScaleName = keyof typeof SCALES;

/**
 * What every scale shares: the caller's view (the busy course, the big course, the thread, one course's size and
 * its numbers of posts, assignments and contents) is the same at every scale; only the totals grow.
 */
const FIXED = {
  organizations: 12,
  /** Each enrolled participant is in 1 to this many courses (participant n in 1 + n % 3). */
  maxCoursesPerParticipant: 3,
  /** Enrolled participants per course: participants = courses × this, so a course holds ~200 at every scale. */
  participantsPerCourse: 100,
  /** Courses per coordinator (coordinators = courses ÷ this, rounded up). */
  coursesPerCoordinator: 4,
  /**
   * Extra posts in the busy course (participant 1's first course, which then holds thousands of posts instead of
   * ~1,000); three in four get 1 to 3 replies.
   */
  busyCoursePosts: 5_000,
  /** Replies on the busy course's thread (one more post there, titled BUSY_THREAD_TITLE). */
  threadReplies: 50,
  /** Certification programmes of the public site, each with module and description HTML of a real page's size. */
  programs: 300,
  /** Each programme lists its coordinators in 1 to this many batches, two coordinators a batch. */
  maxBatchesPerProgram: 3,
  /**
   * The big course (the busy course's coordinator's next running course) is topped up with more bench
   * participants to this many: the submit details and the content's recipients then run into thousands.
   */
  bigCourseParticipants: 2_000,
  /** Assignments in every bench course (the first one still open, the others past their deadline). */
  assignmentsPerCourse: 10,
  /** Contents uploaded by every bench coordinator, filed in their courses (every tenth uncategorised). */
  contentsPerCoordinator: 80,
} as const;

export interface Sizes {
  /** The share of the full data set (1, 0.01, 0.001), and its name. */
  scale: number;
  scaleName: ScaleName;
  courses: number;
  coordinators: number;
  /** Participants enrolled in courses: bench-p1 … bench-p{participants}. */
  participants: number;
  /**
   * Participants in all: the ones after `participants` are enrolled in no course (only at the smaller scales,
   * where the big course needs more people than the courses hold). The participant search looks among all.
   */
  allParticipants: number;
  posts: number;
  /** Live sessions of other users, so the session lookup searches a realistic index. */
  sessions: number;
  organizations: number;
  maxCoursesPerParticipant: number;
  participantsPerCourse: number;
  coursesPerCoordinator: number;
  busyCoursePosts: number;
  threadReplies: number;
  programs: number;
  maxBatchesPerProgram: number;
  bigCourseParticipants: number;
  assignmentsPerCourse: number;
  contentsPerCoordinator: number;
}

/** The sizes at a scale: the full set × scale, with floors that keep the fixed parts (the big course) in. */
export function sizesFor(scaleName: ScaleName): Sizes {
  const scale = SCALES[scaleName];
  const courses = Math.max(10, Math.round(1_000 * scale));
  const participants = courses * FIXED.participantsPerCourse;
  return {
    ...FIXED,
    scale,
    scaleName,
    courses,
    coordinators: Math.ceil(courses / FIXED.coursesPerCoordinator),
    participants,
    allParticipants: Math.max(participants, Math.round(100_000 * scale), FIXED.bigCourseParticipants + 500),
    posts: Math.round(1_000_000 * scale),
    sessions: Math.max(1_000, Math.round(100_000 * scale)),
  };
}

/** The full data set's sizes (the issue's): what the descriptions of the scenarios quote. */
export const SIZES = sizesFor('full');

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
 * The SQL of participant n's first and last name. Course members are spread over residue classes (enrolments
 * below) or a run of consecutive numbers (the big course): `n * 7919 + n / 200` spreads the 1 in 100 over both.
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
 * The assignment of the big course with hundreds of submissions (two participants in five; one in eight of those
 * in the 24 hours of grace), past its deadline; its title also tells that the assignments are in the database.
 */
export const BIG_ASSIGNMENT_TITLE = 'Bench assignment: final case study of the whole course';
/** The big course's assignment the upload measurement submits to: open for a year after the seed, no submission. */
export const UPLOAD_ASSIGNMENT_TITLE = 'Bench assignment: upload measurement';
/**
 * The busy course's coordinator's content sent to every course they coordinate (thousands of recipients, two in
 * five of them with a view); the newest content of the busy course. Its title tells that the contents are in.
 */
export const WIDE_CONTENT_TITLE = 'Bench content: examination guidelines for every course';
/**
 * The certificate the verify scenario checks (`GET /api/public/certificates/{code}`): a valid one of the first bench
 * participant, its code a fixed one of the real form (16 of Crockford's base32); its presence tells that the
 * certificates are in.
 */
export const BENCH_CERTIFICATE_CODE = 'BENCH000CERT0001';
/** The institute's zone, as the server's default TZ_INSTITUTE: last submission dates are dates there. */
const INSTITUTE_TZ = 'Asia/Dhaka';

/**
 * The tables the load writes most rows to: their secondary indexes (every index but the primary key) are dropped
 * before the load and built again after it, from the definitions PostgreSQL gives (the migrations' own).
 */
const BULK_TABLES = [
  'users',
  'participant_profiles',
  'enrolments',
  'forum_posts',
  'forum_replies',
  'sessions',
  'stored_files',
  'assignments',
  'assignment_views',
  'assignment_submissions',
  'assignment_submission_versions',
  'contents',
  'content_sends',
  'content_views',
  'marks',
  'final_results',
  'notifications',
] as const;

/** Tables whose ids the load computes (base + n) instead of drawing them: their sequences are moved past them. */
const COMPUTED_ID_TABLES = [
  'users',
  'courses',
  'forum_posts',
  'stored_files',
  'assignments',
  'assignment_submissions',
  'contents',
] as const;

export interface SeedReport {
  /** False when the database already held the bench data set. */
  generated: boolean;
  /** Wall time of hashing + inserting + index builds + ANALYZE, in ms. */
  ms: number;
  /** Whether the foreign-key triggers were off during the load (session_replication_role = replica). */
  triggersOff: boolean;
  /** Row counts of the main tables after the run. */
  counts: Record<string, number>;
  sizes: Sizes;
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
  'evaluation_components',
  'marks',
  'result_releases',
  'final_results',
  'notifications',
  'certificates',
] as const;

export async function seedLarge(
  databaseUrl: string,
  sizes: Sizes,
  log: (line: string) => void = console.log,
): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const markers = await client.query<{
      users: number;
      certificate: number;
      last: number;
      thread: number;
      big: number;
      wide: number;
    }>(
      `select (select count(*)::int from users where email like $1) as users,
              (select count(*)::int from certificates where code = $6) as certificate,
              (select count(*)::int from users where email = $2) as last,
              (select count(*)::int from forum_posts where title = $3) as thread,
              (select count(*)::int from assignments where title = $4) as big,
              (select count(*)::int from contents where title = $5) as wide`,
      [
        `%@${BENCH_DOMAIN}`,
        participantEmail(sizes.allParticipants),
        BUSY_THREAD_TITLE,
        BIG_ASSIGNMENT_TITLE,
        WIDE_CONTENT_TITLE,
        BENCH_CERTIFICATE_CODE,
      ],
    );
    const found = markers.rows[0];
    const complete =
      found && found.last > 0 && found.thread > 0 && found.big > 0 && found.wide > 0 && found.certificate > 0;
    let triggersOff = false;
    if (complete) {
      log('  the database already holds the bench data set: nothing generated');
    } else {
      if (found && found.users > 0) {
        throw new Error(
          `the database holds ${found.users} bench users but not the whole ${sizes.scaleName} data set (an older or interrupted one, or another scale): give the bench an empty database`,
        );
      }
      const hashStarted = performance.now();
      const passwordHash = await hashPassword(BENCH_PASSWORD);
      log(`  argon2id hash computed once in ${Math.round(performance.now() - hashStarted)} ms`);
      triggersOff = await bulkLoad(client, sizes, passwordHash, log);
    }
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return { generated: !complete, ms: Math.round(performance.now() - started), triggersOff, counts, sizes };
  } finally {
    await client.end();
  }
}

/** The load itself: settings, indexes off, every step, indexes on, sequences, commit, VACUUM (ANALYZE). */
async function bulkLoad(
  client: pg.Client,
  sizes: Sizes,
  passwordHash: string,
  log: (line: string) => void,
): Promise<boolean> {
  // Foreign-key checks are triggers: off for the load when the role may (a superuser: the throwaway cluster).
  let triggersOff = true;
  try {
    await client.query('set session_replication_role = replica');
  } catch {
    triggersOff = false;
    log('  session_replication_role = replica refused (not a superuser): foreign keys are checked row by row');
  }
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '64MB'`);
  await client.query('set synchronous_commit = off');
  await client.query('begin');
  try {
    const indexes = await client.query<{ name: string; def: string; table: string }>(
      `select ci.relname as name, pg_get_indexdef(i.indexrelid) as def, t.relname as table
       from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ci on ci.oid = i.indexrelid
       join pg_namespace ns on ns.oid = t.relnamespace
       where ns.nspname = current_schema() and t.relname = any($1::text[]) and not i.indisprimary
         and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
       order by t.relname, ci.relname`,
      [[...BULK_TABLES]],
    );
    for (const index of indexes.rows) await client.query(`drop index "${index.name}"`);
    log(`  ${indexes.rows.length} secondary indexes of ${BULK_TABLES.length} tables dropped for the load`);

    const planned: Step[] = [
      ...baseSteps(sizes, passwordHash),
      ...busyCourseSteps(sizes),
      ...bigCourseSteps(sizes),
      ...assignmentSteps(sizes),
      ...contentSteps(sizes),
      ...resultSteps(),
      ...notificationSteps(),
      ...certificateSteps(),
    ];
    for (const [label, statement, params] of planned) {
      const stepStarted = performance.now();
      const result = await client.query(statement, params);
      const rows = result.rowCount ?? 0;
      if (label) log(`  ${label.padEnd(34)} ${String(rows).padStart(9)} rows  ${ms(performance.now() - stepStarted)}`);
    }
    for (const table of COMPUTED_ID_TABLES) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select coalesce(max(id), 0) from ${table})))`,
      );
    }
    const indexesStarted = performance.now();
    for (const index of indexes.rows) {
      const indexStarted = performance.now();
      await client.query(index.def);
      const took = performance.now() - indexStarted;
      if (took > 1000) log(`  index ${index.name.padEnd(42)} ${ms(took)}`);
    }
    log(
      `  ${`${indexes.rows.length} indexes built again`.padEnd(34)} ${''.padStart(14)} ${ms(performance.now() - indexesStarted)}`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    if (triggersOff) await client.query('set session_replication_role = origin').catch(() => {});
  }
  const analyzeStarted = performance.now();
  // VACUUM as well as ANALYZE: a database in service has been vacuumed. It sets the visibility map (index-only
  // scans then skip the heap) and the rows' hint bits, which the first reads would otherwise write during the
  // load; and autovacuum does not wake up on millions of new rows in the middle of the measurements.
  await client.query('vacuum (analyze)');
  log(`  ${'VACUUM (ANALYZE)'.padEnd(34)} ${''.padStart(14)} ${ms(performance.now() - analyzeStarted)}`);
  return triggersOff;
}

function ms(value: number): string {
  return `${Math.round(value)} ms`.padStart(9);
}

type Step = [label: string | null, sql: string, params?: unknown[]];

/** Replies of bench post g (a quarter none, the others 1 to 7: three a post on average), as SQL. */
const replyCountSql = (g: string) => `case when ${g} % 4 = 0 then 0 else 1 + (${g} * 5) % 7 end`;
/** When bench post g was written: spread over the last year. */
const postTimeSql = (g: string) => `now() - make_interval(secs => (${g}::bigint * 7907) % 31536000)`;

/**
 * Users, courses, enrolments, the forum and sessions. Ids are computed from the bench's own numbering and the
 * largest id before the load (`b_base`): participant n is `u + n`, coordinator n `u + participants + n`, course
 * n `c + n`, post g `p + g`; no lookup table is needed to find them.
 */
function baseSteps(s: Sizes, passwordHash: string): Step[] {
  const domain = `@${BENCH_DOMAIN}`;
  const named = participantNameSql('g');
  return [
    [
      null,
      `create temp table b_base on commit drop as
       select (select coalesce(max(id), 0) from users) as u, (select coalesce(max(id), 0) from courses) as c,
              (select coalesce(max(id), 0) from forum_posts) as p`,
    ],
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
      `insert into users (id, email, password_hash, user_type, first_name, last_name, mobile_no, gender, is_active)
       select b.u + g, 'bench-p' || g || $2, $3, 2, ${named.first}, ${named.last},
              '01' || lpad((700000000 + g)::text, 9, '0'), g % 2, true
       from b_base b cross join generate_series(1, $1::int) g`,
      [s.allParticipants, domain, passwordHash],
    ],
    [
      'users (coordinators)',
      `insert into users (id, email, password_hash, user_type, first_name, last_name, mobile_no, gender, is_active)
       select b.u + $4 + g, 'bench-c' || g || $2, $3, 1, 'Coordinator', 'No ' || g,
              '01' || lpad((800000000 + g)::text, 9, '0'), g % 2, true
       from b_base b cross join generate_series(1, $1::int) g`,
      [s.coordinators, domain, passwordHash, s.allParticipants],
    ],
    [
      'participant_profiles',
      `insert into participant_profiles (user_id, organization_id, other_org_name, designation, present_address,
         permanent_address, experience_in_bank, last_academic_degree, dob)
       select b.u + g,
              case when g % 20 = 0 then null else o.id end,
              case when g % 20 = 0 then 'Other Institution ' || (g % 7) end,
              'Officer', 'Road ' || g || ', Dhaka', 'Village ' || g, g % 25, 'MBA',
              date '1975-01-01' + (g % 9000)
       from b_base b cross join generate_series(1, $1::int) g join b_org o on o.n = 1 + g % $2::int`,
      [s.allParticipants, s.organizations],
    ],
    [
      'coordinator_profiles',
      `insert into coordinator_profiles (user_id, occupation)
       select b.u + $2 + g, 'Faculty member' from b_base b cross join generate_series(1, $1::int) g`,
      [s.coordinators, s.allParticipants],
    ],
    ...programSteps(s),
    [
      'courses',
      `insert into courses (id, name, short_name, intake_name, batch, session_name, year, status, program_id)
       select b.c + g, 'Bench Course ' || g, 'BENCH-' || lpad(g::text, 4, '0'), 'Intake ' || (1 + g % 4), 1 + g % 10,
              'Session ' || (2020 + g % 7), 2020 + g % 7, case when g % 10 = 0 then 0 else 1 end, p.id
       from b_base b cross join generate_series(1, $1::int) g join b_prog p on p.n = 1 + (g - 1) % $2::int`,
      [s.courses, s.programs],
    ],
    // Course n's coordinator is 1 + (n - 1) % coordinators; every fourth course has a second one.
    [
      'course_coordinators',
      `insert into course_coordinators (course_id, coordinator_id)
       select distinct b.c + g, b.u + $3 + k
       from b_base b cross join generate_series(1, $1::int) g
       cross join lateral (select 1 + (g - 1) % $2::int as k
                           union all select 1 + (g + 24) % $2::int where g % 4 = 0) k`,
      [s.courses, s.coordinators, s.allParticipants],
    ],
    // Enrolled participant n takes 1 + n % 3 courses, at distinct course numbers (j * 67 differs mod the number
    // of courses for j < 3 at every scale); rolls are numbered per course.
    [
      'enrolments',
      `insert into enrolments (course_id, participant_id, course_roll, created_at)
       select x.course_id, x.participant_id,
              'R' || lpad((row_number() over (partition by x.course_id order by x.n))::text, 5, '0'),
              now() - ((x.n % 700) || ' days')::interval
       from (select b.c + 1 + (n * 7 + j * 67) % $2::int as course_id, b.u + n as participant_id, n
             from b_base b cross join generate_series(1, $1::int) n
             cross join generate_series(0, $3::int - 1) j
             where j <= n % $3::int) x`,
      [s.participants, s.courses, s.maxCoursesPerParticipant],
    ],
    [
      null,
      `create temp table b_enr on commit drop as
       select row_number() over (order by e.id)::int as n, e.course_id, e.participant_id,
              row_number() over (partition by e.course_id order by e.id)::int as k
       from enrolments e cross join b_base b where e.course_id > b.c`,
    ],
    [null, 'create unique index on b_enr (n)'],
    [null, 'create unique index on b_enr (course_id, k)'],
    [
      null,
      `create temp table b_course_size on commit drop as
       select e.course_id, count(*)::int as size,
              (select min(cc.coordinator_id) from course_coordinators cc where cc.course_id = e.course_id) as coordinator_id
       from b_enr e group by e.course_id`,
    ],
    // Temporary tables are never auto-analysed: without statistics the joins below choose badly.
    [null, 'analyze b_base, b_org, b_enr, b_course_size'],
    // Post g: by the participant of enrolment 1 + g * 7919 % enrolments (every tenth by the course's first
    // coordinator), spread over a year, with its reply counter as the forum keeps it (replies below).
    [
      'forum_posts',
      `insert into forum_posts (id, course_id, author_id, title, body, is_edited, reply_count, created_at, updated_at)
       select b.p + g, e.course_id,
              case when g % 10 = 0 then cs.coordinator_id else e.participant_id end,
              'Bench post ' || g || ': question about module ' || (g % 12),
              repeat('Body of bench post ' || g || '. ', 1 + g % 8),
              g % 17 = 0, ${replyCountSql('g')}, t.at, t.at
       from b_base b cross join generate_series(1, $1::int) g
       join b_enr e on e.n = 1 + (g::bigint * 7919) % (select count(*) from b_enr)
       join b_course_size cs on cs.course_id = e.course_id
       cross join lateral (select ${postTimeSql('g')} as at) t`,
      [s.posts],
    ],
    // Post g's replies: by participants of its course (every fifth by the coordinator), minutes to days later.
    [
      'forum_replies',
      `insert into forum_replies (post_id, author_id, body, is_edited, created_at, updated_at)
       select b.p + g,
              case when (g + j) % 5 = 0 then cs.coordinator_id else r.participant_id end,
              'Bench reply ' || j || ' to post ' || g || '.',
              (g + j) % 23 = 0, t.at, t.at
       from b_base b cross join generate_series(1, $1::int) g
       join b_enr e on e.n = 1 + (g::bigint * 7919) % (select count(*) from b_enr)
       join b_course_size cs on cs.course_id = e.course_id
       cross join lateral generate_series(1, ${replyCountSql('g')}) j
       join b_enr r on r.course_id = e.course_id and r.k = 1 + (g::bigint * 31 + j * 17) % cs.size
       cross join lateral (select least(now(), ${postTimeSql('g')} + make_interval(mins => j * (37 + g % 600))) as at) t`,
      [s.posts],
    ],
    [
      'sessions',
      `insert into sessions (token_hash, user_id, created_at, last_seen_at)
       select encode(sha256(('bench-session-' || g)::bytea), 'hex'), b.u + 1 + (g * 13) % $2::int,
              now() - interval '1 hour', now()
       from b_base b cross join generate_series(1, $1::int) g`,
      [s.sessions, s.participants],
    ],
  ];
}

/**
 * The busy course: participant 1's first course gets SIZES.busyCoursePosts more posts (one in eight about
 * BUSY_SEARCH_WORD's topic), three in four of them with 1 to 3 replies, and one thread with exactly
 * SIZES.threadReplies replies; reply counters are written with the posts.
 */
function busyCourseSteps(s: Sizes): Step[] {
  const topics = `array[${TOPICS.map((topic) => `'${topic}'`).join(', ')}]`;
  const busyReplies = (n: string) => `case when (${n} / 8) % 4 = 0 then 0 else 1 + ${n} % 3 end`;
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
    [null, `create temp table b_busy_base on commit drop as select (select max(id) from forum_posts) as p`],
    [null, 'analyze b_busy, b_busy_enr, b_busy_base'],
    // Topic g % 8 of TOPICS: BUSY_SEARCH_WORD ('launder', in 'Anti-Money Laundering') is in posts g = 8, 16, ….
    // Post g stays unanswered when (g / 8) % 4 = 0 (a quarter, spread over the topics); else 1 + g % 3 replies.
    [
      'forum_posts (busy)',
      `insert into forum_posts (id, course_id, author_id, title, body, is_edited, reply_count, created_at, updated_at)
       select x.p + g, b.course_id,
              case when g % 10 = 0 then b.coordinator_id else e.participant_id end,
              'Course post ' || g || ': ' || tp.topic || ', module ' || (g % 12),
              repeat('Body of course post ' || g || ' on ' || lower(tp.topic) || '. ', 1 + g % 8),
              g % 17 = 0, ${busyReplies('g')}, t.at, t.at
       from generate_series(1, $1::int) g
       cross join b_busy b cross join b_busy_base x
       join b_busy_enr e on e.k = 1 + (g::bigint * 7919) % (select count(*) from b_busy_enr)
       cross join lateral (select (${topics})[1 + g % ${TOPICS.length}] as topic) tp
       cross join lateral (select now() - make_interval(secs => (g::bigint * 7907 + 4099) % 31536000) as at) t`,
      [s.busyCoursePosts],
    ],
    [
      'forum_replies (busy)',
      `insert into forum_replies (post_id, author_id, body, is_edited, created_at, updated_at)
       select x.p + g,
              case when (g + j) % 5 = 0 then b.coordinator_id else e.participant_id end,
              'Reply ' || j || ' to course post ' || g || '.',
              (g + j) % 23 = 0, t.at, t.at
       from generate_series(1, $1::int) g
       cross join b_busy b cross join b_busy_base x
       cross join lateral generate_series(1, ${busyReplies('g')}) j
       join b_busy_enr e on e.k = 1 + (g * 31 + j * 17) % (select count(*) from b_busy_enr)
       cross join lateral (select least(now(), now() - make_interval(secs => (g::bigint * 7907 + 4099) % 31536000)
                                               + make_interval(mins => j * 37)) as at) t`,
      [s.busyCoursePosts],
    ],
    [
      'forum_posts (thread)',
      `insert into forum_posts (id, course_id, author_id, title, body, reply_count, created_at, updated_at)
       select x.p + $1::int + 1, b.course_id, e.participant_id, $2,
              'Which chapters does the final examination cover, and may we bring the regulator''s circulars?',
              $3::int, now() - interval '20 days', now() - interval '20 days'
       from b_busy b cross join b_busy_base x join b_busy_enr e on e.k = 1`,
      [s.busyCoursePosts, BUSY_THREAD_TITLE, s.threadReplies],
    ],
    [
      'forum_replies (thread)',
      `insert into forum_replies (post_id, author_id, body, is_edited, created_at, updated_at)
       select x.p + $1::int + 1,
              case when j % 5 = 0 then b.coordinator_id else e.participant_id end,
              'Reply ' || j || ' in the examination thread: chapters ' || j || ' to ' || (j + 2) || '.',
              j % 23 = 0, t.at, t.at
       from b_busy b cross join b_busy_base x
       cross join generate_series(1, $2::int) j
       join b_busy_enr e on e.k = 1 + (j * 13) % (select count(*) from b_busy_enr)
       cross join lateral (select now() - interval '20 days' + make_interval(mins => j * 11) as at) t`,
      [s.busyCoursePosts, s.threadReplies],
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
 * sanitiser accepts (about 2.5 to 4 KB, like a real programme page), coordinators in 1 to 3 batches. The bench
 * courses are spread over them when they are inserted (`b_prog`).
 */
function programSteps(s: Sizes): Step[] {
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
  ];
}

/** The SQL array literal of TOPICS, and the topic of a number (1 + n % 8). */
const TOPIC_ARRAY = `array[${TOPICS.map((topic) => `'${topic}'`).join(', ')}]`;
const topicOf = (n: string) => `(${TOPIC_ARRAY})[1 + (${n}) % ${TOPICS.length}]`;

/**
 * The big course: the lowest-id running bench course of the busy course's coordinator other than the busy course,
 * topped up with bench participants not yet in it (participant 1 is never added: their forum stays as it is)
 * until it has SIZES.bigCourseParticipants; rolls continue its numbering. `b_big` (busy course, its coordinator,
 * big course) is what the assignment and content steps below start from.
 */
function bigCourseSteps(s: Sizes): Step[] {
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
    // Who is in the big course already, its size and last roll: small tables, so the top-up below is one anti-join
    // (a NOT EXISTS on enrolments inside a lateral subquery would scan them once per candidate).
    [
      null,
      `create temp table b_big_in on commit drop as
       select e.participant_id from enrolments e join b_big b on b.course_id = e.course_id`,
    ],
    [
      null,
      `create temp table b_big_roll on commit drop as
       select count(*)::int as size, coalesce(max(substring(e.course_roll from '^R([0-9]+)$')::int), 0) as last_roll
       from enrolments e join b_big b on b.course_id = e.course_id`,
    ],
    [null, 'analyze b_big, b_big_in, b_big_roll'],
    [
      'enrolments (big course)',
      `insert into enrolments (course_id, participant_id, course_roll, created_at)
       select b.course_id, p.id,
              'R' || lpad((r.last_roll + row_number() over (order by p.n))::text, 5, '0'),
              now() - ((p.n % 700) || ' days')::interval
       from b_big b
       cross join b_big_roll r
       cross join (
         select u.id, substring(u.email from '^bench-p([0-9]+)@')::int as n
         from users u
         where u.email like 'bench-p%@' || $2 and u.user_type = 2 and u.email <> $3
           and not exists (select 1 from b_big_in i where i.participant_id = u.id)
         order by n
         limit greatest(0, $1::int - (select size from b_big_roll))
       ) p`,
      [s.bigCourseParticipants, BENCH_DOMAIN, participantEmail(1)],
    ],
  ];
}

/**
 * Assignments: SIZES.assignmentsPerCourse in every bench course, set by its first coordinator over the last year,
 * each due two weeks after it was set (the newest, set one to eleven days ago, is still open); three participants
 * in eight viewed each, a quarter submitted (one in seven of those twice: two versions). The big course gets
 * BIG_ASSIGNMENT_TITLE (past its deadline; 4 in 5 viewed it, 2 in 5 submitted, one in eight of those in the grace
 * hours) and UPLOAD_ASSIGNMENT_TITLE (open for a year, no submission). Every assignment and submitted file has its
 * `stored_files` row (random-looking key, name, size, SHA-256); the files themselves are not in the store: only a
 * download would read them. Ids are computed (largest id + row number). Needs `b_big` (bigCourseSteps).
 */
function assignmentSteps(s: Sizes): Step[] {
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
       select a.*, (select coalesce(max(id), 0) from assignments) + row_number() over (order by a.course_id, a.kind, a.j) as id,
              (select coalesce(max(id), 0) from stored_files) + row_number() over (order by a.course_id, a.kind, a.j) as file_id,
              'assignments/' || md5('bench-assignment-' || a.course_id || '-' || a.kind || '-' || a.j) || '.pdf' as store_key
       from (
         select c.id as course_id, c.n as course_n, c.coordinator_id, j, 'course' as kind,
                'Assignment ' || j || ': ' || ${topicOf('c.n + j')} || ', case study' as title,
                t.at as created_at, (t.at at time zone '${tz}')::date + 14 as last_date
         from b_a_course c
         cross join generate_series(1, $1::int) j
         cross join lateral (select now() - make_interval(days => case when j = 1 then 1 + c.n % 10 else (j - 1) * 36 + c.n % 30 end,
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
      [s.assignmentsPerCourse, BIG_ASSIGNMENT_TITLE, UPLOAD_ASSIGNMENT_TITLE],
    ],
    [
      'stored_files (assignments)',
      `insert into stored_files (id, store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select file_id, store_key, title || '.pdf', 'pdf', 'application/pdf', 120000 + (course_n * 7919 + j * 104729) % 1900000,
              encode(sha256(convert_to(store_key, 'UTF8')), 'hex'), coordinator_id, created_at
       from b_a_new`,
    ],
    [
      'assignments',
      `insert into assignments (id, course_id, created_by_id, title, last_submit_date, file_id, created_at, updated_at)
       select id, course_id, coordinator_id, title, last_date, file_id, created_at, created_at from b_a_new`,
    ],
    [
      null,
      `create temp table b_a_enr on commit drop as
       select e.course_id, e.participant_id, row_number() over (partition by e.course_id order by e.id)::int as k
       from enrolments e where e.course_id in (select course_id from b_a_new)`,
    ],
    [null, 'analyze b_a_course, b_a_new, b_a_enr'],
    // k is the participant's place in the course (by enrolment). Course assignments: those with (k + 3j) % 4 = 0
    // submitted (a quarter), (k + 3j) % 8 in 0, 1, 4 viewed (three in eight: every submitter among them);
    // participant 1, first in their courses, viewed and submitted the assignments where (1 + 3j) % 4 = 0.
    [
      'assignment_views',
      `insert into assignment_views (assignment_id, participant_id, view_count, first_viewed_at, last_viewed_at)
       select a.id, e.participant_id, 1 + (e.k + a.j) % 3, v.at, least(now(), v.at + make_interval(days => e.k % 4))
       from b_a_new a
       join b_a_enr e on e.course_id = a.course_id
       cross join lateral (select least(now(), a.created_at + make_interval(hours => 1 + (e.k * 7) % 200)) as at) v
       where case a.kind when 'course' then (e.k + 3 * a.j) % 8 in (0, 1, 4) when 'big' then e.k % 5 < 4 else false end`,
    ],
    // The submissions: the big assignment's come before its grace from, but one in eight within the 24 hours after
    // it; course assignments' 2 to 302 hours after they were set (before the two weeks' deadline), at most now.
    [
      null,
      `create temp table b_a_sub on commit drop as
       select x.*, (select coalesce(max(id), 0) from assignment_submissions) + row_number() over (order by x.assignment_id, x.k) as id
       from (
         select a.id as assignment_id, e.participant_id, e.k, 1 + (e.k % 7 = 0)::int as versions, t.at
         from b_a_new a
         join b_a_enr e on e.course_id = a.course_id
         cross join lateral (select case
                  when a.kind = 'big' and e.k % 20 = 1
                    then (a.last_date::timestamp at time zone '${tz}') + make_interval(mins => 30 + (e.k * 37) % 1380)
                  when a.kind = 'big' then a.created_at + make_interval(mins => 120 + (e.k * 7919) % (25 * 24 * 60))
                  else least(now() - interval '1 hour', a.created_at + make_interval(hours => 2 + (e.k * 13) % 300))
                end as at) t
         where case a.kind when 'course' then (e.k + 3 * a.j) % 4 = 0 when 'big' then e.k % 5 < 2 else false end
       ) x`,
    ],
    // Every submitted file: one version for each submission, two for one submission in seven (the first file
    // replaced 90 minutes before the current one).
    [
      null,
      `create temp table b_a_file on commit drop as
       select s.id as submission_id, s.assignment_id, s.participant_id, s.k, v.version, v.version = s.versions as is_current,
              least(now(), s.at - make_interval(mins => 90 * (s.versions - v.version))) as submitted_at,
              (select coalesce(max(id), 0) from stored_files) + row_number() over (order by s.id, v.version) as file_id,
              'submissions/' || md5('bench-submission-' || s.assignment_id || '-' || s.participant_id || '-' || v.version) || '.pdf' as store_key
       from b_a_sub s cross join lateral generate_series(1, s.versions) v(version)`,
    ],
    [
      'stored_files (submissions)',
      `insert into stored_files (id, store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select file_id, store_key, 'Submission ' || k || case when version > 1 then ' (revised)' else '' end || '.pdf', 'pdf',
              'application/pdf', 80000 + (k * 7919 + assignment_id * 104729) % 4000000,
              encode(sha256(convert_to(store_key, 'UTF8')), 'hex'), participant_id, submitted_at
       from b_a_file`,
    ],
    [
      'assignment_submissions',
      `insert into assignment_submissions (id, assignment_id, participant_id, file_id, submitted_at)
       select submission_id, assignment_id, participant_id, file_id, submitted_at from b_a_file where is_current`,
    ],
    [
      'assignment_submission_versions',
      `insert into assignment_submission_versions (submission_id, file_id, submitted_at)
       select submission_id, file_id, submitted_at from b_a_file`,
    ],
  ];
}

/**
 * Contents: SIZES.contentsPerCoordinator for every bench coordinator over the last year, filed in one of their
 * courses in turn (every tenth uncategorised); four in five filed ones are sent to their course, one in four also
 * to the coordinator's next course; one recipient in two viewed each (two million views at the full scale). Plus
 * WIDE_CONTENT_TITLE: the busy course's coordinator's newest content, filed in the busy course, sent to every
 * course they coordinate (thousands of recipients with the big course), viewed by two recipients in five, last
 * reminded two days ago. Every file has its `stored_files` row only. Needs `b_big` (bigCourseSteps).
 */
function contentSteps(s: Sizes): Step[] {
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
       select x.*, (select coalesce(max(id), 0) from contents) + row_number() over (order by x.owner_id, x.kind, x.g) as id,
              (select coalesce(max(id), 0) from stored_files) + row_number() over (order by x.owner_id, x.kind, x.g) as file_id,
              'contents/' || md5('bench-content-' || x.owner_id || '-' || x.kind || '-' || x.g) || '.' || x.ext as store_key
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
      [s.contentsPerCoordinator, WIDE_CONTENT_TITLE],
    ],
    [
      'stored_files (contents)',
      `insert into stored_files (id, store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select file_id, store_key, title || '.' || ext, ext,
              case ext when 'pdf' then 'application/pdf'
                       when 'pptx' then 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
                       else 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' end,
              60000 + (g * 104729 + owner_id * 7919) % 9000000,
              encode(sha256(convert_to(store_key, 'UTF8')), 'hex'), owner_id, created_at
       from b_ct_new`,
    ],
    [
      'contents',
      `insert into contents (id, owner_id, course_id, title, file_id, last_reminded_at, created_at, updated_at)
       select id, owner_id, category_id, title, file_id,
              case when kind = 'wide' then now() - interval '2 days' end, created_at, created_at
       from b_ct_new`,
    ],
    [null, 'analyze b_ct_new'],
    // A content's category and its coordinator's next course differ (cnt > 1), so no (content, course) twice.
    [
      'content_sends',
      `insert into content_sends (content_id, course_id, sent_by_id, sent_at)
       select id, category_id, owner_id, created_at + interval '1 hour'
       from b_ct_new where kind = 'course' and category_id is not null and g % 5 <> 0
       union all
       select id, second_id, owner_id, created_at + interval '1 day'
       from b_ct_new where kind = 'course' and second_id is not null
       union all
       select w.id, cc.course_id, w.owner_id, w.created_at + make_interval(hours => cc.i)
       from b_ct_new w join b_ct_cc cc on cc.coordinator_id = w.owner_id
       where w.kind = 'wide'`,
    ],
    [
      null,
      `create temp table b_ct_enr on commit drop as
       select e.course_id, e.participant_id, row_number() over (partition by e.course_id order by e.id)::int as k
       from enrolments e where e.course_id in (select course_id from b_ct_cc)`,
    ],
    [
      null,
      `create temp table b_ct_send on commit drop as
       select s.content_id, s.course_id, s.sent_at, c.g, c.kind
       from content_sends s join b_ct_new c on c.id = s.content_id`,
    ],
    [null, 'analyze b_ct_enr, b_ct_send'],
    [
      'content_views',
      `insert into content_views (content_id, course_id, participant_id, view_count, first_viewed_at, last_viewed_at)
       select s.content_id, s.course_id, e.participant_id, 1 + (e.k + s.g) % 3, v.at,
              least(now(), v.at + make_interval(days => e.k % 4))
       from b_ct_send s
       join b_ct_enr e on e.course_id = s.course_id
       cross join lateral (select least(now(), s.sent_at + make_interval(hours => 1 + (e.k * 11) % 240)) as at) v
       where case s.kind when 'wide' then e.k % 5 < 2 else (e.k + s.g) % 2 = 1 end`,
    ],
  ];
}

/**
 * Evaluations and results (issue 38): every bench course gets a pass mark and four components; every enrolment a
 * mark in each (one in 29 absent, none missing); a running course has its first two components released, an
 * expired one all four and its final result, computed in SQL as grading.computeResult does (Σ marks ÷ maximum ×
 * weight, rounded; Pass at 50 with the final exam's minimum of 40 reached).
 */
function resultSteps(): Step[] {
  const components = `(values ('Assignment 1', 20, 20, null::numeric, 1), ('Mid-term', 50, 30, null, 2),
    ('Project', 50, 10, null, 3), ('Final exam', 100, 40, 40, 4)) as v(name, max_marks, weight, min_marks, position)`;
  return [
    [
      'evaluation_rules',
      `insert into evaluation_rules (course_id, pass_mark)
       select c.id, 50 from courses c cross join b_base b where c.id > b.c`,
    ],
    [
      'evaluation_components',
      `insert into evaluation_components (course_id, name, max_marks, weight, min_marks, position)
       select c.id, v.name, v.max_marks, v.weight, v.min_marks, v.position
       from courses c cross join b_base b cross join ${components} where c.id > b.c`,
    ],
    [
      'marks',
      `insert into marks (component_id, participant_id, marks, is_absent, feedback)
       select ec.id, e.participant_id,
              case when (e.participant_id + ec.position) % 29 = 0 then null
                   else round(ec.max_marks * (0.3 + ((e.participant_id * 37 + ec.position * 11) % 71) / 100.0), 2) end,
              (e.participant_id + ec.position) % 29 = 0,
              case when e.participant_id % 5 = 0 then 'Feedback on ' || ec.name || '.' end
       from enrolments e cross join b_base b
       join evaluation_components ec on ec.course_id = e.course_id
       where e.course_id > b.c`,
    ],
    [
      'result_releases (components)',
      `insert into result_releases (course_id, component_id, effective_at)
       select ec.course_id, ec.id, now() - interval '10 days'
       from evaluation_components ec join courses c on c.id = ec.course_id cross join b_base b
       where c.id > b.c and (c.status = 0 or ec.position <= 2)`,
    ],
    [
      'result_releases (final)',
      `insert into result_releases (course_id, component_id, effective_at, frozen_rules)
       select c.id, null, now() - interval '5 days',
              json_build_object('pass_mark', 50, 'components', (select json_agg(json_build_object(
                'id', ec.id, 'name', ec.name, 'max_marks', ec.max_marks, 'weight', ec.weight,
                'min_marks', ec.min_marks) order by ec.position)
                from evaluation_components ec where ec.course_id = c.id))
       from courses c cross join b_base b where c.id > b.c and c.status = 0`,
    ],
    [
      'final_results',
      `insert into final_results (release_id, course_id, participant_id, total, status)
       select r.id, r.course_id, t.participant_id, t.total,
              case when t.total >= 50 and not t.below_minimum then 'Pass' else 'Fail' end
       from result_releases r
       cross join lateral (
         select m.participant_id,
                round(sum(coalesce(m.marks, 0) / ec.max_marks * ec.weight), 2) as total,
                bool_or(ec.min_marks is not null and coalesce(m.marks, 0) < ec.min_marks) as below_minimum
         from marks m join evaluation_components ec on ec.id = m.component_id
         where ec.course_id = r.course_id
         group by m.participant_id) t
       cross join b_base b
       where r.component_id is null and r.course_id > b.c`,
    ],
  ];
}

/**
 * Certificates (decision 024): one per Pass of a released final result, as the issuing makes them (names copied, a
 * code of 16 of Crockford's base32 characters drawn here from an md5 of the pair, the PDF's SHA-256 stood in for),
 * and the verify scenario's own certificate with its fixed code, whatever the scale draws.
 */
function certificateSteps(): Step[] {
  return [
    [
      'certificates',
      `insert into certificates (serial, code, participant_id, course_id, program_id, release_id, holder_name,
                                 program_name, course_name, result_status, result_total, issued_at, pdf_sha256)
       select 'BENCH-' || fr.course_id || '-' || fr.participant_id,
              upper(substr(md5('bench-certificate-' || fr.course_id || '-' || fr.participant_id), 1, 16)),
              fr.participant_id, fr.course_id, c.program_id, fr.release_id, u.first_name || ' ' || u.last_name,
              coalesce(p.name, ''), c.name, 'Pass', fr.total, now() - interval '4 days',
              encode(sha256(convert_to('bench-pdf-' || fr.course_id || '-' || fr.participant_id, 'UTF8')), 'hex')
       from final_results fr
       join courses c on c.id = fr.course_id
       left join programs p on p.id = c.program_id
       join users u on u.id = fr.participant_id
       cross join b_base b
       where fr.status = 'Pass' and fr.course_id > b.c`,
    ],
    [
      'certificate (verify scenario)',
      `insert into certificates (serial, code, participant_id, holder_name, program_name, course_name, result_status,
                                 result_total, issued_at, pdf_sha256)
       select 'BENCH-VERIFY', $1, b.u + 1, 'Bench Verified Holder', 'Bench programme', 'Bench course', 'Pass', 75,
              now() - interval '4 days', encode(sha256(convert_to('bench-verify-pdf', 'UTF8')), 'hex')
       from b_base b`,
      [BENCH_CERTIFICATE_CODE],
    ],
    // Their files, as the issuing's jobs leave them: a PDF and a signed badge each (stand-ins: the rows, not the
    // bytes). A certificate without them gets its file jobs queued by every server that starts
    // (queueMissingCertificateFiles), which made every server of the bench draw thousands of PDFs while measured.
    [
      null,
      `create temp table b_cert_file on commit drop as
       select c.id as certificate_id, c.serial, c.participant_id, c.issued_at, c.pdf_sha256,
              (select coalesce(max(id), 0) from stored_files) + 2 * row_number() over (order by c.id) - 1 as pdf_file_id,
              (select coalesce(max(id), 0) from stored_files) + 2 * row_number() over (order by c.id) as badge_file_id
       from certificates c
       where c.serial like 'BENCH-%' and (c.pdf_file_id is null or c.badge_file_id is null)`,
    ],
    [
      'stored_files (certificates)',
      `insert into stored_files (id, store_key, original_name, extension, mime_type, size_bytes, sha256, owner_id, created_at)
       select pdf_file_id, 'certificates/' || certificate_id || '-' || left(pdf_sha256, 16) || '.pdf',
              'certificate-' || serial || '.pdf', 'pdf', 'application/pdf', 60000 + certificate_id % 9000, pdf_sha256,
              participant_id, issued_at
       from b_cert_file
       union all
       select badge_file_id, 'badges/' || certificate_id || '-' || left(md5('bench-badge-' || certificate_id), 16) || '.json',
              'badge-' || serial || '.json', 'json', 'application/ld+json', 3000 + certificate_id % 500,
              encode(sha256(convert_to('bench-badge-' || certificate_id, 'UTF8')), 'hex'), participant_id, issued_at
       from b_cert_file`,
    ],
    [
      'certificates (their files)',
      `update certificates c set pdf_file_id = f.pdf_file_id, badge_file_id = f.badge_file_id
       from b_cert_file f where f.certificate_id = c.id`,
    ],
  ];
}

/**
 * Notifications (issue 39): what the "results released" fan-out would have made for every release above, one row per
 * enrolled participant and release, read but for the component releases of one participant and course in three
 * (unread); so the bell (`GET /api/participant/notifications/1`) reads its page and its unread count among some
 * 600,000 rows at full scale.
 */
function notificationSteps(): Step[] {
  return [
    [
      'notifications',
      `insert into notifications (person_id, kind, object_id, created_at, read_at)
       select e.participant_id, 'results-released', r.id, r.effective_at,
              case when r.component_id is null or (e.participant_id + r.course_id) % 3 <> 0 then r.effective_at + interval '1 day' end
       from result_releases r cross join b_base b
       join enrolments e on e.course_id = r.course_id
       where r.course_id > b.c`,
    ],
  ];
}
