import { FastHttp } from '../fast-http';
import type { Fleet, Tab } from './fleet';

/**
 * Restarts the server under every open socket: each tab's socket drops at once, comes back
 * with the product's backoff and, on its `ready`, reads what its open chat missed
 * (`GET /api/messages/index?after_seq=`), as the chat page does. Answers when every tab is
 * ready again and every catch-up is answered (at most 180 s).
 */
export async function reconnectStorm(options: {
  baseUrl: string;
  fleet: Fleet;
  restart(): Promise<void>;
}): Promise<{
  serverBackSeconds: number;
  allReadySeconds: number;
  allCaughtUpSeconds: number;
  catchUps: number;
  catchUpErrors: number;
  catchUpsPeakPerSecond: number;
  catchUpsPerSecond: number[];
}> {
  const { fleet } = options;
  const http = new FastHttp(options.baseUrl, 128);
  const started = performance.now();
  const perSecond: number[] = [];
  let answered = 0;
  let catchUpErrors = 0;
  const catchUp = async (tab: Tab) => {
    const second = Math.floor((performance.now() - started) / 1000);
    perSecond[second] = (perSecond[second] ?? 0) + 1;
    const answer = await http
      .request('GET', `/api/messages/index?topic_id=${tab.user.topicId}&after_seq=${tab.lastSeq}`, {
        token: tab.user.token,
      })
      .catch(() => ({ status: 0, text: '' }));
    if (answer.status !== 200) catchUpErrors += 1;
    answered += 1;
  };
  let returned = 0;
  fleet.events = {
    ...fleet.events,
    onReady: (tab, isReconnect) => {
      if (!isReconnect) return;
      returned += 1;
      void catchUp(tab);
    },
  };
  await options.restart();
  const serverBackSeconds = (performance.now() - started) / 1000;
  const deadline = started + 180_000;
  const total = fleet.tabs.length;
  while (fleet.readyCount() < total && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const allReadySeconds = (performance.now() - started) / 1000;
  while (answered < returned && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const allCaughtUpSeconds = (performance.now() - started) / 1000;
  http.close();
  const counts = Array.from(perSecond, (count) => count ?? 0);
  if (fleet.readyCount() < total) {
    throw new Error(`only ${fleet.readyCount()} of ${total} sockets were ready again after 180 s`);
  }
  return {
    serverBackSeconds,
    allReadySeconds,
    allCaughtUpSeconds,
    catchUps: answered,
    catchUpErrors,
    catchUpsPeakPerSecond: Math.max(0, ...counts),
    catchUpsPerSecond: counts,
  };
}
