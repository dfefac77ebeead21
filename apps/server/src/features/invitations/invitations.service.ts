// Invitations: the only way into a course. A random token goes into the mailed link; only its SHA-256 is
// stored. An invitation is usable once, for 14 days, and not after it was revoked (docs/security.md AU8).
import {
  type Language,
  REGISTER_TYPE,
  type RegisterType,
  SendInvitationBody,
  TOKEN_LIFETIME,
  USER_TYPE,
} from '@portal/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, newToken, TOKEN_PATTERN } from '#server/core/auth/tokens.ts';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { courses, enrolments, invitations, users } from '#server/core/db/schema/index.ts';
import { badRequest, conflict, type HttpError, notFound } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { linkTo } from '#server/core/mail/mail-parts.ts';
import { languageFlag } from '#server/core/mail/mail-texts.ts';
import { invitationMailJob } from './invitations.mails.ts';

export interface CourseRow {
  id: number;
  name: string;
  shortName: string;
  year: number;
  programId: number | null;
}

const courseColumns = {
  id: courses.id,
  name: courses.name,
  shortName: courses.shortName,
  year: courses.year,
  programId: courses.programId,
};

/** A course by its id or its short name (any case), or a 404 naming what was asked for. */
export async function findCourse(db: Db | Tx, ref: string | number): Promise<CourseRow> {
  const text = String(ref).trim();
  const byId = isCourseId(text);
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(byId ? eq(courses.id, Number(text)) : sql`lower(${courses.shortName}) = lower(${text})`)
    .limit(1);
  if (!row) {
    throw notFound(`No course has the ${byId ? 'id' : 'short name'} "${text}".`, {
      code: byId ? 'noCourseId' : 'noCourseShortName',
      values: { course: text },
    });
  }
  return row;
}

const isCourseId = (text: string) => /^\d{1,9}$/.test(text);

/** The key under which `findCourses` answers a course reference: an id as digits, a short name in lower case. */
export const courseRefKey = (ref: string): string => ref.trim().toLowerCase();

/** Many courses by id or short name in two queries: a map from `courseRefKey(ref)` to the course found. */
export async function findCourses(db: Db | Tx, refs: readonly string[]): Promise<Map<string, CourseRow>> {
  const keys = [...new Set(refs.map(courseRefKey).filter(Boolean))];
  const ids = keys.filter(isCourseId).map(Number);
  const names = keys.filter((key) => !isCourseId(key));
  const found = new Map<string, CourseRow>();
  if (ids.length > 0) {
    for (const row of await db.select(courseColumns).from(courses).where(inArray(courses.id, ids))) {
      found.set(String(row.id), row);
    }
  }
  if (names.length > 0) {
    const rows = await db
      .select(courseColumns)
      .from(courses)
      .where(inArray(sql`lower(${courses.shortName})`, names));
    for (const row of rows) found.set(row.shortName.toLowerCase(), row);
  }
  return found;
}

export interface NewInvitation {
  email: string;
  /** The course id or short name. */
  course: string | number;
  /** The invitee's name, used in the mail and on the registration page. */
  name: string;
  /** 1 new participant, 2 existing account; default: 2 when the e-mail has a participant account, else 1. */
  registerType?: RegisterType | undefined;
  createdById?: number | null;
  /** The mail's language when the invitee has no saved choice; English when absent. */
  language?: Language | undefined;
}

export interface CreatedInvitation {
  id: number;
  email: string;
  registerType: RegisterType;
  course: CourseRow;
  link: string;
  expiresAt: Date;
  /** The raw token; it is in the mailed link and stored nowhere. */
  token: string;
  /** Whether the mail was queued (always: the queue tries again while the mail server is down). */
  mailed: boolean;
}

/** What an invitation is, for a log that must never hold its token (the admin's audit log). */
export interface InvitationSnapshot {
  email: string;
  name: string;
  course_id: number;
  register_type: RegisterType;
  expires_at: Date;
}

export interface InvitationDeps {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
}

/** How `createInvitation` treats an earlier pending invitation of the same e-mail to the same course, and its hooks. */
export interface InvitationOptions {
  /**
   * 'replace' (the command line, a resend): earlier unused, unexpired invitations are revoked by the new one.
   * 'refuse' (the admin's forms and imports): such an invitation is a 409.
   */
  pending?: 'replace' | 'refuse';
  /** Runs inside the creating transaction (an audit row): the new invitation and the ids it replaced. */
  onCreated?: (tx: Tx, id: number, snapshot: InvitationSnapshot, replacedIds: number[]) => Promise<void>;
}

