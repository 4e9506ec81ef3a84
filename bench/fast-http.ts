import http from 'node:http';

/**
 * The load generator's HTTP client: node:http over keep-alive sockets (one per concurrent
 * worker), far cheaper per request than fetch, so the bench process is not the bottleneck.
 */
export class FastHttp {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(baseUrl: string, connections: number) {
    this.url = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  /**
   * Sends one request and answers the status and the body's text. Like other load
   * generators it does not parse the body: that would spend the cores the server runs on.
   */
  request(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; text: string }> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('request timed out after 30 s')));
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
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
    this.agent.destroy();
  }
}
