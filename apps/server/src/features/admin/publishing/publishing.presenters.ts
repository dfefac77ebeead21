// Rows of publishing → the answers' field names (contract admin-publishing.ts), and what the audit log keeps of
// each kind. Image addresses are made here from the stored media keys (/media/<key>).
import type {
  AdminDirectorMessage,
  AdminGalleryImage,
  AdminOrganization,
  AdminProgram,
  AdminProgramCoordinator,
} from '@portal/contract';
import { mediaUrl } from '#server/core/files/media.ts';
import type { ProgramCoordinatorEntry, ProgramRow } from './publishing.queries.ts';

// ---------------------------------------------------------------------------------------------------- programmes

export const toProgram = (row: Omit<ProgramRow, 'module' | 'description'>): AdminProgram => ({
  id: row.id,
  short_name: row.shortName,
  name: row.name,
  image_url: mediaUrl(row.imageKey),
  sort_order: row.sortOrder,
  coordinators: row.coordinators,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a programme. */
export const programAudit = (row: {
  shortName: string;
  name: string;
  imageKey: string | null;
  sortOrder: number;
  module: string;
  description: string;
}) => ({
  short_name: row.shortName,
  name: row.name,
  image_key: row.imageKey,
  sort_order: row.sortOrder,
  module: row.module,
  description: row.description,
});

export const toProgramCoordinator = (row: ProgramCoordinatorEntry): AdminProgramCoordinator => ({
  id: row.id,
  coordinator_id: row.coordinator_id,
  coordinator_name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  batch: row.batch,
  is_active: row.is_active,
});

// ---------------------------------------------------------------------------------------------------- gallery

export const toGalleryImage = (row: {
  id: number;
  imageKey: string;
  title: string;
  linkUrl: string | null;
  sortOrder: number;
  createdAt: Date;
}): AdminGalleryImage => ({
  id: row.id,
  image_url: mediaUrl(row.imageKey) ?? '',
  title: row.title,
  link_url: row.linkUrl,
  sort_order: row.sortOrder,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a gallery image. */
export const galleryAudit = (row: { imageKey: string; title: string; linkUrl: string | null; sortOrder: number }) => ({
  image_key: row.imageKey,
  title: row.title,
  link_url: row.linkUrl,
  sort_order: row.sortOrder,
});

// ----------------------------------------------------------------------------------------- director messages

export const toDirectorMessage = (row: {
  id: number;
  name: string;
  designation: string;
  avatarKey: string | null;
  message: string;
  updatedAt: Date;
}): AdminDirectorMessage => ({
  id: row.id,
  name: row.name,
  designation: row.designation,
  avatar_url: mediaUrl(row.avatarKey),
  message: row.message,
  updated_at: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a director message. */
export const directorAudit = (row: {
  name: string;
  designation: string;
  avatarKey: string | null;
  message: string;
}) => ({
  name: row.name,
  designation: row.designation,
  avatar_key: row.avatarKey,
  message: row.message,
});

// ----------------------------------------------------------------------------------------------- organisations

export const toOrganization = (row: {
  id: number;
  name: string;
  participants: number;
  createdAt: Date;
}): AdminOrganization => ({
  id: row.id,
  name: row.name,
  participants: row.participants,
  created_at: row.createdAt.toISOString(),
});
