import http from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next chat-completions request. */
export type StandInBehaviour =
  | { kind: 'stream'; text: string; firstTokenDelayMs?: number }
  | { kind: 'json'; text: string }
  | { kind: 'error'; status: 429 | 500 }
  | { kind: 'drop'; text: string }
  | { kind: 'silent' };

/** A message's content: words, or parts (words and `image_url` pictures). */
export type StandInContent =
  string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];

export interface RecordedRequest {
  path: string;
  body: {
    model?: string;
    messages?: { role: string; content: StandInContent }[];
    stream?: boolean;
    input?: unknown;
  };
}

/** The words of a message's content (its text parts). */
export function textOf(content: StandInContent): string {
  return typeof content === 'string'
    ? content
    : content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** Whether a chat request carries a picture. */
export function hasImageParts(request: RecordedRequest): boolean {
  return (request.body.messages ?? []).some(
    (message) =>
      Array.isArray(message.content) && message.content.some((part) => part.type === 'image_url'),
  );
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
  let refusesImages = false;
  /** Answers to summary requests (null: a 500), in order; then the fallback. */
  const summaryQueue: (string | null)[] = [];
  let summaryFallback = 'Earlier the person talked about their week.';

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
      if (refusesImages && hasImageParts({ path: req.url ?? '', body })) {
        // As a text-only model behind Ollama or vLLM answers a picture.
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: 'image input is not supported by this model',
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      if (!body.stream) {
        // A summary (not streamed): its own queue, so it never takes a reply's behaviour.
        const text = summaryQueue.length > 0 ? summaryQueue.shift()! : summaryFallback;
        if (text === null) {
          answerFailure(res, 500);
          return;
        }
        answerCompletion(res, text);
        return;
      }
      const behaviour = queue.shift() ?? fallback;
      if (behaviour.kind === 'error') {
        answerFailure(res, behaviour.status);
        return;
      }
      if (behaviour.kind === 'silent') return; // never answers: the client must time out
      if (behaviour.kind === 'json') {
        const text = 'text' in behaviour ? behaviour.text : '';
        answerCompletion(res, text);
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
    /** Chat requests with `image_url` parts are answered 400, as by a model without vision. */
    refuseImages: (refuses = true) => (refusesImages = refuses),
    /** Moderation flags inputs containing this word as self-harm. */
    flagSelfHarm: (word: string) => flagged.add(word),
    /** Lets the process exit while it still listens (the bench keeps it until the end). */
    unref: () => {
      server.unref();
      server.on('connection', (socket) => socket.unref());
    },
    /** The replies asked for (streamed chat completions). */
    completions: () =>
      received.filter(
        (request) => request.path.endsWith('/chat/completions') && request.body.stream === true,
      ),
    /** Summaries asked for (chat completions without streaming). */
    summaries: () =>
      received.filter(
        (request) => request.path.endsWith('/chat/completions') && request.body.stream !== true,
      ),
    /** Answers for the next summary requests (null: the provider fails), then the fallback. */
    enqueueSummary: (...texts: (string | null)[]) => summaryQueue.push(...texts),
    setSummaryFallback: (text: string) => (summaryFallback = text),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A whole (not streamed) completion with `text`. */
function answerCompletion(res: ServerResponse, text: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    }),
  );
}

/** The provider failing with `status`, in OpenAI's error shape. */
function answerFailure(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
}
