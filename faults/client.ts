// HTTP from the fault runner: one call answered as a record (status 0 when no answer came: refused, reset or
// timed out), closed-loop load, and the few API steps the faults need (sign in, a course to post in).
import {
  adminInvitations,
  authEndpoints,
  type EndpointDef,
  participantForum,
  publicEndpoints,
  registrationEndpoints,
} from '@portal/contract';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  body: string;
  retryAfter: string | null;
  /** performance.now() at the start and the end. */
  start: number;
  end: number;
  /** Why no answer came (status 0). */
  error?: string;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The endpoint's path with its `:params` filled in. */
export function pathOf(endpoint: EndpointDef, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

export async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const start = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  try {
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
      headers,
      ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    return {
      status: response.status,
      body,
      retryAfter: response.headers.get('retry-after'),
      start,
      end: performance.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const name = (error as Error).name === 'TimeoutError' ? 'timeout' : (cause?.code ?? (error as Error).message);
    return { status: 0, body: '', retryAfter: null, start, end: performance.now(), error: name };
  }
}

/** `concurrency` loops each calling `next(i)` again as soon as it is answered, until `running()` says stop. */
export async function closedLoop(
  concurrency: number,
  running: () => boolean,
  next: (i: number) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let counter = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (running()) {
        counter += 1;
        answers.push(await next(counter));
      }
    }),
  );
  return answers;
}

/** Whether a body is the one error shape `{ error: string, … }`. */
export function isErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string';
  } catch {
    return false;
  }
}

/** Signs in for a phase's set-up (load shedding does not count the server's start-up lag, so no 503 is expected). */
export async function login(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, authEndpoints.login.path, { json: { email, password } });
  if (answer.status !== 200) throw new Error(`login of ${email}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/** The first course the participant may post in. */
export async function postableCourse(base: string, token: string): Promise<number> {
  const answer = await call(base, participantForum.courses.path, { token });
  const course = (JSON.parse(answer.body) as { courses: { value: number }[] }).courses[0];
  if (answer.status !== 200 || !course) throw new Error(`no course to post in: ${answer.status} ${answer.body}`);
  return course.value;
}

export const paths = {
  login: authEndpoints.login.path,
  createPost: (courseId: number) => pathOf(participantForum.createPost, { courseId }),
  allPosts: participantForum.allPosts.path,
  contact: publicEndpoints.contact.path,
  forgotPassword: registrationEndpoints.forgotPassword.path,
  invite: adminInvitations.send.path,
};
