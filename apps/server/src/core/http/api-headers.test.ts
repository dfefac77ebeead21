// Every API answer says `Cache-Control: no-store` and is a download if opened directly (app.ts), also when the
// request line carries an absolute URL (`GET http://host/api/…`, RFC 9112 3.2.2): Node passes it on as the URL,
// and it reaches the same route.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** The status line and headers of one request sent as raw bytes, the request target as given. */
function rawHead(target: string, authorization: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`,
    );
  });
}

it('sends no-store and a download disposition on an API answer, whether the request line names a path or a URL', async () => {
  const person = await makePerson(t.db, 'participant');
  await makeCourse(t.db, { participants: [person] });
  const path = '/api/participant/forum/all_posts';
  for (const target of [path, `http://127.0.0.1:${port}${path}`]) {
    const head = (await rawHead(target, person.headers.authorization)).toLowerCase();
    expect(head, target).toMatch(/^http\/1\.1 200/);
    expect(head, target).toContain('cache-control: no-store');
    expect(head, target).toContain('content-disposition: attachment; filename="api.json"');
  }
});
