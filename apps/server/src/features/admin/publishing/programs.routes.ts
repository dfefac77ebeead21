// Programmes (what /courses and /courses/{short} show) and their coordinators by batch. The short name is unique
// without regard to case (409); module and description are sanitised with the public site's sanitiser before
// they are stored, so what the API keeps can never run script. Every change is audited in its transaction.
import { adminPublishing, PUBLISHING_TEXT } from '@portal/contract';
import type { Tx } from '#server/core/db/client.ts';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { badRequest, conflict, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { mediaUrl } from '#server/core/files/media.ts';
import { readUpload } from '#server/core/files/upload.ts';
import { auditActor, recordAudit } from '../audit/audit-log.ts';
import { forgetMedia, keepMedia } from './published-media.ts';
import { programAudit, toProgram, toProgramCoordinator } from './publishing.presenters.ts';
import {
  deleteProgram,
  deleteProgramCoordinator,
  insertProgram,
  insertProgramCoordinator,
  isCoordinator,
  type ProgramRow,
  programById,
  programCoordinatorPage,
  programPage,
  programShortNameTaken,
  programValues,
  updateProgram,
} from './publishing.queries.ts';

const T = PUBLISHING_TEXT;

export function programRoutes({ route, db, store, config, changes }: FeatureContext) {
  /** A taken short name answers 409, whether found first or raised by the unique index in a race. */
  async function savingProgram<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'programs_short_name_lower_uq')) throw conflict(T.programTaken);
      throw error;
    }
  }

  async function lockedProgram(tx: Tx, id: number): Promise<ProgramRow> {
    const row = await programById(tx, id, true);
    if (!row) throw notFound(T.programNotFound);
    return row;
  }

  route(adminPublishing.programs, async ({ query }) => {
    const { rows, total } = await programPage(db, query);
    return { total_data: total, data: rows.map(toProgram) };
  });

  route(adminPublishing.program, async ({ params }) => {
    const row = await programById(db, params.id);
    if (!row) throw notFound(T.programNotFound);
    return { ...toProgram(row), module: row.module, description: row.description };
  });

  route(adminPublishing.createProgram, async ({ user, body }) => {
    if (await programShortNameTaken(db, body.short_name)) throw conflict(T.programTaken);
    const values = programValues(body);
    const id = await savingProgram(() =>
      db.transaction(async (tx) => {
        const id = await insertProgram(tx, values);
        if (id === undefined) throw new Error('programme not inserted');
        await changes.announce(tx, 'public');
        await recordAudit(tx, auditActor(user), {
          action: 'create',
          entity: 'program',
          entityId: id,
          after: programAudit({ ...values, imageKey: null }),
        });
        return id;
      }),
    );
    return { success: T.programCreated, id };
  });

  route(adminPublishing.updateProgram, async ({ user, params, body }) => {
    if (!(await programById(db, params.id))) throw notFound(T.programNotFound);
    if (await programShortNameTaken(db, body.short_name, params.id)) throw conflict(T.programTaken);
    const values = programValues(body);
    await savingProgram(() =>
      db.transaction(async (tx) => {
        const before = await lockedProgram(tx, params.id);
        await updateProgram(tx, params.id, values);
        await changes.announce(tx, 'public');
        await recordAudit(tx, auditActor(user), {
          action: 'update',
          entity: 'program',
          entityId: params.id,
          before: programAudit(before),
          after: programAudit({ ...values, imageKey: before.imageKey }),
        });
      }),
    );
    return { success: T.programUpdated };
  });

  route(adminPublishing.deleteProgram, async ({ user, params, req }) => {
    const before = await db.transaction(async (tx) => {
      const row = await lockedProgram(tx, params.id);
      await deleteProgram(tx, params.id);
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'program',
        entityId: params.id,
        before: programAudit(row),
      });
      return row;
    });
    await forgetMedia(db, store, before.imageKey, req.log);
    return { success: T.programDeleted };
  });

  route(adminPublishing.programImage, async ({ user, params, req, reply }) => {
    if (!(await programById(db, params.id))) throw notFound(T.programNotFound);
    const { file } = await readUpload(
      { req, reply },
      adminPublishing.programImage.multipart,
      config.uploadLimits.avatar,
    );
    if (!file) throw badRequest('image: The file is required');
    const { before, imageKey } = await keepMedia(db, store, file, 'programs', async (tx, imageKey) => {
      const row = await lockedProgram(tx, params.id);
      await updateProgram(tx, params.id, { imageKey });
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'update',
        entity: 'program',
        entityId: params.id,
        before: { image_key: row.imageKey },
        after: { image_key: imageKey },
      });
      return { before: row.imageKey, imageKey };
    });
    await forgetMedia(db, store, before, req.log);
    return { success: T.imageSaved, image_url: mediaUrl(imageKey) ?? '' };
  });

  route(adminPublishing.deleteProgramImage, async ({ user, params, req }) => {
    const before = await db.transaction(async (tx) => {
      const row = await lockedProgram(tx, params.id);
      if (!row.imageKey) return null;
      await updateProgram(tx, params.id, { imageKey: null });
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'update',
        entity: 'program',
        entityId: params.id,
        before: { image_key: row.imageKey },
        after: { image_key: null },
      });
      return row.imageKey;
    });
    await forgetMedia(db, store, before, req.log);
    return { success: T.imageRemoved };
  });

  // ---------------------------------------------------------------------------------- coordinators by batch

  route(adminPublishing.programCoordinators, async ({ params, query }) => {
    if (!(await programById(db, params.id))) throw notFound(T.programNotFound);
    const { rows, total } = await programCoordinatorPage(db, params.id, query.page ?? 1);
    return { total_data: total, data: rows.map(toProgramCoordinator) };
  });

  route(adminPublishing.addProgramCoordinator, async ({ user, params, body }) => {
    if (!(await programById(db, params.id))) throw notFound(T.programNotFound);
    if (!(await isCoordinator(db, body.coordinator_id))) throw notFound(T.coordinatorNotFound);
    const values = { programId: params.id, coordinatorId: body.coordinator_id, batch: body.batch };
    try {
      const id = await db.transaction(async (tx) => {
        const id = await insertProgramCoordinator(tx, values);
        if (id === undefined) throw conflict(T.coordinatorTaken);
        await changes.announce(tx, 'public');
        await recordAudit(tx, auditActor(user), {
          action: 'create',
          entity: 'program_coordinator',
          entityId: id,
          after: { program_id: values.programId, coordinator_id: values.coordinatorId, batch: values.batch },
        });
        return id;
      });
      return { success: T.coordinatorAdded, id };
    } catch (error) {
      // The programme or the coordinator went away between the check and the insert.
      if ((error as { code?: unknown; cause?: { code?: unknown } }).cause?.code === '23503') {
        throw notFound(T.programNotFound);
      }
      throw error;
    }
  });

  route(adminPublishing.removeProgramCoordinator, async ({ user, params }) => {
    const removed = await db.transaction(async (tx) => {
      const row = await deleteProgramCoordinator(tx, params.id);
      if (!row) return false;
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'program_coordinator',
        entityId: params.id,
        before: { program_id: row.programId, coordinator_id: row.coordinatorId, batch: row.batch },
      });
      return true;
    });
    if (!removed) throw notFound(T.programCoordinatorNotFound);
    return { success: T.coordinatorRemoved };
  });
}
