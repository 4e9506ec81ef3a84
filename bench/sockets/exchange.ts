import { FastHttp } from '../fast-http';
import type { Fleet } from './fleet';
import type { SocketPair } from './seed';

/** What waits for its frame: when its POST started. */
interface InFlight {
  startedAt: number;
  resolve(latencyMs: number): void;
}

/**
 * `pairs` topics exchange one message a second each for `seconds` (the sender alternates
 * between owner and guest; the pairs are spread evenly over each second). A message's
 * latency runs from its POST's start to its `message` frame at the other side's socket; one
 * without a frame within 5 s is lost.
 */
export async function exchange(options: {
  baseUrl: string;
  fleet: Fleet;
  pairs: SocketPair[];
  seconds: number;
}): Promise<{
  sent: number;
  latenciesMs: number[];
  /** The run's seconds by their slowest delivery, slowest first (where a tail comes from). */
  slowestSeconds: { second: number; maxMs: number; messages: number }[];
  lost: number;
  errors: number;
  elapsedMs: number;
}> {
  const { fleet, pairs, seconds } = options;
  const http = new FastHttp(options.baseUrl, 64);
  const inFlight = new Map<string, InFlight>();
  for (const pair of pairs) fleet.listening.add(pair.owner.n).add(pair.guest.n);
  fleet.events = {
    ...fleet.events,
    onMessage: (_tab, frame) => {
      const waiting = inFlight.get(frame.message.content);
      if (!waiting) return;
      inFlight.delete(frame.message.content);
      waiting.resolve(performance.now() - waiting.startedAt);
    },
  };
  const latenciesMs: number[] = [];
  const bySecond = Array.from({ length: seconds }, () => ({ maxMs: 0, messages: 0 }));
  let sent = 0;
  let lost = 0;
  let errors = 0;
  const started = performance.now();
  const sleepUntil = (at: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

  const talk = async (pair: SocketPair, index: number) => {
    const offsetMs = (index * 1000) / pairs.length;
    const deliveries: Promise<void>[] = [];
    for (let second = 0; second < seconds; second += 1) {
      await sleepUntil(started + second * 1000 + offsetMs);
      const sender = second % 2 === 0 ? pair.owner : pair.guest;
      const content = `Exchange ${index}-${second}: how is your evening going?`;
      const startedAt = performance.now();
      const delivered = new Promise<number>((resolve, reject) => {
        inFlight.set(content, { startedAt, resolve });
        setTimeout(() => reject(new Error('no frame within 5 s')), 5_000).unref();
      });
      sent += 1;
      deliveries.push(
        delivered.then(
          (latency) => {
            latenciesMs.push(latency);
            const ofSecond = bySecond[second]!;
            ofSecond.maxMs = Math.max(ofSecond.maxMs, latency);
            ofSecond.messages += 1;
          },
          () => {
            inFlight.delete(content);
            lost += 1;
          },
        ),
      );
      const answer = await http
        .request('POST', '/api/messages/create', {
          token: sender.token,
          body: { topic_id: pair.topicId, content },
        })
        .catch(() => ({ status: 0, text: '' }));
      if (answer.status !== 200) {
        errors += 1;
        if (errors <= 3) console.warn(`send failed: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    await Promise.all(deliveries);
  };
  await Promise.all(pairs.map((pair, index) => talk(pair, index)));
  http.close();
  for (const pair of pairs) {
    fleet.listening.delete(pair.owner.n);
    fleet.listening.delete(pair.guest.n);
  }
  const slowestSeconds = bySecond
    .map((ofSecond, second) => ({
      second,
      maxMs: Math.round(ofSecond.maxMs),
      messages: ofSecond.messages,
    }))
    .sort((a, b) => b.maxMs - a.maxMs)
    .slice(0, 8);
  return {
    sent,
    latenciesMs,
    slowestSeconds,
    lost,
    errors,
    elapsedMs: performance.now() - started,
  };
}
