// Answers kept in the process: a read's answer is read, serialised (through the route's response schema, as any
// answer) and compressed once, then sent as stored bytes until something it shows may have changed. A hit sends
// no SQL statement and runs no serialiser nor compressor. Two stores use it: the public site's (the same answer
// for every caller, features/public/public-cache.ts) and the work areas' answers kept per caller (below,
// `createCallerAnswers`; docs/ARCHITECTURE.md, "Answers kept in the process").
//
// Correctness rests on a generation: every drop bumps it, and an answer whose read began before a drop is sent but
// neither kept nor shared with later requests. Nothing is kept while the change feed is not live (a change may
// have been missed). Only successful answers are kept; a read that throws (a 404) keeps nothing.
import type { DataKind, EndpointDef, EndpointOutput } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, courseChangeOfKey } from '#server/core/db/changes.ts';
import type { Member } from '#server/core/db/course-membership.ts';
import { now } from '../clock.ts';
import { JSON_TYPE, type PreparedAnswer, prepareAnswer, sendPrepared } from './prepared-answer.ts';

export interface KeptAnswers {
  /**
   * Sends the answer of `endpoint` kept under `key` (its parameters as validated, and whatever else the answer
   * depends on), else reads it with `read`, serialises it with the route's serialiser, keeps it and sends it.
   */
  answer<E extends EndpointDef>(
    endpoint: E,
    key: string,
    req: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<EndpointOutput<E>>,
  ): Promise<FastifyReply>;
  /** Forgets every answer: something any of them shows may have changed. */
  drop(): void;
  /**
   * Forgets the answers that read any of these courses (with `coursesOf`; without it, every answer) and any of these
   * kinds of data (the endpoint's `reads`; an answer of a read that names none reads every kind; `kinds` null or
   * left out: every kind).
   */
  dropCourses(courseIds: readonly number[], kinds?: readonly DataKind[] | null): void;
  /** Answers held now (tests). */
  readonly size: number;
}

export interface KeptAnswersOptions {
  /** The Cache-Control header of the answers. */
  cacheControl: string;
  /** Answers kept at most, and bytes (the compressed forms included); the least recently used go first. */
  maxAnswers: number;
  maxBytes: number;
  /**
   * `once`: gzip at its strongest and brotli, for answers sent to many (the public site's); `gzip`: gzip at its
   * default level only, as the answers compressed per request (PER_REQUEST_COMPRESSION), for answers read often
   * again by one caller.
   */
  compression: 'once' | 'gzip';
  /**
   * Answers kept at most for one owner (`ownerOf` of the key), the owner's least recently used going first: so
   * that one caller asking ever new parameters (a search's texts) cannot push every other caller's answers out.
   */
  perOwner?: { max: number; ownerOf: (key: string) => string };
  /**
   * The courses an answer reads, from its request (the caller's courses), or null while they are not known: the
   * answer is then dropped by a change of those courses only (`dropCourses`), or by a change of any course while
   * they are not known. Without it, `dropCourses` drops everything.
   */
  coursesOf?: (req: FastifyRequest) => readonly number[] | null;
}

/**
 * A kept answer, its owner with `perOwner` (else null), the courses it read with `coursesOf` (else none; null: not
 * known, any course) and the kinds of data it read (its endpoint's `reads`; null: every kind).
 */
interface Kept {
  answer: PreparedAnswer;
  owner: string | null;
  courses: readonly number[] | null;
  kinds: readonly DataKind[] | null;
}

/** An answer being read, shared by the requests that miss it at once, and the courses and kinds it reads. */
interface Reading {
  answer: Promise<PreparedAnswer>;
  courses: readonly number[] | null;
  kinds: readonly DataKind[] | null;
}

/** Whether a read of `read` kinds meets a change of `changed` kinds (null: every kind). */
function kindsMeet(read: readonly DataKind[] | null, changed: readonly DataKind[] | null): boolean {
  return read === null || changed === null || read.some((kind) => changed.includes(kind));
}

