import { reconnectDelayMs } from '@parlor/contracts';
import WebSocket from 'ws';
import type { SocketUser } from './seed';

/**
 * One simulated browser tab per user: a WebSocket at `/api/ws` with the user's bearer token
 * that reconnects as the web app does (the product's own `reconnectDelayMs`) and, after each
 * `ready` that follows a lost connection, catches up on its open chat by `after_seq` as the
 * chat page does. Frames are not parsed unless someone listens for messages.
 */
export interface Tab {
  user: SocketUser;
  socket: WebSocket | null;
  isReady: boolean;
  attempt: number;
  /** Highest seq of its open chat it has seen (catch-up reads after it). */
  lastSeq: number;
}

export interface FleetEvents {
  /** A `ready` frame; `isReconnect` when the tab had lost a connection before. */
  onReady(tab: Tab, isReconnect: boolean): void;
  /** A `message` frame of the tab's open chat (only for tabs in `listening`). */
  onMessage(
    tab: Tab,
    frame: { topic_id: number; message: { seq: number | null; content: string } },
  ): void;
}

/**
 * The loopback address a tab connects from. One source address has 28 000 ephemeral ports
 * (Linux's default range); a storm of 19 000 tabs reconnecting while their old connections
 * still held ports ran out of them (only 17 683 came back), so tabs spread over four of
 * 127.0.0.0/8's addresses, all of which are this machine.
 */
function sourceAddressOf(n: number): string {
  return `127.0.0.${1 + (n % 4)}`;
}

export class Fleet {
  readonly tabs: Tab[];
  private readonly url: string;
  private stopped = false;
  readonly listening = new Set<number>();

  constructor(
    baseUrl: string,
    users: SocketUser[],
    public events: FleetEvents,
  ) {
    this.url = `${baseUrl.replace(/^http/, 'ws')}/api/ws`;
    this.tabs = users.map((user) => ({
      user,
      socket: null,
      isReady: false,
      attempt: 0,
      lastSeq: 0,
    }));
  }

  /** Opens every tab, at most `inFlight` handshakes at once; resolves when all are ready. */
  async openAll(inFlight: number): Promise<void> {
    let next = 0;
    const work = async () => {
      while (next < this.tabs.length) {
        const tab = this.tabs[next++]!;
        await new Promise<void>((resolve) => this.connect(tab, resolve));
      }
    };
    await Promise.all(Array.from({ length: inFlight }, work));
  }

  readyCount(): number {
    let count = 0;
    for (const tab of this.tabs) if (tab.isReady) count += 1;
    return count;
  }

  /** Closes every socket for good. */
  close(): void {
    this.stopped = true;
    for (const tab of this.tabs) tab.socket?.terminate();
  }

  private connect(tab: Tab, onFirstReady?: () => void): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.url, {
      headers: { authorization: `Bearer ${tab.user.token}` },
      perMessageDeflate: false,
      localAddress: sourceAddressOf(tab.user.n),
    });
    tab.socket = socket;
    const isReconnect = tab.attempt > 0;
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (!tab.isReady && text.includes('"type":"ready"')) {
        tab.isReady = true;
        tab.attempt = 0;
        this.events.onReady(tab, isReconnect);
        onFirstReady?.();
        onFirstReady = undefined;
        return;
      }
      if (!this.listening.has(tab.user.n) || !text.includes('"type":"message"')) return;
      const frame = JSON.parse(text) as Parameters<FleetEvents['onMessage']>[1];
      if (frame.topic_id !== tab.user.topicId) return;
      if (frame.message.seq !== null) tab.lastSeq = Math.max(tab.lastSeq, frame.message.seq);
      this.events.onMessage(tab, frame);
    });
    const lost = () => {
      if (tab.socket !== socket) return;
      tab.socket = null;
      tab.isReady = false;
      if (this.stopped) return;
      const delay = reconnectDelayMs(tab.attempt, Math.random());
      tab.attempt += 1;
      setTimeout(() => this.connect(tab, onFirstReady), delay);
    };
    socket.on('close', lost);
    socket.on('error', () => socket.terminate());
    socket.on('unexpected-response', () => socket.terminate());
  }
}