/** What the rules of an invitation need to know about an e-mail and a course. */
export interface InviteeFacts {
  /** The account of the e-mail, if there is one. */
  account: { id: number; userType: number } | null;
  /** Whether that account is enrolled in the course. */
  enrolled: boolean;
  /** Whether the e-mail has an unused, unrevoked, unexpired invitation to the course. */
  pending: boolean;
}

/** The facts of many (e-mail, course) pairs in three queries; e-mails in lower case. */
export async function inviteeFacts(
  db: Db | Tx,
  pairs: readonly { email: string; courseId: number }[],
): Promise<(email: string, courseId: number) => InviteeFacts> {
  const emails = [...new Set(pairs.map((pair) => pair.email))];
  const courseIds = [...new Set(pairs.map((pair) => pair.courseId))];
  const accounts = new Map<string, { id: number; userType: number }>();
  const enrolled = new Set<string>();
  const pending = new Set<string>();
  if (emails.length > 0 && courseIds.length > 0) {
    const accountRows = await db
      .select({ id: users.id, userType: users.userType, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    for (const row of accountRows) accounts.set(row.email, { id: row.id, userType: row.userType });
    const accountIds = accountRows.map((row) => row.id);
    if (accountIds.length > 0) {
      const rows = await db
        .select({ courseId: enrolments.courseId, participantId: enrolments.participantId })
        .from(enrolments)
        .where(and(inArray(enrolments.participantId, accountIds), inArray(enrolments.courseId, courseIds)));
      for (const row of rows) enrolled.add(`${row.courseId} ${row.participantId}`);
    }
    const open = await db
      .select({ courseId: invitations.courseId, email: invitations.email })
      .from(invitations)
      .where(
        and(
          inArray(invitations.email, emails),
          inArray(invitations.courseId, courseIds),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now()),
        ),
      );
    for (const row of open) pending.add(`${row.courseId} ${row.email}`);
  }
  return (email, courseId) => {
    const account = accounts.get(email) ?? null;
    return {
      account,
      enrolled: account !== null && enrolled.has(`${courseId} ${account.id}`),
      pending: pending.has(`${courseId} ${email}`),
    };
  };
}

/**
 * The rules of an invitation to a course, given the facts of its e-mail: the register type it is sent with, or
 * the refusal. Refused: an e-mail already enrolled (409), a coordinator's or admin's e-mail (409), type 1 for an
 * e-mail with an account (409), type 2 without one (400), and with `refusePending` a pending invitation (409).
 */
export function invitationRule(
  email: string,
  course: CourseRow,
  facts: InviteeFacts,
  requested: RegisterType | undefined,
  refusePending: boolean,
): { registerType: RegisterType } | { refusal: HttpError } {
  const { account } = facts;
  if (account && facts.enrolled) {
    return {
      refusal: conflict(`${email} is already enrolled in ${course.shortName}.`, {
        code: 'emailEnrolled',
        values: { email, course: course.shortName },
      }),
    };
  }
  if (account && account.userType !== USER_TYPE.participant) {
    return {
      refusal: conflict(`${email} belongs to a coordinator or admin account, not a participant.`, {
        code: 'notParticipant',
        values: { email },
      }),
    };
  }
  const registerType: RegisterType =
    requested ?? (account ? REGISTER_TYPE.existingParticipant : REGISTER_TYPE.newParticipant);
  if (registerType === REGISTER_TYPE.newParticipant && account) {
    return {
      refusal: conflict(`${email} already has an account: invite it as an existing participant (type 2).`, {
        code: 'hasAccount',
        values: { email },
      }),
    };
  }
  if (registerType === REGISTER_TYPE.existingParticipant && !account) {
    return {
      refusal: badRequest(`${email} has no account yet: invite it as a new participant (type 1).`, {
        code: 'noAccount',
        values: { email },
      }),
    };
  }
  if (refusePending && facts.pending) {
    return {
      refusal: conflict(
        `${email} already has a pending invitation to ${course.shortName}: resend or revoke it on the invitation board.`,
        { code: 'pendingInvitation', values: { email, course: course.shortName } },
      ),
    };
  }
  return { registerType };
}

/**
 * The e-mail and name of an invitation as stored, or the refusal of a bad one. The e-mail rule is the contract's
 * (the admin's form and the CSV file check the same field), so the `invite` command takes no address they refuse.
 */
export function cleanInvitee(input: { email: string; name: string }): { email: string; name: string } {
  const checked = SendInvitationBody.shape.email.safeParse(input.email);
  if (!checked.success) {
    throw badRequest(`"${input.email}" is not an e-mail address.`, {
      code: 'notEmail',
      values: { email: input.email },
    });
  }
  const email = checked.data.toLowerCase();
  const name = input.name.trim();
  if (!name || name.length > 255 || /[\r\n]/.test(name))
    throw badRequest('The name must be one line of 1 to 255 characters.');
  return { email, name };
}

/**
 * Creates an invitation and queues the mail of its link. Refuses an unknown course (404) and what `invitationRule` refuses.
 * Earlier unused invitations of the same e-mail to the same course are revoked (or, with `pending: 'refuse'`,
 * make it a 409). The course row is locked meanwhile, so two invitations of one e-mail cannot cross.
 */
export async function createInvitation(
  deps: InvitationDeps,
  input: NewInvitation,
  options: InvitationOptions = {},
): Promise<CreatedInvitation> {
  const { db } = deps;
  const { email, name } = cleanInvitee(input);
  const course = await findCourse(db, input.course);

  const token = newToken();
  const at = now();
  const expiresAt = new Date(at.getTime() + TOKEN_LIFETIME.invitationMs);
  const { id, registerType } = await db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id)).for('no key update');
    const facts = (await inviteeFacts(tx, [{ email, courseId: course.id }]))(email, course.id);
    const rule = invitationRule(email, course, facts, input.registerType, options.pending === 'refuse');
    if ('refusal' in rule) throw rule.refusal;
    const replaced = await tx
      .update(invitations)
      .set({ revokedAt: at })
      .where(
        and(
          eq(invitations.courseId, course.id),
          eq(invitations.email, email),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, at),
        ),
      )
      .returning({ id: invitations.id });
    const [row] = await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(token),
        email,
        name,
        courseId: course.id,
        registerType: rule.registerType,
        createdAt: at,
        expiresAt,
        createdById: input.createdById ?? null,
      })
      .returning({ id: invitations.id });
    if (!row) throw new Error('invitation insert returned nothing');
    await options.onCreated?.(
      tx,
      row.id,
      { email, name, course_id: course.id, register_type: rule.registerType, expires_at: expiresAt },
      replaced.map((old) => old.id),
    );
    await deps.jobs.enqueue(tx, invitationMailJob, {
      invitationId: row.id,
      token: deps.jobs.seal(invitationMailJob, token),
      bangla: languageFlag(input.language),
    });
    return { id: row.id, registerType: rule.registerType };
  });

  const link = linkTo(deps.publicUrl, '/register', token);
  deps.log.info({ event: 'invitation_queued', invitationId: id, courseId: course.id }, 'invitation mail queued');
  return { id, email, registerType, course, link, expiresAt, token, mailed: true };
}

