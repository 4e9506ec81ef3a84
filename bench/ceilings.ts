import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { CeilingWork } from '../apps/server/src/modules/chat/ceiling-statements';
import { FastHttp } from './fast-http';
import { runLoad, type LoadOptions, type LoadResult } from './load';

/**
 * The ceilings a scenario is measured against, in the same run and with the same
 * concurrency: the server's own statement for the request through `pg` (the driver ceiling;
 * pgbench.ts runs the same through pgbench) and a bare node:http JSON answer.
 */

async function withClients<T>(
  databaseUrl: string,
  count: number,
  use: (clients: pg.Client[]) => Promise<T>,
): Promise<T> {
  const clients = Array.from(
    { length: count },
    () => new pg.Client({ connectionString: databaseUrl }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    return await use(clients);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** The statement's values for one request, in parameter order. */
export function valuesOf(work: CeilingWork): unknown[] {
  return work.statement.parameters.map((parameter) =>
    'fixed' in parameter ? parameter.fixed : work.values[parameter.name],
  );
}

/**
 * The driver ceiling: the scenario's statement (ceiling-statements.ts) with each request's
 * values, prepared by name, through `pg` from this process, one client per connection.
 */
export function driverCeiling(
  databaseUrl: string,
  workOf: (worker: number, index: number) => CeilingWork,
  options: LoadOptions,
): Promise<LoadResult> {
  return withClients(databaseUrl, options.connections, (clients) =>
    runLoad(options, async (index, worker) => {
      const work = workOf(worker, index);
      await clients[worker]!.query({
        name: work.statement.name,
        text: work.statement.text,
        values: valuesOf(work),
      });
    }),
  );
}

const bareServerSource = `
const http = require('node:http');
const body = JSON.stringify({ status: 'OK', payload: { name: 'Parlor', ok: true } });
http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('ready'));
`;

/** A bare node:http server answering a small JSON body, in its own process like the server. */
export async function bareHttpCeiling(port: number, options: LoadOptions): Promise<LoadResult> {
  const child: ChildProcess = spawn(process.execPath, ['-e', bareServerSource], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    const http = new FastHttp(`http://127.0.0.1:${port}`, options.connections);
    try {
      return await runLoad(options, async () => {
        await http.expect(200, 'GET', '/');
      });
    } finally {
      http.close();
    }
  } finally {
    child.kill('SIGTERM');
  }
}
