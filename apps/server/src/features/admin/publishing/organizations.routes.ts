// Organisations, the choices of the participants' organisation select: created and renamed with a name unique
// without regard to case (409), deleted while their participants keep their accounts (the foreign key sets
// their organisation to none).
import { adminPublishing, PUBLISHING_TEXT } from '@portal/contract';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditActor, recordAudit } from '../audit/audit-log.ts';
import { toOrganization } from './publishing.presenters.ts';
import {
  deleteOrganization,
  insertOrganization,
  organizationExists,
  organizationForUpdate,
  organizationNameTaken,
  organizationPage,
  renameOrganization,
} from './publishing.queries.ts';

const T = PUBLISHING_TEXT;

/** A taken name answers 409, whether found first or raised by the unique index in a race. */
async function savingOrganization<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'organizations_name_lower_uq')) throw conflict(T.organizationTaken);
    throw error;
  }
}

export function organizationRoutes({ route, db, changes }: FeatureContext) {
  route(adminPublishing.organizations, async ({ query }) => {
    const { rows, total } = await organizationPage(db, query);
    return { total_data: total, data: rows.map(toOrganization) };
  });

  route(adminPublishing.createOrganization, async ({ user, body }) => {
    if (await organizationNameTaken(db, body.name)) throw conflict(T.organizationTaken);
    const id = await savingOrganization(() =>
      db.transaction(async (tx) => {
        const id = await insertOrganization(tx, body.name);
        if (id === undefined) throw new Error('organisation not inserted');
        await changes.announce(tx, 'public');
        await recordAudit(tx, auditActor(user), {
          action: 'create',
          entity: 'organization',
          entityId: id,
          after: { name: body.name },
        });
        return id;
      }),
    );
    return { success: T.organizationCreated, id };
  });

  route(adminPublishing.updateOrganization, async ({ user, params, body }) => {
    if (!(await organizationExists(db, params.id))) throw notFound(T.organizationNotFound);
    if (await organizationNameTaken(db, body.name, params.id)) throw conflict(T.organizationTaken);
    await savingOrganization(() =>
      db.transaction(async (tx) => {
        const before = await organizationForUpdate(tx, params.id);
        if (!before) throw notFound(T.organizationNotFound);
        await renameOrganization(tx, params.id, body.name);
        await changes.announce(tx, 'public');
        await recordAudit(tx, auditActor(user), {
          action: 'update',
          entity: 'organization',
          entityId: params.id,
          before: { name: before.name },
          after: { name: body.name },
        });
      }),
    );
    return { success: T.organizationUpdated };
  });

  route(adminPublishing.deleteOrganization, async ({ user, params }) => {
    const deleted = await db.transaction(async (tx) => {
      const row = await deleteOrganization(tx, params.id);
      if (!row) return false;
      await changes.announce(tx, 'public');
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'organization',
        entityId: params.id,
        before: { name: row.name },
      });
      return true;
    });
    if (!deleted) throw notFound(T.organizationNotFound);
    return { success: T.organizationDeleted };
  });
}
