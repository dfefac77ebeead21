// Sign in (docs/features.md, Sign-in and sessions). Its texts differ from the write catalogue, so it reads the raw
// answer: the server's refusal goes to the form's red alert, no answer and an unexpected answer to toasts.

import { authEndpoints, type LoginBody, LoginResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { errorTextOf, request } from '#web/lib/api.ts';
import { setSignInCookies } from '#web/lib/cookies.ts';
import { RETURN_PARAM, safeReturnAddress } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';
import { ROLES, roleOfUserType } from './roles.ts';

export const SIGN_IN_TEXTS = {
  /** Toast when no answer arrived. */
  networkToast: 'Network connection error!',
  /** Inline text when no answer arrived. */
  networkInline: 'Network Connection error!',
  /** Toast for an answer with neither id nor error, or with an unknown user_type. */
  unexpected: 'Network Connection Error!',
} as const;

/** `refused`: the server said why (shown in the form's red alert); `network`: no answer; `unexpected`: neither. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  readonly kind: 'refused' | 'network' | 'unexpected';
  constructor(kind: SignInError['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}

export async function signIn(body: LoginBody): Promise<LoginResponse> {
  const answer = await request(authEndpoints.login, { body });
  if (answer.status === 0) throw new SignInError('network', SIGN_IN_TEXTS.networkInline);
  const login = LoginResponse.safeParse(answer.data);
  if (answer.status >= 200 && answer.status < 300 && login.success) return login.data;
  const refusal = errorTextOf(answer.data);
  if (refusal) throw new SignInError('refused', refusal);
  throw new SignInError('unexpected', SIGN_IN_TEXTS.unexpected);
}

/**
 * Signs in, stores the cookies, refreshes every cached read and goes to the role's home screen, or back to the
 * address of the role's own area that the page was opened with (`?return_to=`, after a signed-out visit).
 */
export function useSignIn(onSignedIn?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (login) => {
      setSignInCookies(login);
      await queryClient.invalidateQueries();
      onSignedIn?.();
      const role = roleOfUserType(login.user_type);
      if (role) navigate(safeReturnAddress(params.get(RETURN_PARAM), ROLES[role].area) ?? ROLES[role].home);
    },
    onError: (error) => {
      if (error instanceof SignInError && error.kind === 'refused') return;
      notify.error(
        error instanceof SignInError && error.kind === 'network'
          ? SIGN_IN_TEXTS.networkToast
          : SIGN_IN_TEXTS.unexpected,
      );
    },
  });
}
