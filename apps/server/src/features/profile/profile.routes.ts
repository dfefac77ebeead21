// Profiles of both roles (spec part 1, 'Profile pages', sections 3, 4, 5, 7): the sidebar reads, the full
// reads and the multipart updates. The caller only ever reads and changes their own row: the user id comes
// from the session, and the `json` part's schema keeps only the profile fields (no id, role or state).
import {
  COORDINATOR_PROFILE_UPDATED,
  EMAIL_TAKEN,
  OTHER_ORGANIZATION,
  PARTICIPANT_PROFILE_EDITED,
  profileEndpoints,
  UNKNOWN_ORGANIZATION,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type SessionUser, userChanged } from '#server/core/auth/sessions.ts';
import type { Tx } from '#server/core/db/client.ts';
import { organizationExists } from '#server/core/db/participant-profiles.ts';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { badRequest, conflict, unauthorized } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { MEDIA_FOLDER, mediaKeyOf, mediaStoreKey, mediaUrl } from '#server/core/files/media.ts';
import { keepUpload, type ReceivedFile, readUpload } from '#server/core/files/upload.ts';
import { emailChangedMail } from './profile.mails.ts';
import {
  avatarInUse,
  emailTakenByOther,
  type Replaced,
  readCoordinatorProfile,
  readHeader,
  readParticipantProfile,
  writeCoordinatorProfile,
  writeParticipantProfile,
} from './profile.queries.ts';

/** Where new avatars go in the store (served under /media/avatars/…). */
const AVATAR_FOLDER = `${MEDIA_FOLDER}/avatars`;

export function profileRoutes({ route, db, changes, store, mailer, config }: FeatureContext) {
  /**
   * The write both roles share: the e-mail must be free, a new avatar is stored first and the rows written
   * in one transaction (a failure removes the new file again), then the replaced avatar file is removed and
   * the old address told about an e-mail change.
   */
  async function saveProfile(
    input: {
      user: SessionUser;
      json: { email: string; first_name: string };
      file: ReceivedFile | null;
      log: FastifyBaseLogger;
    },
    write: (tx: Tx, avatarKey: string | undefined) => Promise<Replaced>,
  ): Promise<void> {
    const { user, json, file, log } = input;
    const email = json.email.toLowerCase();
    if (await emailTakenByOther(db, email, user.id)) throw conflict(EMAIL_TAKEN);
    let before: Replaced;
    let newAvatar: string | undefined;
    // The session carries the name, e-mail and picture: every process reads it again after the change.
    const writeAndAnnounce = async (tx: Tx, avatarKey: string | undefined): Promise<Replaced> => {
      const replaced = await write(tx, avatarKey);
      await userChanged(tx, changes, user.id);
      return replaced;
    };
    try {
      if (file) {
        before = await keepUpload(store, file, AVATAR_FOLDER, async (storeKey) => {
          newAvatar = mediaKeyOf(storeKey);
          return db.transaction((tx) => writeAndAnnounce(tx, newAvatar));
        });
      } else {
        before = await db.transaction((tx) => writeAndAnnounce(tx, undefined));
      }
    } catch (error) {
      // Two changes raced for one address.
      if (isUniqueViolation(error, 'users_email_uq')) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    log.info({ event: 'profile_updated', userId: user.id, avatar: Boolean(file) }, 'profile updated');
    if (newAvatar && before.avatarKey && before.avatarKey !== newAvatar && !(await avatarInUse(db, before.avatarKey))) {
      await store
        .delete(mediaStoreKey(before.avatarKey))
        .catch((error: unknown) => log.warn({ err: error }, 'replaced avatar file not removed'));
    }
    if (before.email !== email) {
      log.info({ event: 'email_changed', userId: user.id }, 'account e-mail changed');
      await mailer
        .send(emailChangedMail({ to: before.email, name: json.first_name, newEmail: email }))
        .catch((error: unknown) => log.warn({ err: error }, 'e-mail change notice not sent'));
    }
  }

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
    await saveProfile({ user, json, file, log: req.log }, (tx, avatarKey) =>
      writeParticipantProfile(tx, user.id, json, avatarKey),
    );
    return { success: PARTICIPANT_PROFILE_EDITED };
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
    await saveProfile({ user, json, file, log: req.log }, (tx, avatarKey) =>
      writeCoordinatorProfile(tx, user.id, json, avatarKey),
    );
    return { success: COORDINATOR_PROFILE_UPDATED };
  });
}
