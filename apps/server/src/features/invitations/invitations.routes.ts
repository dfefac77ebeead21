// The admin's invitations: one at a time, a CSV import (preview, then send the good lines), and the board of a
// course with resend and revoke. Every invitation is made by this feature's service (invitations.service.ts, the
// same as the `invite` command); each one sent, resent or revoked writes its audit row in the transaction of the
// change (the admin console's recordAudit).
import { adminInvitations, INVITATION_TEXT, type InvitationImportResult, type InvitationState } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '#server/core/db/client.ts';
import { conflict, HttpError, InvalidInputError, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { type AuditActor, auditActor, recordAudit } from '#server/features/admin/index.ts';
import { type CheckedLine, checkInvitationCsv, previewOf } from './invitations.csv.ts';
import { toBoardCourse, toBoardRow } from './invitations.presenters.ts';
import { invitationBoard, invitationWithState } from './invitations.queries.ts';
import {
  createInvitation,
  findCourse,
  type InvitationDeps,
  type InvitationOptions,
  type InvitationSnapshot,
  revokeInvitation,
} from './invitations.service.ts';

export const INVITATION_REFUSALS = {
  noInvitation: 'No such invitation',
  notPending: (state: InvitationState) => `Only a pending invitation can be revoked; this one is ${state}.`,
  noLongerPending: 'Only a pending invitation can be revoked; this one was used or revoked meanwhile.',
  registered: 'This invitation was used to register: there is nothing to send again.',
} as const;

/** The audit row of an invitation: 'send' (or 'resend') in the creating transaction. */
function audited(actor: AuditActor, action: 'send' | 'resend', before?: unknown): InvitationOptions {
  return {
    onCreated: (tx: Tx, id: number, snapshot: InvitationSnapshot, replacedIds: number[]) =>
      recordAudit(tx, actor, {
        action,
        entity: 'invitation',
        entityId: id,
        before,
        after: { ...snapshot, ...(replacedIds.length > 0 ? { replaced_invitation_ids: replacedIds } : {}) },
      }),
  };
}

/**
 * Sends the good lines of a checked file, one invitation (and transaction) each, and answers the sent and the
 * refused lines. What changed since the check (an enrolment, another invitation) refuses that line only.
 */
async function sendCheckedLines(
  deps: InvitationDeps,
  actor: AuditActor,
  lines: CheckedLine[],
): Promise<InvitationImportResult> {
  const result: InvitationImportResult = { success: '', sent: [], refused: [] };
  for (const { row, requestedType } of lines) {
    if (row.problems.length > 0 || row.course_id === null) {
      result.refused.push(row);
      continue;
    }
    try {
      const created = await createInvitation(
        deps,
        {
          email: row.email,
          name: row.name,
          course: row.course_id,
          registerType: requestedType,
          createdById: actor.id,
        },
        { pending: 'refuse', ...audited(actor, 'send') },
      );
      // Its mail is queued in the invitation's transaction: the request sends none of them (core/jobs/).
      result.sent.push({ ...row, register_type: created.registerType, invitation_id: created.id });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({
        ...row,
        register_type: null,
        problems: [error.message.replace(/\.$/, '')],
        written: [error.written ?? null],
      });
    }
  }
  result.success = INVITATION_TEXT.importSent(result.sent.length);
  return result;
}

export function invitationRoutes({ route, db, jobs, config }: FeatureContext) {
  const depsOf = (log: FastifyBaseLogger): InvitationDeps => ({
    db,
    jobs,
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TZ_INSTITUTE,
    log,
  });

  route(adminInvitations.send, async ({ user, body, req }) => {
    const created = await createInvitation(
      depsOf(req.log),
      {
        email: body.email,
        name: body.name,
        course: body.course_id,
        registerType: body.register_type,
        createdById: user.id,
        language: body.language,
      },
      { pending: 'refuse', ...audited(auditActor(user), 'send') },
    );
    return { success: INVITATION_TEXT.sent, id: created.id };
  });

  route(adminInvitations.preview, async ({ body }) => previewOf(await checkInvitationCsv(db, body.csv)));

  route(adminInvitations.import, async ({ user, body, req }) => {
    // Checked again here: the preview's answer is never trusted.
    const checked = await checkInvitationCsv(db, body.csv);
    if (checked.fileProblems.length > 0) {
      throw new InvalidInputError(checked.fileProblems.map((message) => ({ path: 'csv', message })));
    }
    const result = await sendCheckedLines(depsOf(req.log), auditActor(user), checked.lines);
    req.log.info(
      { event: 'invitations_imported', sent: result.sent.length, refused: result.refused.length },
      'invitation import',
    );
    return result;
  });

  route(adminInvitations.board, async ({ params, query }) => {
    const course = await findCourse(db, params.courseId);
    const board = await invitationBoard(db, course.id, query);
    return {
      course: toBoardCourse(course),
      total_data: board.total,
      counts: board.counts,
      data: board.rows.map(toBoardRow),
    };
  });

  route(adminInvitations.resend, async ({ user, params, req }) => {
    const old = await invitationWithState(db, params.id);
    if (!old) throw notFound(INVITATION_REFUSALS.noInvitation);
    if (old.state === 'registered') throw conflict(INVITATION_REFUSALS.registered);
    // A new invitation replaces the old one (revoked if still pending); the type is decided again from the
    // account as it is now (a type 1 invitee may have registered through another course meanwhile).
    const created = await createInvitation(
      depsOf(req.log),
      { email: old.email, name: old.name, course: old.courseId, createdById: user.id },
      { pending: 'replace', ...audited(auditActor(user), 'resend', { invitation_id: old.id, state: old.state }) },
    );
    return { success: INVITATION_TEXT.resent, id: created.id };
  });

  route(adminInvitations.revoke, async ({ user, params }) => {
    const invitation = await invitationWithState(db, params.id);
    if (!invitation) throw notFound(INVITATION_REFUSALS.noInvitation);
    if (invitation.state !== 'sent') throw conflict(INVITATION_REFUSALS.notPending(invitation.state));
    const revoked = await revokeInvitation(db, invitation.id, (tx, at) =>
      recordAudit(tx, auditActor(user), {
        action: 'revoke',
        entity: 'invitation',
        entityId: invitation.id,
        before: { state: 'sent', revoked_at: null },
        after: { state: 'revoked', revoked_at: at },
      }),
    );
    // Used or revoked between the read and the update.
    if (!revoked) throw conflict(INVITATION_REFUSALS.noLongerPending);
    return { success: INVITATION_TEXT.revoked };
  });
}
