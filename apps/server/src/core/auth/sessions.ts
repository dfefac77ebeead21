// Sessions live in the database (any number of server copies can check them): a random bearer token is
// issued at sign-in and only its SHA-256 is kept. A session ends after SESSION_IDLE without use or
// SESSION_MAX after sign-in, at logout, and when the user's password changes.
//
// Each process keeps the sessions it has recently checked in memory (`createSessionReader`), so that an
// authenticated read costs its own query and no session query. Everything that ends a session or changes
// what a session carries (the user's name, e-mail or picture, deactivation, an admin's second sign-in step)
// announces it on the change feed (core/db/changes.ts), which drops it from the memory of every process: at
// once in this one, on commit in the others. The last-seen time is written at most once a minute a session.
import { and, eq, ne } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { now } from '../clock.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens.ts';

export interface SessionUser {
  id: number;
  email: string;
  userType: number;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  sessionId: number;
  /** The session passed the admins' second sign-in step (docs/decisions/013-admin-two-step-sign-in.md). */
  twoStepVerified: boolean;
}

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

/** Answers the user of a live session of this token, or null. */
export type SessionReader = (token: string) => Promise<SessionUser | null>;

/** Last-seen is written at most this often, so that reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;
/** Sessions kept in memory by one process (the least recently used go first), and for how long at most. */
const CACHED_SESSIONS = 20_000;
const CACHE_TTL_MS = 5 * 60_000;

/** The token of an `Authorization: Bearer …` header; cookies and query strings are never read. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(header.trim());
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * A new session of a user. `twoStepVerified` marks it as having passed the admins' second step already: only
 * for sessions that tests make directly in the database (the sign-in route never sets it).
 */
export async function createSession(
  db: Db,
  userId: number,
  options: { twoStepVerified?: boolean } = {},
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const at = now();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: at,
      lastSeenAt: at,
      twoStepVerifiedAt: options.twoStepVerified ? at : null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

interface CachedSession {
  user: Readonly<SessionUser>;
  createdAt: number;
  lastSeenAt: number;
}

function expired(session: CachedSession, at: number, limits: SessionLimits): boolean {
  return at - session.lastSeenAt > limits.idleMs || at - session.createdAt > limits.maxMs;
}

/**
 * The session check of one process: memory first, else one indexed `sessions ⋈ users` lookup, kept while
 * the change feed is live. An expired session is deleted when it is met.
 */
export function createSessionReader(db: Db, changes: ChangeFeed, limits: SessionLimits): SessionReader {
  const cache = new LRUCache<string, CachedSession>({ max: CACHED_SESSIONS, ttl: CACHE_TTL_MS });
  // Bumped by every change: a lookup that started before a change does not keep what it read.
  let generation = 0;
  changes.on('session', (key) => {
    generation += 1;
    const match = key ? /^([us])(\d+)$/.exec(key) : null;
    if (!match) {
      cache.clear();
      return;
    }
    const id = Number(match[2]);
    for (const [hash, entry] of cache.entries()) {
      if ((match[1] === 'u' ? entry.user.id : entry.user.sessionId) === id) cache.delete(hash);
    }
  });

  return async (token) => {
    const tokenHash = hashToken(token);
    const at = now().getTime();
    const cached = cache.get(tokenHash);
    if (cached && !expired(cached, at, limits)) {
      if (at - cached.lastSeenAt > TOUCH_EVERY_MS) {
        cached.lastSeenAt = at;
        await touch(db, cached.user.sessionId, at);
      }
      return cached.user;
    }
    if (cached) cache.delete(tokenHash);
    const startedAt = generation;
    const found = await readSession(db, tokenHash, limits, at);
    if (found && changes.live && generation === startedAt) cache.set(tokenHash, found);
    return found?.user ?? null;
  };
}

async function readSession(
  db: Db,
  tokenHash: string,
  limits: SessionLimits,
  at: number,
): Promise<CachedSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      twoStepVerifiedAt: sessions.twoStepVerifiedAt,
      id: users.id,
      email: users.email,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const session: CachedSession = {
    user: Object.freeze({
      id: row.id,
      email: row.email,
      userType: row.userType,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarKey: row.avatarKey,
      sessionId: row.sessionId,
      twoStepVerified: row.twoStepVerifiedAt !== null,
    }),
    createdAt: row.createdAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
  if (expired(session, at, limits) || !row.isActive) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (at - session.lastSeenAt > TOUCH_EVERY_MS) {
    session.lastSeenAt = at;
    await touch(db, row.sessionId, at);
  }
  return session;
}

async function touch(db: Db, sessionId: number, at: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(at) })
    .where(eq(sessions.id, sessionId));
}

export async function endSession(db: Db, changes: ChangeFeed, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await changes.announce(db, 'session', `s${sessionId}`);
}

/**
 * The session passed the admins' second sign-in step. Call it in the transaction that accepted the code: every
 * process drops the session from memory when it commits, and reads it again, verified.
 */
export async function markTwoStepVerified(db: Db, changes: ChangeFeed, sessionId: number): Promise<void> {
  await db.update(sessions).set({ twoStepVerifiedAt: now() }).where(eq(sessions.id, sessionId));
  await changes.announce(db, 'session', `s${sessionId}`);
}

/** Ends every session of a user but one (password change), or all of them (reset, deactivation). */
export async function endUserSessions(
  db: Db,
  changes: ChangeFeed,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
  await userChanged(db, changes, userId);
}

/** What a user's sessions carry changed (name, e-mail, picture): every process reads them again. */
export async function userChanged(db: Db, changes: ChangeFeed, userId: number): Promise<void> {
  await changes.announce(db, 'session', `u${userId}`);
}
