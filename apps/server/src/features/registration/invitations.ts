// Invitations: the only way into a course. A random token goes into the mailed link; only its SHA-256 is
// stored. An invitation is usable once, for 14 days, and not after it was revoked (SECURITY.md AU8).
import { REGISTER_TYPE, type RegisterType, TOKEN_LIFETIME } from '@portal/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, newToken, TOKEN_PATTERN } from '#server/core/auth/tokens.ts';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { courses, enrolments, invitations, users } from '#server/core/db/schema/index.ts';
import { badRequest, conflict, notFound } from '#server/core/errors.ts';
import type { Mailer } from '#server/core/mail/mailer.ts';
import { invitationMail, linkTo } from './registration.mails.ts';

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
export async function findCourse(db: Db, ref: string | number): Promise<CourseRow> {
  const text = String(ref).trim();
  const byId = /^\d{1,9}$/.test(text);
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(byId ? eq(courses.id, Number(text)) : sql`lower(${courses.shortName}) = lower(${text})`)
    .limit(1);
  if (!row) throw notFound(`No course has the ${byId ? 'id' : 'short name'} "${text}".`);
  return row;
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
  /** Whether the mail went out; when not, the invitation is revoked and `mailError` says why. */
  mailed: boolean;
  mailError?: string;
}

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates an invitation and mails its link. Refuses an unknown course (404), an e-mail already enrolled in it
 * (409), a type that does not fit the account (type 1 for an e-mail with an account, type 2 without a
 * participant account: 409 / 400). Earlier unused invitations of the same e-mail to the same course are revoked.
 */
export async function createInvitation(deps: InvitationDeps, input: NewInvitation): Promise<CreatedInvitation> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest(`"${input.email}" is not an e-mail address.`);
  if (!name || name.length > 255 || /[\r\n]/.test(name))
    throw badRequest('The name must be one line of 1 to 255 characters.');
  const course = await findCourse(db, input.course);

  const [account] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (account) {
    const [enrolled] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, course.id), eq(enrolments.participantId, account.id)))
      .limit(1);
    if (enrolled) throw conflict(`${email} is already enrolled in ${course.shortName}.`);
    if (account.userType !== 2)
      throw conflict(`${email} belongs to a coordinator or admin account, not a participant.`);
  }
  const registerType: RegisterType =
    input.registerType ?? (account ? REGISTER_TYPE.existingParticipant : REGISTER_TYPE.newParticipant);
  if (registerType === REGISTER_TYPE.newParticipant && account) {
    throw conflict(`${email} already has an account: invite it as an existing participant (type 2).`);
  }
  if (registerType === REGISTER_TYPE.existingParticipant && !account) {
    throw badRequest(`${email} has no account yet: invite it as a new participant (type 1).`);
  }

  const token = newToken();
  const at = now();
  const expiresAt = new Date(at.getTime() + TOKEN_LIFETIME.invitationMs);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: at })
      .where(
        and(
          eq(invitations.courseId, course.id),
          eq(invitations.email, email),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(token),
        email,
        name,
        courseId: course.id,
        registerType,
        createdAt: at,
        expiresAt,
        createdById: input.createdById ?? null,
      })
      .returning({ id: invitations.id });
    if (!row) throw new Error('invitation insert returned nothing');
    return row.id;
  });

  const link = linkTo(deps.publicUrl, '/register', token);
  const created: CreatedInvitation = { id, email, registerType, course, link, expiresAt, token, mailed: true };
  try {
    await deps.mailer.send(
      invitationMail({
        to: email,
        name,
        courseName: course.name,
        courseShortName: course.shortName,
        link,
        expiresAt,
        timeZone: deps.timeZone,
      }),
    );
    deps.log.info({ event: 'invitation_sent', invitationId: id, courseId: course.id }, 'invitation mailed');
  } catch (error) {
    // Nobody can use a link that was never delivered: revoke it, so that a retry starts clean.
    await revokeInvitation(db, id);
    deps.log.warn({ err: error, event: 'invitation_mail_failed', invitationId: id }, 'invitation mail not sent');
    created.mailed = false;
    created.mailError = error instanceof Error ? error.message : String(error);
  }
  return created;
}

export async function revokeInvitation(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: now() })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
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
