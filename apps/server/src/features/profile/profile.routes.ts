// Profiles of both roles (docs/features.md, Profiles): the sidebar reads, the full reads and the multipart updates. The
// caller only ever reads and changes their own row: the user id comes from the session, and the `json` part's schema
// keeps only the profile fields (no id, role or state).
import {
  COORDINATOR_PROFILE_UPDATED,
  EMAIL_CHANGE_CONFIRMED,
  EMAIL_CHANGE_SENT,
  INVALID_TOKEN,
  OTHER_ORGANIZATION,
  PARTICIPANT_PROFILE_EDITED,
  profileEndpoints,
  UNKNOWN_ORGANIZATION,
} from '@portal/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type SessionUser, userChanged } from '#server/core/auth/sessions.ts';
import type { Tx } from '#server/core/db/client.ts';
import { organizationExists } from '#server/core/db/participant-profiles.ts';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { badRequest, unauthorized } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { MEDIA_FOLDER, mediaKeyOf, mediaStoreKey, mediaUrl } from '#server/core/files/media.ts';
import { keepUpload, type ReceivedFile, readUpload } from '#server/core/files/upload.ts';
import { securityEvent } from '#server/core/logging.ts';
import { confirmEmailChange, countEmailChangeRequest } from './email-change.ts';
import { emailChangedMailJob, emailChangeLinkMailJob, emailChangeRequestedMailJob } from './profile.mails.ts';
import {
  avatarInUse,
  type Replaced,
  readCoordinatorProfile,
  readHeader,
  readParticipantProfile,
  writeCoordinatorProfile,
  writeParticipantProfile,
} from './profile.queries.ts';

/** Where new avatars go in the store (served under /media/avatars/…). */
const AVATAR_FOLDER = `${MEDIA_FOLDER}/avatars`;

