// The statements of publishing, reads and writes. Lists are paginated in SQL on the order of an index: programmes and gallery
// images by (sort_order, id), organisations by lower(name) (their unique index), a programme's coordinators by
// programme (the unique index's first column) and then by batch as the public page shows them.
import { type GalleryJson, PAGE_SIZE, type ProgramBody, USER_TYPE } from '@portal/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import { type Db, queryRows, type Tx } from '#server/core/db/client.ts';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  directorMessages,
  galleryImages,
  organizations,
  participantProfiles,
  programCoordinators,
  programs,
  users,
} from '#server/core/db/schema/index.ts';
import { storedRichText } from '#server/features/public/index.ts';

// ---------------------------------------------------------------------------------------------------- programmes

const programCoordinatorCount = scalarSubquery<number>(
  sql`select count(*)::int from ${programCoordinators} where ${programCoordinators.programId} = ${programs.id}`,
);

const programColumns = {
  id: programs.id,
  shortName: programs.shortName,
  name: programs.name,
  imageKey: programs.imageKey,
  sortOrder: programs.sortOrder,
  createdAt: programs.createdAt,
  coordinators: programCoordinatorCount,
};

export async function programPage(db: Db, query: { page?: number | undefined; q?: string | undefined }) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = pattern ? or(ilike(programs.name, pattern), ilike(programs.shortName, pattern)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(programColumns)
      .from(programs)
      .where(where)
      .orderBy(asc(programs.sortOrder), asc(programs.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page ?? 1)),
    db.select({ total: countRows }).from(programs).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function programById(db: Db | Tx, id: number, lock = false) {
  const select = db
    .select({ ...programColumns, module: programs.module, description: programs.description })
    .from(programs)
    .where(eq(programs.id, id))
    .limit(1);
  const [row] = lock ? await select.for('update', { of: programs }) : await select;
  return row ?? null;
}
export type ProgramRow = NonNullable<Awaited<ReturnType<typeof programById>>>;

/** Whether another programme (not `exceptId`) has this short name, without regard to case. */
export async function programShortNameTaken(db: Db | Tx, shortName: string, exceptId?: number) {
  const same = sql`lower(${programs.shortName}) = lower(${shortName})`;
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(exceptId === undefined ? same : and(same, sql`${programs.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(row);
}

/** The stored values of a programme body: module and description sanitised (every writer of them does). */
export const programValues = (body: ProgramBody) => ({
  shortName: body.short_name,
  name: body.name,
  sortOrder: body.sort_order,
  module: storedRichText(body.module),
  description: storedRichText(body.description),
});
type ProgramValues = ReturnType<typeof programValues>;

export async function insertProgram(tx: Tx, values: ProgramValues) {
  const [row] = await tx.insert(programs).values(values).returning({ id: programs.id });
  return row?.id;
}

export function updateProgram(tx: Tx, id: number, values: ProgramValues | { imageKey: string | null }) {
  return tx.update(programs).set(values).where(eq(programs.id, id));
}

export function deleteProgram(tx: Tx, id: number) {
  return tx.delete(programs).where(eq(programs.id, id));
}

// ------------------------------------------------------------------------------------ coordinators by batch

export interface ProgramCoordinatorEntry {
  id: number;
  coordinator_id: number;
  first_name: string;
  last_name: string;
  email: string;
  batch: string;
  is_active: boolean;
}

/** A programme's coordinator entries, latest batch first (the public page's order: the number a batch carries). */
export async function programCoordinatorPage(db: Db, programId: number, page: number) {
  const [rows, [count]] = await Promise.all([
    queryRows<ProgramCoordinatorEntry>(
      db,
      sql`select pc.id, pc.coordinator_id, u.first_name, u.last_name, u.email, pc.batch, u.is_active
          from program_coordinators pc
          join users u on u.id = pc.coordinator_id
          where pc.program_id = ${programId}
          order by nullif(regexp_replace(pc.batch, '[^0-9]', '', 'g'), '')::numeric desc nulls last,
                   pc.batch, u.first_name, u.last_name, pc.id
          limit ${PAGE_SIZE} offset ${pageOffset(page)}`,
    ),
    db.select({ total: countRows }).from(programCoordinators).where(eq(programCoordinators.programId, programId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function isCoordinator(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, USER_TYPE.coordinator)))
    .limit(1);
  return Boolean(row);
}

/** Lists a coordinator in a programme's batch; the new entry's id, or undefined when they are in that batch already. */
export async function insertProgramCoordinator(
  tx: Tx,
  values: { programId: number; coordinatorId: number; batch: string },
) {
  const [row] = await tx
    .insert(programCoordinators)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: programCoordinators.id });
  return row?.id;
}

/** Removes a programme's coordinator entry; what it was, or undefined when there is none. */
export async function deleteProgramCoordinator(tx: Tx, id: number) {
  const [row] = await tx.delete(programCoordinators).where(eq(programCoordinators.id, id)).returning({
    programId: programCoordinators.programId,
    coordinatorId: programCoordinators.coordinatorId,
    batch: programCoordinators.batch,
  });
  return row;
}

// ---------------------------------------------------------------------------------------------------- gallery

export async function galleryPage(db: Db, page: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: galleryImages.id,
        imageKey: galleryImages.imageKey,
        title: galleryImages.title,
        linkUrl: galleryImages.linkUrl,
        sortOrder: galleryImages.sortOrder,
        createdAt: galleryImages.createdAt,
      })
      .from(galleryImages)
      .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(galleryImages),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A gallery image's stored values, locked for the change that follows. */
export async function galleryImageForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      imageKey: galleryImages.imageKey,
      title: galleryImages.title,
      linkUrl: galleryImages.linkUrl,
      sortOrder: galleryImages.sortOrder,
    })
    .from(galleryImages)
    .where(eq(galleryImages.id, id))
    .for('update');
  return row ?? null;
}

export async function galleryImageExists(db: Db, id: number) {
  const [row] = await db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
  return Boolean(row);
}

/** The stored values of a gallery image's fields: an empty link is none. */
export const galleryValues = (json: GalleryJson) => ({
  title: json.title,
  linkUrl: json.link_url === '' ? null : json.link_url,
  sortOrder: json.sort_order,
});
type GalleryValues = ReturnType<typeof galleryValues>;

export async function insertGalleryImage(tx: Tx, values: GalleryValues & { imageKey: string }) {
  const [row] = await tx.insert(galleryImages).values(values).returning({ id: galleryImages.id });
  return row?.id;
}

export function updateGalleryImage(tx: Tx, id: number, values: GalleryValues & { imageKey: string }) {
  return tx.update(galleryImages).set(values).where(eq(galleryImages.id, id));
}

export function deleteGalleryImage(tx: Tx, id: number) {
  return tx.delete(galleryImages).where(eq(galleryImages.id, id));
}

// ----------------------------------------------------------------------------------------- director messages

export function directorMessageRows(db: Db) {
  return db
    .select({
      id: directorMessages.id,
      name: directorMessages.name,
      designation: directorMessages.designation,
      avatarKey: directorMessages.avatarKey,
      message: directorMessages.message,
      updatedAt: directorMessages.updatedAt,
    })
    .from(directorMessages)
    .orderBy(asc(directorMessages.id));
}

/** A director message's stored values, locked for the change that follows. */
export async function directorMessageForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      name: directorMessages.name,
      designation: directorMessages.designation,
      avatarKey: directorMessages.avatarKey,
      message: directorMessages.message,
    })
    .from(directorMessages)
    .where(eq(directorMessages.id, id))
    .for('update');
  return row ?? null;
}

export function updateDirectorMessage(
  tx: Tx,
  id: number,
  values: { name: string; designation: string; message: string } | { avatarKey: string },
) {
  return tx
    .update(directorMessages)
    .set({ ...values, updatedAt: now() })
    .where(eq(directorMessages.id, id));
}

// ----------------------------------------------------------------------------------------------- organisations

const participantCount = scalarSubquery<number>(
  sql`select count(*)::int from ${participantProfiles} where ${participantProfiles.organizationId} = ${organizations.id}`,
);

export async function organizationPage(db: Db, query: { page?: number | undefined; q?: string | undefined }) {
  const where: SQL | undefined = query.q ? ilike(organizations.name, containsPattern(query.q)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        createdAt: organizations.createdAt,
        participants: participantCount,
      })
      .from(organizations)
      .where(where)
      .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page ?? 1)),
    db.select({ total: countRows }).from(organizations).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Whether another organisation (not `exceptId`) has this name, without regard to case. */
export async function organizationNameTaken(db: Db | Tx, name: string, exceptId?: number) {
  const same = sql`lower(${organizations.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(exceptId === undefined ? same : and(same, sql`${organizations.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(row);
}

export async function organizationExists(db: Db, id: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return Boolean(row);
}

/** An organisation's name, locked for the change that follows. */
export async function organizationForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update');
  return row;
}

export async function insertOrganization(tx: Tx, name: string) {
  const [row] = await tx.insert(organizations).values({ name }).returning({ id: organizations.id });
  return row?.id;
}

export function renameOrganization(tx: Tx, id: number, name: string) {
  return tx.update(organizations).set({ name }).where(eq(organizations.id, id));
}

/** Deletes an organisation (its participants keep their accounts); its name, or undefined when there is none. */
export async function deleteOrganization(tx: Tx, id: number) {
  const [row] = await tx.delete(organizations).where(eq(organizations.id, id)).returning({ name: organizations.name });
  return row;
}