/** When a course (or any course) was last dropped: for every kind, and for each kind. */
class DropTimes {
  private anyKind = 0;
  private everyKind = 0;
  private readonly byKind = new Map<DataKind, number>();
  record(at: number, kinds: readonly DataKind[] | null): void {
    this.anyKind = at;
    if (kinds === null) this.everyKind = at;
    else for (const kind of kinds) this.byKind.set(kind, at);
  }
  /** The last drop that a read of `kinds` (null: every kind) meets. */
  lastMeeting(kinds: readonly DataKind[] | null): number {
    if (kinds === null) return this.anyKind;
    return Math.max(this.everyKind, ...kinds.map((kind) => this.byKind.get(kind) ?? 0));
  }
}

/** The kinds of data an endpoint's kept answer reads: its `reads`, or null (every kind). */
function readsOf(endpoint: EndpointDef): readonly DataKind[] | null {
  return endpoint.method === 'GET' && endpoint.reads ? endpoint.reads : null;
}

export function createKeptAnswers(changes: ChangeFeed, options: KeptAnswersOptions): KeptAnswers {
  // With `perOwner`: the keys each owner holds, least recently used first. A key leaves its owner's when it leaves
  // the cache, however it does (replaced, evicted, deleted, cleared).
  const owned = new Map<string, Set<string>>();
  // With `coursesOf`: the keys that read each course. A key leaves them when it leaves the cache.
  const readers = new Map<number, Set<string>>();
  // With `coursesOf`: the keys whose courses were not known when read, dropped by a change of any course.
  const unknown = new Set<string>();
  const cache = new LRUCache<string, Kept>({
    max: options.maxAnswers,
    maxSize: options.maxBytes,
    sizeCalculation: (kept) => kept.answer.size,
    dispose: (kept, key) => {
      if (kept.courses === null) unknown.delete(key);
      for (const course of kept.courses ?? []) {
        const keys = readers.get(course);
        keys?.delete(key);
        if (keys?.size === 0) readers.delete(course);
      }
      if (kept.owner === null) return;
      const keys = owned.get(kept.owner);
      keys?.delete(key);
      if (keys?.size === 0) owned.delete(kept.owner);
    },
  });
  const keep = (
    key: string,
    parameters: string,
    answer: PreparedAnswer,
    courses: readonly number[] | null,
    kinds: readonly DataKind[] | null,
  ) => {
    const owner = options.perOwner?.ownerOf(parameters) ?? null;
    cache.set(key, { answer, owner, courses, kinds });
    if (!cache.has(key)) return;
    if (courses === null) unknown.add(key);
    for (const course of courses ?? []) {
      const keys = readers.get(course) ?? new Set<string>();
      readers.set(course, keys);
      keys.add(key);
    }
    if (owner === null || !options.perOwner) return;
    const keys = owned.get(owner) ?? new Set<string>();
    owned.set(owner, keys);
    keys.add(key);
    for (const oldest of keys) {
      if (keys.size <= options.perOwner.max) break;
      cache.delete(oldest);
    }
  };
  // Answers being read: requests that miss the same key at once share one read (after a change, every
  // connection would otherwise query and compress the same answer).
  const reading = new Map<string, Reading>();
  // Every drop takes the next number: `generation` for the whole, `droppedAt` for a course and its kinds,
  // `anyDroppedAt` for any course and its kinds. A read that began before a drop of everything, or of one of its
  // courses (of any course when its courses are not known) of a kind it reads, is sent but not kept.
  let generation = 0;
  let wholeDroppedAt = 0;
  let anyDroppedAt = new DropTimes();
  const droppedAt = new Map<number, DropTimes>();
  const stillCurrent = (startedAt: number, courses: readonly number[] | null, kinds: readonly DataKind[] | null) =>
    wholeDroppedAt <= startedAt &&
    (courses === null
      ? anyDroppedAt.lastMeeting(kinds) <= startedAt
      : courses.every((course) => (droppedAt.get(course)?.lastMeeting(kinds) ?? 0) <= startedAt));
  const dropAll = () => {
    generation += 1;
    wholeDroppedAt = generation;
    cache.clear();
    reading.clear();
    droppedAt.clear();
    anyDroppedAt = new DropTimes();
  };

  return {
    async answer(endpoint, parameters, req, reply, read) {
      const key = `${endpoint.method} ${endpoint.path} ${parameters}`;
      const kept = cache.get(key);
      if (kept) {
        // Used now: last of its owner's to go.
        const keys = kept.owner === null ? undefined : owned.get(kept.owner);
        keys?.delete(key);
        keys?.add(key);
        return sendPrepared(req, reply, kept.answer);
      }
      let pending = reading.get(key)?.answer;
      if (!pending) {
        const startedAt = generation;
        const courses = options.coursesOf ? options.coursesOf(req) : [];
        const kinds = readsOf(endpoint);
        pending = read().then((data) => {
          const answer = prepareAnswer(reply.serialize(data), {
            contentType: JSON_TYPE,
            cacheControl: options.cacheControl,
            ...(options.compression === 'gzip' ? { gzipOnly: true } : {}),
          });
          if (changes.live && stillCurrent(startedAt, courses, kinds)) keep(key, parameters, answer, courses, kinds);
          return answer;
        });
        // Shared only while every change is heard (a request must not wait on a read older than a change), and
        // only if nothing it reads was dropped while its courses were being found.
        if (changes.live && stillCurrent(startedAt, courses, kinds)) {
          const shared: Reading = { answer: pending, courses, kinds };
          reading.set(key, shared);
          // A failed read (a 404) is shared by the requests waiting on it, then forgotten like a successful one.
          const forget = () => {
            if (reading.get(key) === shared) reading.delete(key);
          };
          pending.then(forget, forget);
        }
      }
      return sendPrepared(req, reply, await pending);
    },
    drop: dropAll,
    dropCourses(courseIds, changed = null) {
      if (!options.coursesOf) {
        dropAll();
        return;
      }
      generation += 1;
      anyDroppedAt.record(generation, changed);
      const meets = (key: string) => kindsMeet(cache.peek(key)?.kinds ?? null, changed);
      for (const course of courseIds) {
        const times = droppedAt.get(course) ?? new DropTimes();
        droppedAt.set(course, times);
        times.record(generation, changed);
        for (const key of [...(readers.get(course) ?? [])]) if (meets(key)) cache.delete(key);
      }
      for (const key of [...unknown]) if (meets(key)) cache.delete(key);
      for (const [key, being] of reading) {
        const ofCourses = being.courses === null || being.courses.some((course) => courseIds.includes(course));
        if (ofCourses && kindsMeet(being.kinds, changed)) reading.delete(key);
      }
    },
    get size() {
      return cache.size;
    },
  };
}