export function profileRoutes({ route, db, changes, store, jobs, config }: FeatureContext) {
  /**
   * A changed e-mail, queued in the profile's transaction (the same answer and the same work whether the address is
   * free or not): the jobs (profile.mails.ts) mail the new address its link, or say it is in use, and tell the old one.
   */
  async function askEmailChange(tx: Tx, userId: number, newEmail: string): Promise<void> {
    await jobs.enqueue(tx, emailChangeLinkMailJob, { userId, newAddress: jobs.seal(emailChangeLinkMailJob, newEmail) });
    await jobs.enqueue(tx, emailChangeRequestedMailJob, {
      userId,
      newAddress: jobs.seal(emailChangeRequestedMailJob, newEmail),
    });
  }

  /**
   * The write both roles share: a new avatar is stored first and the rows written in one transaction (a failure
   * removes the new file again), then the replaced avatar file is removed. The e-mail is not written here: a
   * changed one is asked for (askEmailChange). Answers whether the e-mail was changed.
   */
  async function saveProfile(
    input: {
      user: SessionUser;
      json: { email: string; first_name: string };
      file: ReceivedFile | null;
      req: FastifyRequest;
    },
    write: (tx: Tx, avatarKey: string | undefined) => Promise<Replaced>,
  ): Promise<boolean> {
    const { user, json, file, req } = input;
    const log: FastifyBaseLogger = req.log;
    const email = json.email.toLowerCase();
    // Before anything is written, so that a 429 changes nothing (the session's e-mail is the account's).
    if (email !== user.email) await countEmailChangeRequest(db, user.id);
    let before: Replaced;
    let newAvatar: string | undefined;
    // The session carries the name, e-mail and picture: every process reads it again after the change.
    const writeAndAnnounce = async (tx: Tx, avatarKey: string | undefined): Promise<Replaced> => {
      const replaced = await write(tx, avatarKey);
      await userChanged(tx, changes, user.id);
      if (replaced.email !== email) await askEmailChange(tx, user.id, email);
      return replaced;
    };
    if (file) {
      before = await keepUpload(store, file, AVATAR_FOLDER, async (storeKey) => {
        newAvatar = mediaKeyOf(storeKey);
        return db.transaction((tx) => writeAndAnnounce(tx, newAvatar));
      });
    } else {
      before = await db.transaction((tx) => writeAndAnnounce(tx, undefined));
    }
    log.info({ event: 'profile_updated', userId: user.id, avatar: Boolean(file) }, 'profile updated');
    if (newAvatar && before.avatarKey && before.avatarKey !== newAvatar && !(await avatarInUse(db, before.avatarKey))) {
      await store
        .delete(mediaStoreKey(before.avatarKey))
        .catch((error: unknown) => log.warn({ err: error }, 'replaced avatar file not removed'));
    }
    if (before.email === email) return false;
    securityEvent(req, 'email_change_requested', {}, 'e-mail change asked; a link goes to the new address');
    return true;
  }

  const updateAnswer = (success: string, emailChanged: boolean) =>
    emailChanged ? { success, email_change: EMAIL_CHANGE_SENT } : { success };

  route(profileEndpoints.participantSidebar, async ({ user }) => {
    const row = await readHeader(db, user.id);
    if (!row) throw unauthorized();
    return { url: mediaUrl(row.avatarKey), first_name: row.firstName, last_name: row.lastName };
  });

  route(profileEndpoints.participantProfile, async ({ user }) => {
    const profile = await readParticipantProfile(db, user.id);
    if (!profile) throw unauthorized();
    return profile;
  });

  route(profileEndpoints.participantUpdate, async ({ user, req, reply }) => {
    const { json, file } = await readUpload(
      { req, reply },
      profileEndpoints.participantUpdate.multipart,
      config.uploadLimits.avatar,
    );
    if (json.organization_id !== OTHER_ORGANIZATION && !(await organizationExists(db, json.organization_id))) {
      throw badRequest(UNKNOWN_ORGANIZATION);
    }
    const emailChanged = await saveProfile({ user, json, file, req }, (tx, avatarKey) =>
      writeParticipantProfile(tx, user.id, json, avatarKey),
    );
    return updateAnswer(PARTICIPANT_PROFILE_EDITED, emailChanged);
  });

  route(profileEndpoints.coordinatorSidebar, async ({ user }) => {
    const row = await readHeader(db, user.id);
    if (!row) throw unauthorized();
    return { url: mediaUrl(row.avatarKey), faculty_name: `${row.firstName} ${row.lastName}`.trim() };
  });

  route(profileEndpoints.coordinatorProfile, async ({ user }) => {
    const profile = await readCoordinatorProfile(db, user.id);
    if (!profile) throw unauthorized();
    return profile;
  });

  route(profileEndpoints.coordinatorUpdate, async ({ user, req, reply }) => {
    const { json, file } = await readUpload(
      { req, reply },
      profileEndpoints.coordinatorUpdate.multipart,
      config.uploadLimits.avatar,
    );
    const emailChanged = await saveProfile({ user, json, file, req }, (tx, avatarKey) =>
      writeCoordinatorProfile(tx, user.id, json, avatarKey),
    );
    return updateAnswer(COORDINATOR_PROFILE_UPDATED, emailChanged);
  });

  route(profileEndpoints.confirmEmailChange, async ({ params, req }) => {
    let confirmed: Awaited<ReturnType<typeof confirmEmailChange>>;
    try {
      confirmed = await confirmEmailChange(db, changes, params.token, (tx, change) =>
        jobs.enqueue(tx, emailChangedMailJob, {
          userId: change.userId,
          oldAddress: jobs.seal(emailChangedMailJob, change.oldEmail),
        }),
      );
    } catch (error) {
      // A registration took the address between the check and the write.
      if (!isUniqueViolation(error, 'users_email_uq')) throw error;
      confirmed = { outcome: 'invalid' };
    }
    if (confirmed.outcome !== 'changed') {
      securityEvent(req, 'email_change_refused', { reason: confirmed.outcome }, 'e-mail change link refused');
      throw badRequest(INVALID_TOKEN);
    }
    securityEvent(req, 'email_changed', { userId: confirmed.userId }, 'account e-mail changed through its link');
    return { success: EMAIL_CHANGE_CONFIRMED };
  });
}
