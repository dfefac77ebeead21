// Reads and writes of the profile feature. Every function takes the caller's own user id (from the session,
// never from a body): there is no way to name another account's row.
import {
  type CoordinatorProfile,
  type CoordinatorProfileUpdate,
  OTHER_ORGANIZATION,
  type ParticipantProfile,
  type ParticipantProfileUpdate,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { organizationColumns, participantDetailsColumns } from '#server/core/db/participant-profiles.ts';
import { coordinatorProfiles, participantProfiles, users } from '#server/core/db/schema/index.ts';
import { mediaUrl } from '#server/core/files/media.ts';

const asGender = (value: number | null) => (value === 0 || value === 1 ? value : null);

/** The account columns both full reads select. */
const accountSelection = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNo: users.mobileNo,
  gender: users.gender,
  avatarKey: users.avatarKey,
};

/** The account part of both full reads; `url` is the avatar. */
function accountOf(row: {
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string | null;
  gender: number | null;
  avatarKey: string | null;
}): Pick<CoordinatorProfile, 'first_name' | 'last_name' | 'email' | 'mobile_no' | 'gender' | 'url'> {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile_no: row.mobileNo,
    gender: asGender(row.gender),
    url: mediaUrl(row.avatarKey),
  };
}

export async function readParticipantProfile(db: Db, userId: number): Promise<ParticipantProfile | null> {
  const [row] = await db
    .select({
      ...accountSelection,
      organizationId: participantProfiles.organizationId,
      otherOrgName: participantProfiles.otherOrgName,
      designation: participantProfiles.designation,
      presentAddress: participantProfiles.presentAddress,
      permanentAddress: participantProfiles.permanentAddress,
      experienceInBank: participantProfiles.experienceInBank,
      lastAcademicDegree: participantProfiles.lastAcademicDegree,
      dob: participantProfiles.dob,
      alternateContactNumber: participantProfiles.alternateContactNumber,
      alternateContactRelation: participantProfiles.alternateContactRelation,
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    ...accountOf(row),
    organization_id: row.organizationId ?? (row.otherOrgName ? OTHER_ORGANIZATION : null),
    other_org_name: row.otherOrgName,
    designation: row.designation ?? '',
    present_address: row.presentAddress ?? '',
    permanent_address: row.permanentAddress ?? '',
    experience_in_bank: row.experienceInBank ?? 0,
    last_academic_degree: row.lastAcademicDegree ?? '',
    dob: row.dob,
    alternate_contact_number: row.alternateContactNumber,
    alternate_contact_relation: row.alternateContactRelation,
  };
}

export async function readCoordinatorProfile(db: Db, userId: number): Promise<CoordinatorProfile | null> {
  const [row] = await db
    .select({
      ...accountSelection,
      occupation: coordinatorProfiles.occupation,
    })
    .from(users)
    .leftJoin(coordinatorProfiles, eq(coordinatorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    faculty_name: `${row.firstName} ${row.lastName}`.trim(),
    ...accountOf(row),
    occupation: row.occupation ?? '',
  };
}

/** The sidebar header: avatar key and names. */
export async function readHeader(db: Db, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether any account still shows a media key as its avatar. */
export async function avatarInUse(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key)).limit(1);
  return row !== undefined;
}

/** What a profile write replaced: the e-mail and the avatar key before it. */
export interface Replaced {
  email: string;
  avatarKey: string | null;
}

/** The caller's own account row, locked for the write; its e-mail and avatar key before the change. */
async function lockOwnRow(tx: Tx, userId: number): Promise<Replaced> {
  const [row] = await tx
    .select({ email: users.email, avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new Error(`user ${userId} vanished during a profile write`);
  return row;
}

/**
 * The account columns both roles share; the avatar only when a new one was stored. Never the e-mail: a changed
 * one is written only when the link sent to it is followed (email-change.ts).
 */
function accountColumns(
  input: { first_name: string; last_name: string; mobile_no: string; gender: 0 | 1 },
  avatarKey: string | undefined,
) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    mobileNo: input.mobile_no,
    gender: input.gender,
    ...(avatarKey === undefined ? {} : { avatarKey }),
    updatedAt: now(),
  };
}

export async function writeParticipantProfile(
  tx: Tx,
  userId: number,
  input: ParticipantProfileUpdate,
  avatarKey: string | undefined,
): Promise<Replaced> {
  const before = await lockOwnRow(tx, userId);
  await tx.update(users).set(accountColumns(input, avatarKey)).where(eq(users.id, userId));
  const profile = { ...organizationColumns(input), ...participantDetailsColumns(input) };
  await tx
    .insert(participantProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: participantProfiles.userId, set: profile });
  return before;
}

export async function writeCoordinatorProfile(
  tx: Tx,
  userId: number,
  input: CoordinatorProfileUpdate,
  avatarKey: string | undefined,
): Promise<Replaced> {
  const before = await lockOwnRow(tx, userId);
  await tx.update(users).set(accountColumns(input, avatarKey)).where(eq(users.id, userId));
  await tx
    .insert(coordinatorProfiles)
    .values({ userId, occupation: input.occupation })
    .onConflictDoUpdate({ target: coordinatorProfiles.userId, set: { occupation: input.occupation } });
  return before;
}