/**
 * Revokes an invitation unless it was used or revoked already (then false). `onRevoked` runs inside the
 * revoking transaction (an audit row).
 */
export async function revokeInvitation(
  db: Db,
  id: number,
  onRevoked?: (tx: Tx, revokedAt: Date) => Promise<void>,
): Promise<boolean> {
  const at = now();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(invitations)
      .set({ revokedAt: at })
      .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (rows.length === 0) return false;
    await onRevoked?.(tx, at);
    return true;
  });
}

export interface UsableInvitation {
  id: number;
  email: string;
  name: string;
  registerType: RegisterType;
  course: CourseRow;
}

/** The invitation of a raw token if it can still be used (unused, not revoked, not expired), else null. */
export async function findUsableInvitation(db: Db, token: string | null | undefined): Promise<UsableInvitation | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      registerType: invitations.registerType,
      course: courseColumns,
    })
    .from(invitations)
    .innerJoin(courses, eq(courses.id, invitations.courseId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, registerType: row.registerType as RegisterType };
}

/**
 * Marks an invitation used inside the registering transaction. The conditional update is the race guard: of
 * concurrent registrations with one token exactly one sees a row (on PostgreSQL the others wait for its row
 * lock, then find `used_at` set). Answers false when the invitation is no longer usable.
 */
export async function claimInvitation(tx: Tx, invitationId: number): Promise<boolean> {
  const at = now();
  const rows = await tx
    .update(invitations)
    .set({ usedAt: at })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, at),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function recordInvitationUser(tx: Tx, invitationId: number, userId: number): Promise<void> {
  await tx.update(invitations).set({ usedByUserId: userId }).where(eq(invitations.id, invitationId));
}
