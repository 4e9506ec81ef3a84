import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next chat-completions request. */
export type StandInBehaviour =
  | { kind: 'stream'; text: string; firstTokenDelayMs?: number }
  | { kind: 'json'; text: string }
  | { kind: 'error'; status: 429 | 500 }
  | { kind: 'drop'; text: string }
  | { kind: 'silent' };

export interface RecordedRequest {
  path: string;
  body: { messages?: { role: string; content: string }[]; stream?: boolean; input?: unknown };
}

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (JSON and SSE streaming,
 * errors, a slow first byte, a dropped stream) and the moderation endpoint. It records what
 * it received. A test stand-in for a real provider, not a mock of the client.
 */
export async function startOpenAiStandIn() {
  const received: RecordedRequest[] = [];
  const queue: StandInBehaviour[] = [];
  let fallback: StandInBehaviour = { kind: 'stream', text: 'I hear you. What happened next?' };
  const flagged = new Set<string>();

  const chunk = (delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-standin',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as RecordedRequest['body'];
      received.push({ path: req.url ?? '', body });
      if (req.url?.endsWith('/moderations')) {
        const input = JSON.stringify(body.input ?? '');
        const isSelfHarm = [...flagged].some((word) => input.includes(word));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'modr-standin',
            model: 'omni-moderation-latest',
            results: [
              {
                flagged: isSelfHarm,
                categories: { 'self-harm/intent': isSelfHarm },
                category_scores: { 'self-harm/intent': isSelfHarm ? 0.99 : 0 },
              },
            ],
          }),
        );
        return;
      }
      const behaviour = queue.shift() ?? fallback;
      if (behaviour.kind === 'error') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
        return;
      }
      if (behaviour.kind === 'silent') return; // never answers: the client must time out
      if (behaviour.kind === 'json' || !body.stream) {
        const text = 'text' in behaviour ? behaviour.text : '';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-standin',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'stand-in',
            choices: [
              { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
            ],
          }),
        );
        return;
      }
      const words = behaviour.text.match(/\S+\s*/g) ?? [];
      const delay = behaviour.kind === 'stream' ? (behaviour.firstTokenDelayMs ?? 0) : 0;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk({ role: 'assistant', content: '' }));
        let index = 0;
        const next = () => {
          if (behaviour.kind === 'drop' && index === Math.ceil(words.length / 2)) {
            res.socket?.destroy(); // the connection breaks mid-reply
            return;
          }
          if (index < words.length) {
            res.write(chunk({ content: words[index]! }));
            index += 1;
            setTimeout(next, 5);
            return;
          }
          res.write(chunk({}, 'stop'));
          res.end('data: [DONE]\n\n');
        };
        next();
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** Behaviours for the next requests, in order; then the fallback. */
    enqueue: (...behaviours: StandInBehaviour[]) => queue.push(...behaviours),
    setFallback: (behaviour: StandInBehaviour) => (fallback = behaviour),
    /** Moderation flags inputs containing this word as self-harm. */
    flagSelfHarm: (word: string) => flagged.add(word),
    /** Lets the process exit while it still listens (the bench keeps it until the end). */
    unref: () => {
      server.unref();
      server.on('connection', (socket) => socket.unref());
    },
    completions: () => received.filter((request) => request.path.endsWith('/chat/completions')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
