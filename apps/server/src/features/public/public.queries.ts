// The reads and the one write of the public site. Every query names the columns it answers: nothing of a
// participant and no mobile number is ever selected here.
import { PUBLIC_SITE, USER_TYPE } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/core/db/client.ts';
import {
  contactMessages,
  coordinatorProfiles,
  directorMessages,
  galleryImages,
  organizations,
  programs,
  users,
} from '#server/core/db/schema/index.ts';

export function galleryPage(db: Db, offset: number) {
  return db
    .select({
      id: galleryImages.id,
      imageKey: galleryImages.imageKey,
      linkUrl: galleryImages.linkUrl,
      title: galleryImages.title,
    })
    .from(galleryImages)
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id))
    .limit(PUBLIC_SITE.galleryPageSize)
    .offset(offset);
}

export function programList(db: Db, limit: number) {
  return db
    .select({ id: programs.id, shortName: programs.shortName, name: programs.name, imageKey: programs.imageKey })
    .from(programs)
    .orderBy(asc(programs.sortOrder), asc(programs.id))
    .limit(limit);
}

/** The programme whose short name matches without regard to case (the unique index on lower(short_name)). */
export async function programByShortName(db: Db, shortName: string) {
  const [row] = await db
    .select({
      id: programs.id,
      shortName: programs.shortName,
      name: programs.name,
      imageKey: programs.imageKey,
      module: programs.module,
      description: programs.description,
    })
    .from(programs)
    .where(sql`lower(${programs.shortName}) = lower(${shortName})`)
    .limit(1);
  return row ?? null;
}

export interface ProgramCoordinatorRow {
  coordinator_id: number;
  first_name: string;
  last_name: string;
  occupation: string | null;
  avatar_key: string | null;
  batch: string;
}

/**
 * A programme's active coordinators, latest batch first: batches are ordered by the number they carry
 * ("Batch 10" after "Batch 9"), then by name; within a batch by name.
 */
export function programCoordinatorRows(db: Db, programId: number) {
  return queryRows<ProgramCoordinatorRow>(
    db,
    sql`select u.id as coordinator_id, u.first_name, u.last_name, cp.occupation, u.avatar_key, pc.batch
        from program_coordinators pc
        join users u on u.id = pc.coordinator_id
        left join coordinator_profiles cp on cp.user_id = u.id
        where pc.program_id = ${programId} and u.user_type = ${USER_TYPE.coordinator} and u.is_active
        order by nullif(regexp_replace(pc.batch, '[^0-9]', '', 'g'), '')::numeric desc nulls last,
                 pc.batch, u.first_name, u.last_name, u.id`,
  );
}

export async function directorMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      name: directorMessages.name,
      designation: directorMessages.designation,
      avatarKey: directorMessages.avatarKey,
      message: directorMessages.message,
    })
    .from(directorMessages)
    .where(eq(directorMessages.id, id))
    .limit(1);
  return row ?? null;
}

/** An active coordinator's public fields; null for a participant, an admin, a deactivated or unknown id. */
export async function publicCoordinator(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      avatarKey: users.avatarKey,
      occupation: coordinatorProfiles.occupation,
    })
    .from(users)
    .leftJoin(coordinatorProfiles, eq(coordinatorProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.userType, USER_TYPE.coordinator), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

export function organizationOptions(db: Db) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id));
}

export async function insertContactMessage(
  db: Db,
  message: { firstName: string; lastName: string; email: string; phone: string | null; message: string; ip: string },
) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row?.id ?? null;
}
