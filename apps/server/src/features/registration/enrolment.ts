// Registering from an invitation: the account (type 1) or the existing account's update (type 2), the
// participant profile and the enrolment with its course-wise roll, all in one transaction that starts by
// claiming the invitation (the race guard), and a new session so that the participant is signed in.
import {
  alreadyEnrolledText,
  type ExistingParticipantBody,
  INVALID_TOKEN,
  type NewParticipantBody,
  OTHER_ORGANIZATION,
  USER_TYPE,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { createSession } from '#server/core/auth/sessions.ts';
import { now } from '#server/core/clock.ts';
import { type Db, queryRows, type Tx } from '#server/core/db/client.ts';
import {
  organizationColumns,
  organizationExists,
  participantDetailsColumns,
} from '#server/core/db/participant-profiles.ts';
import { enrolments, participantProfiles, programs, users } from '#server/core/db/schema/index.ts';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { badRequest, conflict } from '#server/core/errors.ts';
import {
  type CourseRow,
  claimInvitation,
  recordInvitationUser,
  type UsableInvitation,
} from '#server/features/invitations/index.ts';

export const invalidToken = () => badRequest(INVALID_TOKEN);

export const ACCOUNT_EXISTS =
  'An account with this e-mail already exists. Sign in with it, or ask the institute for an invitation for existing participants.';

/** The organisation columns of a profile: an existing organisation, or "others" with the typed name. */
export async function organizationOf(
  db: Db,
  body: { organization_id: number; organization_name?: string | undefined },
) {
  if (body.organization_id !== OTHER_ORGANIZATION && !(await organizationExists(db, body.organization_id))) {
    throw badRequest('This organization does not exist. Choose one from the list, or "Others".');
  }
  return organizationColumns(body);
}

/**
 * The next course-wise roll: `<PREFIX>-<yy>-<nnn>` with PREFIX the programme's short name (else the course's
 * short name without a trailing year), yy the course's year and nnn the next free number in the course.
 * The course row is locked first, so that two enrolments in one course never pick the same number.
 */
export async function nextCourseRoll(tx: Tx, course: CourseRow): Promise<string> {
  await queryRows(tx, sql`select id from courses where id = ${course.id} for update`);
  let prefix = course.shortName.replace(/[-_ ]?\d{4}$/, '');
  if (course.programId !== null) {
    const [program] = await tx
      .select({ shortName: programs.shortName })
      .from(programs)
      .where(eq(programs.id, course.programId));
    if (program?.shortName) prefix = program.shortName;
  }
  const base = `${prefix.toUpperCase()}-${String(course.year % 100).padStart(2, '0')}`;
  const [row] = await queryRows<{ last: number | null }>(
    tx,
    sql`select max(substring(course_roll from '(\\d+)$')::int) as last from enrolments
        where course_id = ${course.id} and course_roll ~ '-\\d+$'`,
  );
  const next = Number(row?.last ?? 0) + 1;
  return `${base}-${String(next).padStart(3, '0')}`;
}

/** The account of an e-mail (stored in lower case) with what signing in to enrol checks, or undefined. */
export async function accountOfEmail(db: Db, email: string) {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, userType: users.userType, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return account;
}

export interface Registered {
  userId: number;
  token: string;
  course: string;
  roll: string;
}

/** Type 1: a new participant account from the whole section-3 payload; the e-mail is the invitation's. */
export async function registerNewParticipant(
  db: Db,
  invitation: UsableInvitation,
  body: NewParticipantBody,
  passwordHash: string,
): Promise<Registered> {
  const organization = await organizationOf(db, body);
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimInvitation(tx, invitation.id))) throw invalidToken();
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
      if (existing) throw conflict(ACCOUNT_EXISTS);
      const at = now();
      const [user] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash,
          userType: USER_TYPE.participant,
          firstName: body.first_name,
          lastName: body.last_name,
          mobileNo: body.mobile_no,
          gender: body.gender,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(participantProfiles).values({
        userId: user.id,
        ...organization,
        ...participantDetailsColumns({ ...body, experience_in_bank: body.exp_in_bank }),
      });
      const roll = await nextCourseRoll(tx, invitation.course);
      await tx.insert(enrolments).values({ courseId: invitation.course.id, participantId: user.id, courseRoll: roll });
      await recordInvitationUser(tx, invitation.id, user.id);
      const { token } = await createSession(tx, user.id);
      return { userId: user.id, token, course: invitation.course.name, roll };
    });
  } catch (error) {
    // Someone registered the same e-mail between the check and the insert.
    if (isUniqueViolation(error, 'users_email_uq')) throw conflict(ACCOUNT_EXISTS);
    throw error;
  }
}

/** Type 2: enrols the existing participant account (its password already checked by the caller). */
/** 409: the invitation's person is already in its course; the course is sent as a value too (ErrorBody `code`). */
const alreadyEnrolled = (course: string) =>
  conflict(alreadyEnrolledText(course), { code: 'alreadyEnrolled', values: { course } });

export async function registerExistingParticipant(
  db: Db,
  invitation: UsableInvitation,
  userId: number,
  body: ExistingParticipantBody,
): Promise<Registered> {
  const organization = await organizationOf(db, body);
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimInvitation(tx, invitation.id))) throw invalidToken();
      const [enrolled] = await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.courseId, invitation.course.id), eq(enrolments.participantId, userId)));
      if (enrolled) throw alreadyEnrolled(invitation.course.name);
      await tx
        .insert(participantProfiles)
        .values({ userId, ...organization, designation: body.designation })
        .onConflictDoUpdate({
          target: participantProfiles.userId,
          set: { ...organization, designation: body.designation },
        });
      const roll = await nextCourseRoll(tx, invitation.course);
      await tx.insert(enrolments).values({ courseId: invitation.course.id, participantId: userId, courseRoll: roll });
      await recordInvitationUser(tx, invitation.id, userId);
      const { token } = await createSession(tx, userId);
      return { userId, token, course: invitation.course.name, roll };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'enrolments_course_participant_uq')) {
      throw alreadyEnrolled(invitation.course.name);
    }
    throw error;
  }
}
