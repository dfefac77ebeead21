// The request helpers against the error catalogue (docs/features.md, pieces every area shares), one row per answer.

import { authEndpoints, defineEndpoint, IdString, SuccessBody } from '@portal/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '#web/testing/fake-api.ts';
import {
  ApiError,
  deleteWithDialog,
  download,
  type EndpointRoute,
  read,
  readTrusted,
  upload,
  uploadFormText,
  WRITE_TEXTS,
  write,
  writeTrusted,
} from './api.ts';
import { createQueryClient } from './query-client.ts';
import { bindSession } from './session.ts';
import { notify } from './toast.ts';

const SERVER = 'Text from the server';

const deletePost = defineEndpoint({
  method: 'DELETE',
  changes: 'work',
  path: '/api/test/posts/:postId',
  access: 'participant',
  summary: 'test delete',
  params: z.object({ postId: IdString }),
  body: z.object({ id: z.string() }),
  responses: { 200: SuccessBody },
});
const downloadFile = defineEndpoint({
  method: 'POST',
  changes: 'none',
  path: '/api/test/files/:fileId/download',
  access: 'participant',
  summary: 'test download',
  params: z.object({ fileId: IdString }),
  responses: { 200: z.object({ url: z.string() }) },
});
const uploadFile = defineEndpoint({
  method: 'POST',
  changes: 'work',
  path: '/api/test/upload/:assignmentId',
  access: 'participant',
  summary: 'test upload',
  params: z.object({ assignmentId: IdString }),
  multipart: { file: { field: 'assignment_file', rule: 'document', required: true }, json: z.object({}) },
  responses: { 200: SuccessBody },
});

