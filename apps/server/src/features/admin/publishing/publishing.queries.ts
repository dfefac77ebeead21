// The reads and writes of publishing. Lists are paginated in SQL on the order of an index: programmes and gallery
// images by (sort_order, id), organisations by lower(name) (their unique index), a programme's coordinators by
// programme (the unique index's first column) and then by batch as the public page shows them.
import { PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
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

// ---------------------------------------------------------------------------------------------------- gallery

export async function galleryPage(db: Db, page: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(galleryImages)
      .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(galleryImages),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function galleryImageForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id)).for('update');
  return row ?? null;
}

// ----------------------------------------------------------------------------------------- director messages

export function directorMessageRows(db: Db) {
  return db.select().from(directorMessages).orderBy(asc(directorMessages.id));
}

export async function directorMessageForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(directorMessages).where(eq(directorMessages.id, id)).for('update');
  return row ?? null;
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