/**
 * The longest a work-area answer is kept, and the instants it expires at: every quarter hour of UTC. What such an
 * answer shows changes with time only at midnight in the institute's zone (an assignment's deadline, 24 hours
 * after its last date's 00:00, and "today" of the participant list), and every zone's offset from UTC is a
 * multiple of 15 minutes, so no kept answer outlives a change of time.
 */
export const CALLER_ANSWER_SPAN_MS = 15 * 60_000;

/** What the work areas' kept answers may hold: per caller, so many more than the public site's. */
const CALLER_ANSWERS_MAX = 5000;
const CALLER_ANSWERS_MAX_BYTES = 24 * 1024 * 1024;
/**
 * What one caller may hold of them: a caller's screens, pages and filters read again within a quarter hour fit
 * many times over, and a caller searching with ever new texts pushes out only their own least recently used.
 */
export const CALLER_ANSWERS_PER_CALLER = 100;

/** Callers whose courses are kept (an id and its courses: a few dozen bytes each). */
const CALLER_COURSES_MAX = 20_000;

/**
 * The work areas' answers, kept per caller (the reads whose descriptor says `keep: true`,
 * core/http/register-endpoint.ts). Each records the courses it read: its caller's, as the membership rules give
 * them (`memberCourses`, core/db/course-membership.ts; every work-area read shows rows of its caller's courses
 * only). Every write request that succeeds signals on the change feed before its answer leaves (app.ts,
 * `ChangeFeed.signal`): one declaring `changes: 'courses'` signals `work` with the courses it touched and the kinds
 * of data it declares (`courseKey`), which drops the answers of those courses' members only, and of those only the
 * ones whose read names a kind it changed (the descriptor's `reads`; none named: every kind; decision 045); one
 * declaring `changes: 'work'` signals
 * `work` alone, which drops them all, as do a user's change (`session` `u<id>`) and a lost feed. So a caller's next
 * read after a write that may change it, here or on any process that has heard it, reads again, and a caller in
 * none of a write's courses keeps theirs.
 *
 * The callers' courses are looked up off the reads' path: a caller whose courses are not known yet has their
 * answers kept as reading any course (dropped by every course's write), and each course's write starts one lookup
 * of every such caller at once (`memberCourses`, two statements at most), whose answers are then kept per course.
 * They are kept until anything is dropped whole (who belongs where changes only through writes declaring `work`),
 * and a lookup that a whole drop overtook is not used. So a read never sends a statement of its own for them, and
 * a portal without per-course writes never looks them up. A key holds the caller's id, so one caller's answer is
 * never sent to another; the quarter hour it was read in, so it expires with time; at most
 * CALLER_ANSWERS_PER_CALLER of them are one caller's. Sent with the API's `no-store`: only the server keeps them.
 */
