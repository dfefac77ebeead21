// A stand-in for the server in component tests: answers `fetch` per contract endpoint, never the network.
import { buildPath, type EndpointDef } from '@portal/contract';
import { vi } from 'vitest';

/** An HTTP answer, a dropped connection, or a call that never answers (to observe pending states). */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error' | 'never';

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? `${input.pathname}${input.search}` : input.url;
}

/**
 * Stubs `fetch`. `on(endpoint, answer)` queues an answer for that endpoint (the last one repeats); a call to
 * anything else fails the test. `calls` lists what was asked, with the parsed JSON body.
 */
export function fakeApi() {
  const answers = new Map<string, FakeAnswer[]>();
  const calls: { method: string; url: string; body: unknown; headers: Headers }[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = urlOf(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, headers: new Headers(init?.headers) });
    const key = `${method} ${url.split('?')[0]}`;
    const queue = answers.get(key);
    if (!queue?.length) throw new Error(`fakeApi: no answer for ${key}`);
    const answer = queue.length > 1 ? (queue.shift() as FakeAnswer) : (queue[0] as FakeAnswer);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return jsonResponse(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetch: fetchMock,
    on(endpoint: EndpointDef, answer: FakeAnswer, params?: Record<string, string | number>) {
      const key = `${endpoint.method} ${buildPath(endpoint.path, params)}`;
      answers.set(key, [...(answers.get(key) ?? []), answer]);
      return this;
    },
  };
}
