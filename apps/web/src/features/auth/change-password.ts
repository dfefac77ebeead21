// The Reset Password modal's call (docs/features.md, Sign-in and sessions).

import { authEndpoints, type PasswordChangeBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { write } from '#web/lib/api.ts';
import type { PasswordRole } from './roles.ts';

const CHANGE_PASSWORD = {
  participant: authEndpoints.participantChangePassword,
  coordinator: authEndpoints.coordinatorChangePassword,
} as const;

/** The Reset Password modal's call; its failure text is shown inside the modal, not toasted. */
export function useChangePassword(role: PasswordRole) {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      write(CHANGE_PASSWORD[role], { body, toastError: false, toastSuccess: true }),
  });
}