/** `fetch` answering once with `status` and `{error: SERVER}`, or failing like a dropped connection (status 0). */
function answer(status: number, body: unknown = { error: SERVER }) {
  const fetchMock = vi.fn(async () => {
    if (status === 0) throw new TypeError('Failed to fetch');
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let errorToast: ReturnType<typeof vi.spyOn>;
let successToast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  bindSession({ queryClient: createQueryClient(), navigate });
  errorToast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  successToast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The read catalogue: 401 is covered on its own below. */
const READ_CASES = [
  { status: 400, text: SERVER, toasted: true },
  { status: 403, text: 'Access denied', toasted: true },
  { status: 500, text: 'Internal Server Error', toasted: true },
  { status: 404, text: SERVER, toasted: false },
  { status: 0, text: 'Network Connection Error', toasted: false },
];

describe('read', () => {
  it.each(READ_CASES)('answers $status with "$text"', async ({ status, text, toasted }) => {
    answer(status);
    const error = await failureOf(() => read(authEndpoints.participantAuth));
    expect(error.message).toBe(text);
    if (toasted) expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
    else expect(errorToast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 clears the auth cookies and the cache and goes to / without a toast', async () => {
    Cookies.set('auth_token', 'stale', { path: '/' });
    Cookies.set('participant_id', '7', { path: '/' });
    Cookies.set('participant_email', 'p@demo.test', { path: '/' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['cached'], 'data');
    bindSession({ queryClient, navigate });
    answer(401);
    await failureOf(() => read(authEndpoints.participantAuth));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(Cookies.get('participant_id')).toBeUndefined();
    expect(Cookies.get('participant_email')).toBeUndefined();
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('sends the Bearer token of the auth_token cookie and parses the answer', async () => {
    Cookies.set('auth_token', 'tok123', { path: '/' });
    const fetchMock = answer(200, { id: 3, email: 'p@demo.test', user_type: 2 });
    await expect(read(authEndpoints.participantAuth)).resolves.toEqual({ id: 3, email: 'p@demo.test', user_type: 2 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/participant/user/auth');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok123');
  });

  it('turns an answer off the contract into "Something Went Wrong!"', async () => {
    answer(200, { unexpected: true });
    const error = await failureOf(() => read(authEndpoints.participantAuth));
    expect(error.message).toBe('Something Went Wrong!');
  });
});

describe("readTrusted (the home page's reads, without schemas)", () => {
  const isLogined: EndpointRoute<typeof authEndpoints.isLogined> = { method: 'GET', path: '/api/user/is_logined' };

  it.each(READ_CASES)('answers $status with "$text", as read does', async ({ status, text, toasted }) => {
    answer(status);
    const error = await failureOf(() => readTrusted(isLogined));
    expect(error.message).toBe(text);
    if (toasted) expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
    else expect(errorToast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 clears the auth cookies and goes to / without a toast, as read does', async () => {
    Cookies.set('auth_token', 'stale', { path: '/' });
    answer(401);
    await failureOf(() => readTrusted(isLogined));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('sends the Bearer token and the query, and answers the JSON as the server sent it', async () => {
    Cookies.set('auth_token', 'tok123', { path: '/' });
    const user = [{ avatar: null, name: 'Ayesha', user_type: 'Participant' }];
    const fetchMock = answer(200, user);
    await expect(readTrusted(isLogined)).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/is_logined');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok123');
  });

  it('turns a 2xx answer that is not JSON into "Something Went Wrong!"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy page</html>', { status: 200 })),
    );
    const error = await failureOf(() => readTrusted(isLogined));
    expect(error.message).toBe('Something Went Wrong!');
    expect(error.kind).toBe('invalid');
  });
});

describe('write', () => {
  const body = { password: 'old', new_password: 'new', confirm_password: 'new' };

  it.each([
    { status: 400, text: SERVER },
    { status: 403, text: 'Access denied' },
    { status: 500, text: 'Internal Server Error!' },
    { status: 0, text: 'Network Connection Error' },
    { status: 409, text: SERVER },
    { status: 413, text: SERVER },
    { status: 415, text: SERVER },
    { status: 429, text: SERVER },
  ])('answers $status with "$text"', async ({ status, text }) => {
    answer(status);
    const error = await failureOf(() => write(authEndpoints.participantChangePassword, { body }));
    expect(error.message).toBe(text);
    expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers another status without a server text with "Something Went Wrong!"', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failureOf(() => write(authEndpoints.participantChangePassword, { body }));
    expect(error.message).toBe('Something Went Wrong!');
  });

  it('answers 401 with "Authintication Error" and goes to /', async () => {
    answer(401);
    const error = await failureOf(() => write(authEndpoints.participantChangePassword, { body }));
    expect(error.message).toBe('Authintication Error');
    expect(errorToast).toHaveBeenCalledWith('Authintication Error');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('toasts the server success text, sends JSON and refreshes the named queries', async () => {
    const queryClient = createQueryClient();
    bindSession({ queryClient, navigate });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const fetchMock = answer(200, { success: 'Password Changed Successfully!' });
    await write(authEndpoints.participantChangePassword, { body, invalidate: [['auth']] });
    expect(successToast).toHaveBeenCalledWith('Password Changed Successfully!');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth'] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/participant/user/me/update_password');
    expect(init.method).toBe('PATCH');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('sends an empty JSON object when the endpoint has no body (logout)', async () => {
    const fetchMock = answer(200, { success: 'Logged out' });
    await write(authEndpoints.participantLogout, { toastSuccess: false });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{}');
    expect(successToast).not.toHaveBeenCalled();
  });

  it('leaves the failure text to the form when told not to toast', async () => {
    answer(400);
    const error = await failureOf(() => write(authEndpoints.participantChangePassword, { body, toastError: false }));
    expect(error.message).toBe(SERVER);
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe("writeTrusted (logout in the work areas' shell, without schemas)", () => {
  const logout: EndpointRoute<typeof authEndpoints.participantLogout> = {
    method: 'POST',
    path: '/api/participant/user/logout',
  };

  it.each([
    { status: 400, text: SERVER },
    { status: 500, text: 'Internal Server Error!' },
    { status: 0, text: 'Network Connection Error' },
  ])('answers $status with "$text" and toasts it, as write does', async ({ status, text }) => {
    answer(status);
    const error = await failureOf(() => writeTrusted(logout));
    expect(error.message).toBe(text);
    expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers 401 with "Authintication Error" and goes to /, as write does', async () => {
    answer(401);
    const error = await failureOf(() => writeTrusted(logout));
    expect(error.message).toBe('Authintication Error');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('sends {} to the route, toasts the success text and answers the JSON as the server sent it', async () => {
    Cookies.set('auth_token', 'tok123', { path: '/' });
    const fetchMock = answer(200, { success: 'Logged out' });
    await expect(writeTrusted(logout)).resolves.toEqual({ success: 'Logged out' });
    expect(successToast).toHaveBeenCalledWith('Logged out');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/participant/user/logout', 'POST', '{}']);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok123');
  });

  it("turns a 2xx answer that is not JSON into the write catalogue's toasted invalid text, as write does", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy page</html>', { status: 200 })),
    );
    const error = await failureOf(() => writeTrusted(logout));
    expect([error.message, error.kind]).toEqual([WRITE_TEXTS.invalid, 'invalid']);
    expect(errorToast).toHaveBeenCalledWith(WRITE_TEXTS.invalid);
    expect(successToast).not.toHaveBeenCalled();
  });
});

describe('upload', () => {
  class FakeXhr {
    static status = 200;
    static body = '';
    static fail = false;
    static last: FakeXhr | undefined;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    sent: unknown;
    private listeners: Record<string, () => void> = {};
    upload = { addEventListener: vi.fn() };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    }
    abort() {}
    send(body: unknown) {
      this.sent = body;
      FakeXhr.last = this;
      queueMicrotask(() => {
        if (FakeXhr.fail) return this.listeners.error?.();
        this.status = FakeXhr.status;
        this.responseText = FakeXhr.body;
        this.listeners.load?.();
      });
    }
  }

  function answerXhr(status: number, body: unknown = { error: SERVER }) {
    FakeXhr.fail = status === 0;
    FakeXhr.status = status;
    FakeXhr.body = JSON.stringify(body);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  const input = () => ({ params: { assignmentId: 4 }, formData: new FormData() });

  it.each([
    { status: 400, text: 'Bad Request!' },
    { status: 403, text: 'Access denied' },
    { status: 500, text: 'Internal Server Error!' },
    { status: 0, text: 'Network Connection Error!' },
    { status: 413, text: SERVER },
    { status: 415, text: SERVER },
  ])('answers $status with "$text"', async ({ status, text }) => {
    answerXhr(status);
    const error = await failureOf(() => upload(uploadFile, input()));
    expect(error.message).toBe(text);
    expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
  });

  it.each([
    { status: 0, text: 'Failed to Fetch!' },
    { status: 413, text: SERVER },
    { status: 500, text: 'Internal Server Error!' },
  ])('gives an upload form $status\'s own text: "$text"', async ({ status, text }) => {
    answerXhr(status);
    const error = await failureOf(() => upload(uploadFile, { ...input(), toastError: false }));
    expect(uploadFormText(error)).toBe(text);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('answers 401 with "Authintication Error" and goes to /', async () => {
    answerXhr(401);
    const error = await failureOf(() => upload(uploadFile, input()));
    expect(error.message).toBe('Authintication Error');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('runs the success on 200 with the endpoint method, URL and Bearer token', async () => {
    Cookies.set('auth_token', 'tok123', { path: '/' });
    answerXhr(200, { success: 'Uploaded Successfully!' });
    await expect(upload(uploadFile, input())).resolves.toEqual({ success: 'Uploaded Successfully!' });
    expect(successToast).toHaveBeenCalledWith('Uploaded Successfully!');
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/test/upload/4');
    expect(FakeXhr.last?.headers.authorization).toBe('Bearer tok123');
  });
});

describe('download', () => {
  it.each([
    { status: 400, text: 'Bad Request!' },
    { status: 403, text: 'Access denied' },
    { status: 404, text: 'File not found!' },
    { status: 500, text: 'Internal Server Error!' },
    { status: 0, text: 'Network Connection Error!' },
  ])('answers $status with "$text"', async ({ status, text }) => {
    answer(status);
    const error = await failureOf(() => download(downloadFile, { params: { fileId: 1 } }));
    expect(error.message).toBe(text);
    expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
  });

  it('answers 401 with "Authintication Error" and goes to /', async () => {
    answer(401);
    const error = await failureOf(() => download(downloadFile, { params: { fileId: 1 } }));
    expect(error.message).toBe('Authintication Error');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('opens the returned url in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    answer(200, { url: '/files/signed-token' });
    await download(downloadFile, { params: { fileId: 1 } });
    expect(open).toHaveBeenCalledWith('/files/signed-token', '_blank', 'noopener,noreferrer');
  });
});

describe('deleteWithDialog', () => {
  const input = { params: { postId: 9 }, body: { id: '9' } };

  it.each([
    { status: 500, text: 'Internal Server Error! Delete action failed.' },
    { status: 403, text: 'Permission Denied. Action Failed' },
    { status: 0, text: 'Network Connection Error!' },
  ])('answers $status with "$text"', async ({ status, text }) => {
    answer(status);
    const error = await failureOf(() => deleteWithDialog(deletePost, input));
    expect(error.message).toBe(text);
    expect(errorToast).toHaveBeenCalledWith(text, expect.any(ApiError));
  });

  it('answers 401 with "Authintication Error! Please Re-login!" and goes to /', async () => {
    answer(401);
    const error = await failureOf(() => deleteWithDialog(deletePost, input));
    expect(error.message).toBe('Authintication Error! Please Re-login!');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('answers 200 with "Deleted Successfully" and sends the JSON body', async () => {
    const fetchMock = answer(200, { success: 'Post deleted' });
    await deleteWithDialog(deletePost, input);
    expect(successToast).toHaveBeenCalledWith('Deleted Successfully');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/test/posts/9');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(init.body as string)).toEqual({ id: '9' });
  });
});
