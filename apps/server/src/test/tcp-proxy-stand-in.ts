import net from 'node:net';

/**
 * A local TCP proxy in front of a server (the shared test Redis), so that a test can stall
 * or cut the connections of one client without touching the server that others use.
 */
export interface TcpProxy {
  /** `redis://127.0.0.1:<port>` (the target's database path kept). */
  url: string;
  /** Holds every byte in both directions, of open and of new connections, until `resume`. */
  stall(): void;
  resume(): void;
  /** Drops every connection and refuses new ones (a server gone) until `restore`. */
  cut(): void;
  restore(): void;
  /** Local ports of the proxy's connections to the target (as the target lists its clients). */
  upstreamPorts(): number[];
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  held: { toUpstream: Buffer[]; toClient: Buffer[] };
}

/** Starts a proxy to the host and port of `targetUrl` (a `redis://` URL). */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<Pair>();
  let isStalled = false;
  let isCut = false;

  const flush = (pair: Pair) => {
    for (const chunk of pair.held.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
  };

  const server = net.createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair: Pair = { client, upstream, held: { toUpstream: [], toClient: [] } };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (isStalled) pair.held.toUpstream.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (isStalled) pair.held.toClient.push(chunk);
      else client.write(chunk);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    stall() {
      isStalled = true;
    },
    resume() {
      isStalled = false;
      for (const pair of pairs) flush(pair);
    },
    cut() {
      isCut = true;
      for (const pair of [...pairs]) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
    },
    restore() {
      isCut = false;
    },
    upstreamPorts() {
      return [...pairs].flatMap((pair) =>
        pair.upstream.localPort ? [pair.upstream.localPort] : [],
      );
    },
    close() {
      for (const pair of [...pairs]) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
