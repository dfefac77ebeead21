// The profile pages' reads and saves (docs/features.md, Profiles). A save refreshes the full profile, the sidebar
// header of both work areas (sidebar.ts) and the public user menu, so the new name and avatar show without a reload.
import { type CoordinatorProfileUpdateIn, type ParticipantProfileUpdateIn, profileEndpoints } from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '#web/features/auth/index.ts';
import { ApiError, multipartBody, read, upload } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { profileKeys } from './sidebar.ts';

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
// Saving: the upload helper toasts the success text and runs the 401 rule; the failures show the texts of the profile
// pages (docs/features.md, Profiles): 500 'Internal Server Error!', the server's own message as it is, and 'Something
// Went Wrong!' for anything else.

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
