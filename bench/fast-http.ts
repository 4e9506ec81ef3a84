import net from 'node:net';

/**
 * The load generator's HTTP client: HTTP/1.1 written and read by hand over keep-alive TCP
 * sockets (one per concurrent worker). The load generator shares the machine's cores with
 * the server and PostgreSQL, so its own CPU per request is taken from the server's: node:http's
 * client (request and response objects, streams, events per request) cost about as much as a
 * third of the server's work. This one writes one buffer per request and reads the status, the
 * length and the body's text, as C load generators do (wrk, h2load) and as pgbench does on the
 * ceiling's side. It speaks what the server answers: a `content-length` or a chunked body.
 */

interface Answer {
  status: number;
  text: string;
}

const headerEnd = Buffer.from('\r\n\r\n');
const lineEnd = Buffer.from('\r\n');
const timeoutMs = 30_000;

/** A body's end in `buffer` from `start`: its text and where the next answer begins. */
type BodyParser = (buffer: Buffer, start: number) => { text: string; end: number } | undefined;

const fixedLength =
  (length: number): BodyParser =>
  (buffer, start) =>
    buffer.length < start + length
      ? undefined
      : { text: buffer.toString('utf8', start, start + length), end: start + length };

/** A chunked body (no trailers: the server sends none). */
const chunked: BodyParser = (buffer, start) => {
  const parts: Buffer[] = [];
  let position = start;
  for (;;) {
    const sizeEnd = buffer.indexOf(lineEnd, position);
    if (sizeEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', position, sizeEnd), 16);
    if (!Number.isFinite(size)) throw new Error('malformed chunk size');
    const dataStart = sizeEnd + 2;
    if (buffer.length < dataStart + size + 2) return undefined;
    if (size === 0) return { text: Buffer.concat(parts).toString('utf8'), end: dataStart + 2 };
    parts.push(buffer.subarray(dataStart, dataStart + size));
    position = dataStart + size + 2;
  }
};

/** One keep-alive socket carrying one request at a time. */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting?: {
    resolve: (answer: Answer) => void;
    reject: (error: Error) => void;
    timer: NodeJS.Timeout;
  };
  closed = false;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.received(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  send(request: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new Error(`request timed out after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      this.waiting = { resolve, reject, timer };
      this.socket.write(request);
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf(headerEnd);
    if (headEnd < 0 || !this.waiting) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
    let body: ReturnType<BodyParser>;
    try {
      if (length) body = fixedLength(Number(length[1]))(this.buffer, headEnd + 4);
      else if (/\r\ntransfer-encoding:[ \t]*chunked/i.test(head))
        body = chunked(this.buffer, headEnd + 4);
      else throw new Error(`an answer without a length: ${head.split('\r\n')[0]}`);
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (!body) return;
    this.buffer = this.buffer.subarray(body.end);
    const { resolve, timer } = this.waiting;
    this.waiting = undefined;
    clearTimeout(timer);
    if (/\r\nconnection:[ \t]*close/i.test(head)) this.close();
    resolve({ status, text: body.text });
  }

  private fail(error: Error): void {
    this.closed = true;
    this.socket.destroy();
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
  }
}

export class FastHttp {
  private readonly host: string;
  private readonly port: number;
  private readonly idle: Connection[] = [];
  private readonly open = new Set<Connection>();
  private readonly queued: ((connection: Connection) => void)[] = [];

  constructor(
    baseUrl: string,
    private readonly connections: number,
  ) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  /**
   * Sends one request and answers the status and the body's text. Like other load
   * generators it does not parse the body: that would spend the cores the server runs on.
   */
  async request(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\naccept: application/json\r\n`;
    if (options.token) head += `authorization: Bearer ${options.token}\r\n`;
    if (payload !== undefined) {
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    }
    const bytes = Buffer.from(`${head}\r\n${payload ?? ''}`);
    const connection = await this.acquire();
    try {
      return await connection.send(bytes);
    } finally {
      this.release(connection);
    }
  }

  /** Throws unless the answer has the expected status (the bench counts it as an error). */
  async expect(
    status: number,
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<void> {
    const response = await this.request(method, path, options);
    if (response.status !== status) {
      throw new Error(
        `${method} ${path}: expected ${status}, got ${response.status} ${response.text.slice(0, 200)}`,
      );
    }
  }

  close(): void {
    for (const connection of this.open) connection.close();
    this.open.clear();
    this.idle.length = 0;
  }

  private acquire(): Promise<Connection> {
    let idle = this.idle.pop();
    while (idle?.closed) {
      this.open.delete(idle);
      idle = this.idle.pop();
    }
    if (idle) return Promise.resolve(idle);
    if (this.open.size < this.connections) {
      const connection = new Connection(this.host, this.port);
      this.open.add(connection);
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => this.queued.push(resolve));
  }

  private release(connection: Connection): void {
    if (connection.closed) {
      this.open.delete(connection);
      const next = this.queued.shift();
      if (next) void this.acquire().then(next);
      return;
    }
    const next = this.queued.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }
}