export function createCallerAnswers(
  changes: ChangeFeed,
  memberCourses: (members: readonly Member[]) => Promise<Map<number, readonly number[]>>,
  onLookupError: (error: unknown) => void = () => {},
): KeptAnswers {
  const memberships = new LRUCache<number, readonly number[]>({ max: CALLER_COURSES_MAX });
  // Callers read while their courses were not known, to look up at the next course's write.
  const wanted = new Map<number, Member>();
  let wholeDrops = 0;
  let lookingUp = false;
  const lookUp = async () => {
    if (lookingUp || wanted.size === 0) return;
    lookingUp = true;
    try {
      while (wanted.size > 0) {
        const members = [...wanted.values()].slice(0, 1000);
        for (const member of members) wanted.delete(member.id);
        const startedAt = wholeDrops;
        const lists = await memberCourses(members);
        if (wholeDrops !== startedAt) continue;
        for (const [id, courses] of lists) memberships.set(id, courses);
      }
    } catch (error) {
      onLookupError(error);
    } finally {
      lookingUp = false;
    }
  };
  const coursesOf = (req: FastifyRequest): readonly number[] | null => {
    const user = req.user;
    if (!user) return [];
    const courses = memberships.get(user.id);
    if (courses) return courses;
    if (wanted.size < CALLER_COURSES_MAX) wanted.set(user.id, { id: user.id, userType: user.userType });
    return null;
  };
  const kept = createKeptAnswers(changes, {
    cacheControl: 'no-store',
    maxAnswers: CALLER_ANSWERS_MAX,
    maxBytes: CALLER_ANSWERS_MAX_BYTES,
    compression: 'gzip',
    perOwner: { max: CALLER_ANSWERS_PER_CALLER, ownerOf: callerOfKey },
    coursesOf,
  });
  const callerAnswers: KeptAnswers = {
    answer: (endpoint, key, req, reply, read) => kept.answer(endpoint, key, req, reply, read),
    drop() {
      wholeDrops += 1;
      memberships.clear();
      kept.drop();
    },
    dropCourses(courseIds, kinds) {
      kept.dropCourses(courseIds, kinds);
      void lookUp();
    },
    get size() {
      return kept.size;
    },
  };
  changes.on('work', (key) => {
    const change = courseChangeOfKey(key);
    if (change) callerAnswers.dropCourses(change.courses, change.kinds);
    else callerAnswers.drop();
  });
  dropOnUserChange(changes, callerAnswers);
  return callerAnswers;
}

/**
 * Drops `kept` when a user changes (`session` `u<id>`: names, pictures, deactivations show in answers other users
 * read) and when the feed may have missed a change (a null key).
 */
export function dropOnUserChange(changes: ChangeFeed, kept: KeptAnswers): void {
  changes.on('session', (key) => {
    if (key === null || key.startsWith('u')) kept.drop();
  });
}

/** The key of a caller's answer: who asks, in which quarter hour, with which parameters. */
export function callerAnswerKey(userId: number, params: unknown, query: unknown): string {
  const span = Math.floor(now().getTime() / CALLER_ANSWER_SPAN_MS);
  return `${userId} ${span} ${JSON.stringify(params ?? null)} ${JSON.stringify(query ?? null)}`;
}

/** Who asked, from a key of `callerAnswerKey`. */
function callerOfKey(key: string): string {
  return key.split(' ', 1)[0] ?? '';
}
