// The profile feature's query keys, reads and saves (spec part 1: 'Profile pages', sections 3, 4, 7, 8).
// The sidebar header of both work areas reads its role's sidebar endpoint here; a save refreshes it, the
// full profile and the public user menu, so the new name and avatar show without a reload.
import { type CoordinatorProfileUpdateIn, type ParticipantProfileUpdateIn, profileEndpoints } from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { authKeys, avatarSrc, type PasswordRole } from '#web/features/auth/index.ts';
import { ApiError, multipartBody, read, upload } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';

export const profileKeys = {
  all: ['profile'] as const,
  sidebars: ['profile', 'sidebar'] as const,
  sidebar: (role: PasswordRole) => ['profile', 'sidebar', role] as const,
  fullProfiles: ['profile', 'full'] as const,
  participant: ['profile', 'full', 'participant'] as const,
  coordinator: ['profile', 'full', 'coordinator'] as const,
};

// ---------------------------------------------------------------------------------------------------------
// The sidebar header.

export function sidebarOptions(role: PasswordRole) {
  if (role === 'participant') {
    return queryOptions({
      queryKey: profileKeys.sidebar(role),
      queryFn: async ({ signal }) => {
        const header = await read(profileEndpoints.participantSidebar, { signal });
        return { name: `${header.first_name} ${header.last_name}`.trim(), url: header.url };
      },
    });
  }
  return queryOptions({
    queryKey: profileKeys.sidebar(role),
    queryFn: async ({ signal }) => {
      const header = await read(profileEndpoints.coordinatorSidebar, { signal });
      return { name: header.faculty_name, url: header.url };
    },
  });
}

/** The avatar (the default image when none) and name of a work area's sidebar header. */
export function useSidebarUser(role: PasswordRole): { name: string; avatarUrl: string } {
  const { data } = useQuery(sidebarOptions(role));
  return { name: data?.name ?? '', avatarUrl: avatarSrc(data?.url) };
}

// ---------------------------------------------------------------------------------------------------------
// The full profiles.

export function participantProfileOptions() {
  return queryOptions({
    queryKey: profileKeys.participant,
    queryFn: ({ signal }) => read(profileEndpoints.participantProfile, { signal }),
  });
}

export function coordinatorProfileOptions() {
  return queryOptions({
    queryKey: profileKeys.coordinator,
    queryFn: ({ signal }) => read(profileEndpoints.coordinatorProfile, { signal }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Saving: the upload helper toasts the success text and runs the 401 rule; the failures show the texts of
// the profile pages (spec part 1, section 8): 500 'Internal Server Error!', the server's own message as it
// is, and 'Something Went Wrong!' for anything else.

export const PROFILE_ERROR_TEXTS = { server: 'Internal Server Error!', generic: 'Something Went Wrong!' } as const;

export function profileErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 500) return PROFILE_ERROR_TEXTS.server;
    if (error.serverText) return error.serverText;
  }
  return PROFILE_ERROR_TEXTS.generic;
}

function showProfileError(error: unknown): void {
  // A 401 has already been told and has ended the session.
  if (error instanceof ApiError && error.status === 401) return;
  notify.error(profileErrorText(error));
}

/** What a save refreshes: both profile reads and headers, and the public bar's signed-in user. */
const AFTER_SAVE = [profileKeys.fullProfiles, profileKeys.sidebars, authKeys.loggedInUser];

export interface ProfileSave<J> {
  json: J;
  avatar?: File | undefined;
}

export function useSaveParticipantProfile() {
  return useMutation({
    mutationFn: ({ json, avatar }: ProfileSave<ParticipantProfileUpdateIn>) => {
      const endpoint = profileEndpoints.participantUpdate;
      return upload(endpoint, {
        formData: multipartBody(endpoint, { file: avatar, json }),
        invalidate: AFTER_SAVE,
        toastError: false,
      });
    },
    onError: showProfileError,
  });
}

export function useSaveCoordinatorProfile() {
  return useMutation({
    mutationFn: ({ json, avatar }: ProfileSave<CoordinatorProfileUpdateIn>) => {
      const endpoint = profileEndpoints.coordinatorUpdate;
      return upload(endpoint, {
        formData: multipartBody(endpoint, { file: avatar, json }),
        invalidate: AFTER_SAVE,
        toastError: false,
      });
    },
    onError: showProfileError,
  });
}
