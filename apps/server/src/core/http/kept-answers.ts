// Answers kept in the process: a read's answer is read, serialised (through the route's response schema, as any
// answer) and compressed once, then sent as stored bytes until something it shows may have changed. A hit sends
// no SQL statement and runs no serialiser nor compressor. Two stores use it: the public site's (the same answer
// for every caller, features/public/public-cache.ts) and the work areas' answers kept per caller (below,
// `createCallerAnswers`; docs/ARCHITECTURE.md, "Answers kept in the process").
//
// Correctness rests on a generation: every drop bumps it, and an answer whose read began before a drop is sent but
// neither kept nor shared with later requests. Nothing is kept while the change feed is not live (a change may
// have been missed). Only successful answers are kept; a read that throws (a 404) keeps nothing.
import type { EndpointDef, EndpointOutput } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '#server/core/db/changes.ts';
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
}

/** A kept answer, and its owner with `perOwner` (else null). */
interface Kept {
  answer: PreparedAnswer;
  owner: string | null;
}

export function createKeptAnswers(changes: ChangeFeed, options: KeptAnswersOptions): KeptAnswers {
  // With `perOwner`: the keys each owner holds, least recently used first. A key leaves its owner's when it leaves
  // the cache, however it does (replaced, evicted, deleted, cleared).
  const owned = new Map<string, Set<string>>();
  const cache = new LRUCache<string, Kept>({
    max: options.maxAnswers,
    maxSize: options.maxBytes,
    sizeCalculation: (kept) => kept.answer.size,
    dispose: (kept, key) => {
      if (kept.owner === null) return;
      const keys = owned.get(kept.owner);
      keys?.delete(key);
      if (keys?.size === 0) owned.delete(kept.owner);
    },
  });
  const keep = (key: string, parameters: string, answer: PreparedAnswer) => {
    const owner = options.perOwner?.ownerOf(parameters) ?? null;
    cache.set(key, { answer, owner });
    if (owner === null || !options.perOwner || !cache.has(key)) return;
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
  const reading = new Map<string, Promise<PreparedAnswer>>();
  let generation = 0;

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
      let pending = reading.get(key);
      if (!pending) {
        const startedAt = generation;
        pending = read().then((data) => {
          const answer = prepareAnswer(reply.serialize(data), {
            contentType: JSON_TYPE,
            cacheControl: options.cacheControl,
            ...(options.compression === 'gzip' ? { gzipOnly: true } : {}),
          });
          if (changes.live && generation === startedAt) keep(key, parameters, answer);
          return answer;
        });
        // Shared only while every change is heard (a request must not wait on a read older than a change).
        if (changes.live) {
          const shared = pending;
          reading.set(key, shared);
          // A failed read (a 404) is shared by the requests waiting on it, then forgotten like a successful one.
          const forget = () => {
            if (reading.get(key) === shared) reading.delete(key);
          };
          shared.then(forget, forget);
        }
      }
      return sendPrepared(req, reply, await pending);
    },
    drop() {
      generation += 1;
      cache.clear();
      reading.clear();
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

/**
 * The work areas' answers, kept per caller (the reads whose descriptor says `keep: true`,
 * core/http/register-endpoint.ts). Dropped whole by any change of the work areas' data: every write request that
 * succeeds and whose descriptor declares `changes: 'work'` signals `work` on the change feed before its answer leaves
 * (app.ts, `ChangeFeed.signal`), so its caller's next read, here or on any process that has heard it, reads again; a
 * user's change (`session` `u<id>`) or a lost feed drops them too. A key holds
 * the caller's id, so one caller's answer is never sent to another; the quarter hour it was read in, so it expires
 * with time; at most CALLER_ANSWERS_PER_CALLER of them are one caller's. Sent with the API's `no-store`: only the
 * server keeps them.
 */
export function createCallerAnswers(changes: ChangeFeed): KeptAnswers {
  const kept = createKeptAnswers(changes, {
    cacheControl: 'no-store',
    maxAnswers: CALLER_ANSWERS_MAX,
    maxBytes: CALLER_ANSWERS_MAX_BYTES,
    compression: 'gzip',
    perOwner: { max: CALLER_ANSWERS_PER_CALLER, ownerOf: callerOfKey },
  });
  changes.on('work', () => kept.drop());
  dropOnUserChange(changes, kept);
  return kept;
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
