// Database rows → the answers of the contract. HTML fields leave as stored: every writer sanitised them (rich-html.ts).
import type { DirectorMessage, ProgramCoordinator, PublicCoordinator } from '@portal/contract';
import { mediaUrl } from '#server/core/files/media.ts';
import type { ProgramCoordinatorRow } from './public.queries.ts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function presentProgramCoordinator(row: ProgramCoordinatorRow): ProgramCoordinator {
  return {
    coordinator_id: row.coordinator_id,
    coordinator_name: fullName(row.first_name, row.last_name),
    designation: row.occupation ?? '',
    profile_pic: mediaUrl(row.avatar_key),
    batch: row.batch,
  };
}

export function presentDirectorMessage(row: {
  name: string;
  designation: string;
  avatarKey: string | null;
  message: string;
}): DirectorMessage {
  return {
    name: row.name,
    designation: row.designation,
    avatar_url: mediaUrl(row.avatarKey),
    message: row.message,
  };
}

export function presentCoordinator(row: {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: number | null;
  avatarKey: string | null;
  occupation: string | null;
}): PublicCoordinator {
  return {
    coordinator_id: row.id,
    name: fullName(row.firstName, row.lastName),
    designation: row.occupation ?? '',
    email: row.email,
    gender: row.gender === 0 || row.gender === 1 ? row.gender : null,
    profile_pic: mediaUrl(row.avatarKey),
  };
}
