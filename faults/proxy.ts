// A TCP proxy between the server and PostgreSQL for the slow-database fault (RE4): it passes bytes through,
// delays every chunk from the database by a fixed latency, or stalls both directions (a black hole: nothing
// moves, as in a network partition, and TCP delivers what waited once it ends). node `net` only.
import net from 'node:net';

export type ProxyMode = { kind: 'pass' } | { kind: 'latency'; ms: number } | { kind: 'stall' };

export interface Proxy {
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startProxy(target: { host: string; port: number }): Promise<Proxy> {
  let mode: ProxyMode = { kind: 'pass' };
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    // Chunks from the database leave in order, each no earlier than its arrival plus the latency.
    let lastDue = 0;
    upstream.on('data', (chunk) => {
      if (mode.kind !== 'latency') return void client.write(chunk);
      const due = Math.max(performance.now() + mode.ms, lastDue);
      lastDue = due;
      setTimeout(() => client.writable && client.write(chunk), due - performance.now());
    });
    client.on('data', (chunk) => upstream.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (mode.kind === 'stall') {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    setMode(next) {
      mode = next;
      for (const { client, upstream } of pairs) {
        if (next.kind === 'stall') {
          client.pause();
          upstream.pause();
        } else {
          client.resume();
          upstream.resume();
        }
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
