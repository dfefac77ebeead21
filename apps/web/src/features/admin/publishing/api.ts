// Publishing's query keys, reads and writes (docs/decisions/012-admin-console.md, "Publishing"). Every write also
// refreshes the public site's reads (`publicKeys.all`) and, for organisations, the organisation select of the
// forms, so that what was published shows at once in this tab as well as on the next visit.
import {
  adminPublishing,
  type DirectorMessageBody,
  type OrganizationBody,
  type ProgramBody,
  type ProgramCoordinatorBody,
} from '@portal/contract';
import { keepPreviousData, type QueryKey, queryOptions, useMutation } from '@tanstack/react-query';
import { deleteCall } from '#web/components/ui/confirm-delete-dialog.tsx';
import { publicKeys } from '#web/features/public/index.ts';
import { read, upload, write } from '#web/lib/api.ts';

export const publishingKeys = {
  programs: ['admin', 'programs'] as const,
  programPage: (page: number, q: string) => ['admin', 'programs', 'list', { page, q }] as const,
  program: (id: number) => ['admin', 'programs', 'one', id] as const,
  coordinators: (programId: number) => ['admin', 'programs', 'coordinators', programId] as const,
  coordinatorPage: (programId: number, page: number) =>
    ['admin', 'programs', 'coordinators', programId, { page }] as const,
  gallery: ['admin', 'gallery'] as const,
  galleryPage: (page: number) => ['admin', 'gallery', { page }] as const,
  directorMessages: ['admin', 'director-messages'] as const,
  organizations: ['admin', 'organizations'] as const,
  organizationPage: (page: number, q: string) => ['admin', 'organizations', { page, q }] as const,
};

/** The organisation select of the registration and profile forms (components/person-details.tsx). */
const ORGANIZATION_SELECT = ['selection-options', 'organizations'] as const;

const after = (...keys: QueryKey[]): QueryKey[] => [...keys, publicKeys.all];
export const AFTER_PROGRAM = after(publishingKeys.programs);
export const AFTER_GALLERY = after(publishingKeys.gallery);
export const AFTER_DIRECTOR = after(publishingKeys.directorMessages);
export const AFTER_ORGANIZATION = after(publishingKeys.organizations, ORGANIZATION_SELECT);

// ---------------------------------------------------------------------------------------------------- reads

export function programsOptions(page: number, q: string) {
  return queryOptions({
    queryKey: publishingKeys.programPage(page, q),
    queryFn: ({ signal }) =>
      read(adminPublishing.programs, { query: { page: String(page), q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function programOptions(id: number) {
  return queryOptions({
    queryKey: publishingKeys.program(id),
    queryFn: ({ signal }) => read(adminPublishing.program, { params: { id }, signal }),
    // The edit form starts from the programme as it is now.
    staleTime: 0,
  });
}

export function programCoordinatorsOptions(programId: number, page: number) {
  return queryOptions({
    queryKey: publishingKeys.coordinatorPage(programId, page),
    queryFn: ({ signal }) =>
      read(adminPublishing.programCoordinators, { params: { id: programId }, query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function galleryOptions(page: number) {
  return queryOptions({
    queryKey: publishingKeys.galleryPage(page),
    queryFn: ({ signal }) => read(adminPublishing.gallery, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function directorMessagesOptions() {
  return queryOptions({
    queryKey: publishingKeys.directorMessages,
    queryFn: ({ signal }) => read(adminPublishing.directorMessages, { signal }),
    staleTime: 0,
  });
}

export function organizationsOptions(page: number, q: string) {
  return queryOptions({
    queryKey: publishingKeys.organizationPage(page, q),
    queryFn: ({ signal }) =>
      read(adminPublishing.organizations, { query: { page: String(page), q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------- writes

/**
 * Saves a programme (create or edit), then its new image if one was chosen. Answers the programme's id and
 * whether the image was refused. A refused save is thrown untoasted (the form shows a taken short name beside the
 * field); a refused image has been toasted by the upload helper, the programme itself being saved.
 */
export function useSaveProgram() {
  return useMutation({
    mutationFn: async ({ id, body, image }: { id: number | null; body: ProgramBody; image: File | null }) => {
      let savedId = id;
      if (savedId === null) {
        savedId = (await write(adminPublishing.createProgram, { body, toastError: false, invalidate: AFTER_PROGRAM }))
          .id;
      } else {
        await write(adminPublishing.updateProgram, {
          params: { id: savedId },
          body,
          toastError: false,
          invalidate: AFTER_PROGRAM,
        });
      }
      const imageRefused = image
        ? !(await sendImage(adminPublishing.programImage, savedId, image, AFTER_PROGRAM))
        : false;
      return { id: savedId, imageRefused };
    },
  });
}

/** Sends an image on its own; false when it was refused (the upload helper has toasted why). */
async function sendImage(
  endpoint: typeof adminPublishing.programImage | typeof adminPublishing.directorAvatar,
  id: number,
  image: File,
  invalidate: QueryKey[],
): Promise<boolean> {
  const formData = new FormData();
  formData.append('image', image);
  try {
    await upload(endpoint, { params: { id }, formData, toastSuccess: false, invalidate });
    return true;
  } catch {
    return false;
  }
}

export function useRemoveProgramImage() {
  return useMutation({
    mutationFn: (id: number) =>
      write(adminPublishing.deleteProgramImage, { params: { id }, invalidate: AFTER_PROGRAM }),
  });
}

export const deleteProgramCall = (id: number) =>
  deleteCall(adminPublishing.deleteProgram, { params: { id }, invalidate: AFTER_PROGRAM });

export function useAddProgramCoordinator(programId: number) {
  return useMutation({
    mutationFn: (body: ProgramCoordinatorBody) =>
      write(adminPublishing.addProgramCoordinator, {
        params: { id: programId },
        body,
        toastError: false,
        invalidate: after(publishingKeys.programs),
      }),
  });
}

export const removeProgramCoordinatorCall = (id: number) =>
  deleteCall(adminPublishing.removeProgramCoordinator, { params: { id }, invalidate: AFTER_PROGRAM });

/** Saves a director message, then the new picture if one was chosen; answers whether the picture was refused. */
export function useSaveDirectorMessage() {
  return useMutation({
    mutationFn: async ({ id, body, image }: { id: number; body: DirectorMessageBody; image: File | null }) => {
      await write(adminPublishing.updateDirectorMessage, { params: { id }, body, invalidate: AFTER_DIRECTOR });
      return {
        imageRefused: image ? !(await sendImage(adminPublishing.directorAvatar, id, image, AFTER_DIRECTOR)) : false,
      };
    },
  });
}

export const deleteGalleryImageCall = (id: number) =>
  deleteCall(adminPublishing.deleteGalleryImage, { params: { id }, invalidate: AFTER_GALLERY });

export function useSaveOrganization() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OrganizationBody }) =>
      id === null
        ? write(adminPublishing.createOrganization, { body, toastError: false, invalidate: AFTER_ORGANIZATION })
        : write(adminPublishing.updateOrganization, {
            params: { id },
            body,
            toastError: false,
            invalidate: AFTER_ORGANIZATION,
          }),
  });
}

export const deleteOrganizationCall = (id: number) =>
  deleteCall(adminPublishing.deleteOrganization, { params: { id }, invalidate: AFTER_ORGANIZATION });
