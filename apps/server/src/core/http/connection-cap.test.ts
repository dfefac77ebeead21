// The connection cap (SECURITY.md RE5, MAX_CONNECTIONS): past the cap a new connection is closed as it arrives,
// without an answer, and one is taken again once a held connection ends. Real sockets on a listening app.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '#server/testing/processes.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { MAX_CONNECTIONS_DEFAULT } from '../../config.ts';

/** Opens a connection, sends a health request, and resolves with whatever came back before it closed. */
function ask(port: number): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

/** A connection that is open and says nothing (a slow client holding its place). */
function hold(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('connection cap', () => {
  let t: TestApp;
  let port: number;
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { MAX_CONNECTIONS: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection past MAX_CONNECTIONS unanswered, and answers again once one ends', async () => {
    expect(await ask(port)).toMatch(/^HTTP\/1\.1 200 /);
    const held = [await hold(port), await hold(port)];
    try {
      expect(await eventually(async () => (await connections()) === 2)).toBe(true);
      expect(await ask(port)).toBe('');
      held[0]?.destroy();
      expect(await eventually(async () => (await connections()) === 1)).toBe(true);
      expect(await ask(port)).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('caps by default, and not at all with MAX_CONNECTIONS=0', async () => {
    const byDefault = await buildTestApp({ seed: false });
    const uncapped = await buildTestApp({ seed: false, env: { MAX_CONNECTIONS: '0' } });
    try {
      expect(byDefault.app.server.maxConnections).toBe(MAX_CONNECTIONS_DEFAULT);
      expect(uncapped.app.server.maxConnections).toBeUndefined();
    } finally {
      await Promise.all([byDefault.close(), uncapped.close()]);
    }
  });
});
