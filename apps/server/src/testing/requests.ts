// Requests of a signed-in test person through app.inject: a JSON call, or a multipart form, answered as
// `{ status, body }` with the body parsed.
import type { FastifyInstance } from 'fastify';
import type { Person } from './factories.ts';
import type { MultipartBody } from './multipart.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the route answered
  body: any;
}

export function requester(app: () => FastifyInstance) {
  return {
    /** A JSON call (no body for GET, or when `payload` is left out). */
    async call(person: Person, method: Method, url: string, payload?: object): Promise<Answer> {
      const response = await app().inject({ method, url, headers: person.headers, ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json() };
    },
    /** A multipart form (see multipart.ts). */
    async sendForm(person: Person, method: 'POST' | 'PATCH', url: string, form: MultipartBody): Promise<Answer> {
      const response = await app().inject({
        method,
        url,
        headers: { ...person.headers, ...form.headers },
        payload: form.payload,
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
