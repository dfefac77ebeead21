// The calls of the registration and password-reset pages (docs/features.md, Registration and reset). These pages have
// their own error texts ('The link You provided is Invalid!' for INVALID_TOKEN, 500 'Internal Server Error!', a thrown
// server error 'Server Error!' or 'Something Went Wrong!', offline 'Network Connection Error'), so they call through
// the raw `request` helper and map every answer here, once.
import {
  AuthCheck,
  authEndpoints,
  type EndpointDef,
  type EndpointOutput,
  type ExistingParticipantBodyIn,
  enrolledText,
  type ForgotPasswordBody,
  INVALID_LINK_TEXT,
  INVALID_TOKEN,
  type NewParticipantBodyIn,
  profileEndpoints,
  type ResetPasswordBody,
  registrationEndpoints,
} from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorTextOf, request } from '#web/lib/api.ts';
import { setAuthToken, setSignInCookies } from '#web/lib/cookies.ts';
import { writtenTextOf } from '#web/lib/refusal-values.ts';
import { notify } from '#web/lib/toast.ts';

export const LINK_TEXTS = {
  invalid: INVALID_LINK_TEXT,
  server: 'Internal Server Error!',
  thrown: 'Server Error!',
  generic: 'Something Went Wrong!',
  network: 'Network Connection Error',
} as const;

export const registrationKeys = {
  all: ['registration'] as const,
  invitation: (token: string) => ['registration', 'invitation', token] as const,
  resetLink: (token: string) => ['registration', 'reset-link', token] as const,
};

/** The text of a failed answer (status 0: no answer). */
export function linkErrorText(status: number, data: unknown): string {
  if (status === 0) return LINK_TEXTS.network;
  const text = errorTextOf(data);
  if (text === INVALID_TOKEN) return LINK_TEXTS.invalid;
  if (status === 500) return LINK_TEXTS.server;
  if (text) return text;
  return status >= 500 ? LINK_TEXTS.thrown : LINK_TEXTS.generic;
}

interface LinkInput {
  params?: Record<string, string>;
  body?: unknown;
  bearer?: string;
}
// `request` types its input per endpoint; each call below passes the body type of its own endpoint, so one
// widened signature serves them all.
const rawRequest = request as unknown as (endpoint: EndpointDef, input?: LinkInput) => ReturnType<typeof request>;

/** A call of these pages: the parsed answer, or an ApiError whose message is the page's text for the failure. */
async function call<E extends EndpointDef>(endpoint: E, input?: LinkInput): Promise<EndpointOutput<E>> {
  let answer: Awaited<ReturnType<typeof request>>;
  try {
    answer = await rawRequest(endpoint, input);
  } catch {
    throw new ApiError(LINK_TEXTS.generic, { status: 0, kind: 'invalid' });
  }
  const { status, data } = answer;
  if (status >= 200 && status < 300) {
    const schema = Object.entries(endpoint.responses).find(([code]) => Number(code) === status)?.[1];
    const parsed = schema?.safeParse(data);
    if (parsed?.success) return parsed.data as EndpointOutput<E>;
    throw new ApiError(LINK_TEXTS.generic, { status, kind: 'invalid' });
  }
  throw new ApiError(linkErrorText(status, data), {
    status,
    kind: status === 0 ? 'network' : 'http',
    serverText: errorTextOf(data),
    body: data,
  });
}

/** The message of a failure of these pages. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : LINK_TEXTS.generic;
}

const checkOnce = { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } as const;

/** The invitation behind a registration link (GET /api/register_auth with the token as Bearer). */
export function invitationOptions(token: string) {
  return queryOptions({
    queryKey: registrationKeys.invitation(token),
    queryFn: () => call(registrationEndpoints.registerAuth, { bearer: token }),
    ...checkOnce,
  });
}

export function resetLinkOptions(token: string) {
  return queryOptions({
    queryKey: registrationKeys.resetLink(token),
    queryFn: () => call(registrationEndpoints.verifyResetToken, { params: { token } }),
    ...checkOnce,
  });
}

/**
 * After a registration: the new session token becomes the auth_token cookie, with the participant's id and
 * e-mail (read from the participant session check), every cached read but the link checks is refreshed, 'Successfully Enrolled in
 * {course}' is shown and the participant goes to the dashboard.
 */
function useEnrolled() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ token, course }: { token: string; course: string }) => {
    setAuthToken(token);
    const check = await request(authEndpoints.participantAuth, { bearer: token });
    const who = AuthCheck.safeParse(check.data);
    if (check.status === 200 && who.success) setSignInCookies({ ...who.data, token });
    // Every read but the link checks: the used link would now be refused, and the form flash the invalid-link
    // text before the dashboard. They are dropped instead, so that coming back asks again.
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== registrationKeys.all[0] });
    queryClient.removeQueries({ queryKey: registrationKeys.all, type: 'inactive' });
    // Written from the course in the page's language (English: the contract's enrolledText, as the server answers).
    notify.success(enrolledText(course), { key: 'enrolled', values: { course } });
    navigate(paths.participant.dashboard.path);
  };
}

export function useRegisterNewParticipant(token: string) {
  const enrolled = useEnrolled();
  return useMutation({
    mutationFn: (body: NewParticipantBodyIn) => call(registrationEndpoints.newParticipant, { params: { token }, body }),
    onSuccess: enrolled,
    onError: (error) => notify.error(failureText(error), writtenTextOf(error)),
  });
}

export function useRegisterExistingParticipant(token: string) {
  const enrolled = useEnrolled();
  return useMutation({
    mutationFn: (body: ExistingParticipantBodyIn) =>
      call(registrationEndpoints.existingParticipant, { params: { token }, body }),
    onSuccess: enrolled,
    onError: (error) => notify.error(failureText(error), writtenTextOf(error)),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => call(registrationEndpoints.forgotPassword, { body }),
    onSuccess: (answer) => notify.success(answer.success),
    onError: (error) => notify.error(failureText(error)),
  });
}

/** Sets the new password; on success 'Password Changed Successfully! Please Login Again.' and the home page. */
export function useResetPassword(token: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call(registrationEndpoints.resetPassword, { params: { token }, body }),
    onSuccess: (answer) => {
      notify.success(answer.success);
      navigate(paths.home.path);
    },
    onError: (error) => notify.error(failureText(error)),
  });
}

/**
 * Follows the link mailed to a new e-mail address (docs/features.md, "Profile"). Every cached read is refreshed
 * after it: a signed-in profile then shows the new address.
 */
export function useConfirmEmailChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(profileEndpoints.confirmEmailChange, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
