import type { Redis } from 'ioredis';
import type { TcpProxy } from './tcp-proxy-stand-in';

/**
 * `CLIENT KILL ID` of the one pub/sub connection that goes through `proxy` (found by the
 * proxy's local ports in `CLIENT LIST TYPE pubsub`) — never a kill without an ID filter on
 * the shared Redis. Answers the killed connection's id.
 */
export async function killPubSubConnectionBehind(
  direct: Redis,
  proxy: TcpProxy,
  /** Also before it subscribed: the connection named `…bus` while it connects. */
  isEarly = false,
): Promise<string> {
  const ports = new Set(proxy.upstreamPorts());
  const list = String(
    await (isEarly
      ? direct.call('CLIENT', 'LIST')
      : direct.call('CLIENT', 'LIST', 'TYPE', 'pubsub')),
  );
  const ids = list.split('\n').flatMap((line) => {
    const id = /\bid=(\d+)/.exec(line)?.[1];
    const port = Number(/\baddr=\S*:(\d+)/.exec(line)?.[1]);
    const isBus = !isEarly || /\bsub=[1-9]|\bname=\S*bus\b/.test(line);
    return id && ports.has(port) && isBus ? [id] : [];
  });
  if (ids.length !== 1) throw new Error(`expected one pub/sub connection, found ${ids.length}`);
  await direct.call('CLIENT', 'KILL', 'ID', ids[0]!);
  return ids[0]!;
}

/** How many subscribers Redis counts on a channel (its full name, prefix included). */
export async function subscriberCount(direct: Redis, redisChannel: string): Promise<number> {
  const [, count] = (await direct.pubsub('NUMSUB', redisChannel)) as [string, number];
  return Number(count);
}
