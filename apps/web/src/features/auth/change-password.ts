// The Reset Password modal's call (spec part 1, sections 4 and 8).

import type { PasswordChangeBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { write } from '#web/lib/api.ts';
import { PASSWORD_ROLES, type PasswordRole } from './roles.ts';

/** The Reset Password modal's call; its failure text is shown inside the modal, not toasted. */
export function useChangePassword(role: PasswordRole) {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      write(PASSWORD_ROLES[role].endpoint, { body, toastError: false, toastSuccess: true }),
  });
}
