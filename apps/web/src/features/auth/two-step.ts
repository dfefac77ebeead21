// The admin's second sign-in step (docs/decisions/013-admin-two-step-sign-in.md): the enrolment (a new
// authenticator secret, asked for once when the screen opens) and the code. Loaded with the two-step screen only.

import { type AdminAuthCheck, authEndpoints, type TwoStepCodeBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { write } from '#web/lib/api.ts';
import { authKeys } from './logged-in-user.ts';

/**
 * A new secret for an admin without an authenticator. A POST, but read like a query so that the screen asks
 * once (not again on a re-render); it is never cached beyond the screen, and a retry makes a new secret.
 */
export function useTwoStepEnrolment() {
  return useQuery({
    queryKey: [...authKeys.all, 'two-step-enrolment'],
    queryFn: () => write(authEndpoints.adminTwoStepEnrol, { toastError: false }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Sends a code; on success the admin's session check answers 'verified' and the console opens. */
export function useTwoStepVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepCodeBody) =>
      write(authEndpoints.adminTwoStepVerify, { body, toastError: false, toastSuccess: false }),
    onSuccess: (check: AdminAuthCheck) => {
      queryClient.setQueryData(authKeys.session('admin'), check);
      queryClient.removeQueries({ queryKey: [...authKeys.all, 'two-step-enrolment'] });
    },
  });
}
