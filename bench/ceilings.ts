import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { CeilingWork } from '../apps/server/src/modules/chat/ceiling-statements';
import { startCpuCount, type CpuPerRequest } from './cpu-time';
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

/** Starts `source` as a node process (like the server, its own process); resolves once it listens. */
async function startChildServer(
  name: string,
  source: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child: ChildProcess = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

/** Runs `source` as a node process until `use` is done. */
async function withChildServer<T>(
  name: string,
  source: string,
  env: Record<string, string>,
  use: (child: ChildProcess) => Promise<T>,
): Promise<T> {
  const child = await startChildServer(name, source, env);
  try {
    return await use(child);
  } finally {
    child.kill('SIGTERM');
  }
}

/** A bare node:http server answering a small JSON body, in its own process like the server. */
export function bareHttpCeiling(port: number, options: LoadOptions): Promise<LoadResult> {
  return withChildServer('bare server', bareServerSource, { PORT: String(port) }, async () => {
    const http = new FastHttp(`http://127.0.0.1:${port}`, options.connections);
    try {
      return await runLoad(options, async () => {
        await http.expect(200, 'GET', '/');
      });
    } finally {
      http.close();
    }
  });
}

/**
 * The least a Node server does for a request whose database work is one statement: node:http
 * reads the request (the statement's values as a JSON array), `pg` runs the prepared statement
 * on a pool of one connection per load connection, and the row is written back as JSON with
 * its json columns as PostgreSQL sent them (nothing parsed, nothing presented). No framework,
 * authentication, validation or access check.
 */
const nodeFloorSource = `
const http = require('node:http');
const pg = require(process.env.FLOOR_PG);
const statement = JSON.parse(process.env.FLOOR_STATEMENT);
const asText = { getTypeParser: () => (value) => value };
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: Number(process.env.FLOOR_CONNECTIONS), types: asText });
pool.on('error', () => undefined);
const isJson = (field) => field.dataTypeID === 114 || field.dataTypeID === 3802;
http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', async () => {
    try {
      const result = await pool.query({ name: statement.name, text: statement.text, values: JSON.parse(body), rowMode: 'array' });
      const row = result.rows[0] ?? [];
      const answer = '[' + row.map((value, i) => (value === null ? 'null' : isJson(result.fields[i]) ? value : JSON.stringify(value))).join(',') + ']';
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) });
      response.end(answer);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('ready'));
`;

/**
 * The Node floor server (`nodeFloorSource`) for the statement of `work`, listening on `port`
 * until killed: a request is POST / with the statement's values (`valuesOf`) as its body.
 */
export function startNodeFloor(
  port: number,
  databaseUrl: string,
  work: CeilingWork,
  connections: number,
): Promise<ChildProcess> {
  const { name, text } = work.statement;
  return startChildServer('node floor server', nodeFloorSource, {
    PORT: String(port),
    FLOOR_PG: createRequire(import.meta.url).resolve('pg'),
    FLOOR_STATEMENT: JSON.stringify({ name, text }),
    FLOOR_DATABASE_URL: databaseUrl,
    FLOOR_CONNECTIONS: String(connections),
  });
}

/**
 * The Node floor of a database scenario: `nodeFloorSource` serving the scenario's statement
 * with each request's values, loaded like the scenario (same connections, same load
 * generator). Answers the load result and the CPU per request of the floor server, the load
 * generator and the database's backends.
 */
export async function nodeFloorCeiling(
  port: number,
  databaseUrl: string,
  databaseName: string,
  workOf: (worker: number, index: number) => CeilingWork,
  options: LoadOptions,
): Promise<LoadResult & { cpu?: CpuPerRequest }> {
  const child = await startNodeFloor(port, databaseUrl, workOf(0, 0), options.connections);
  const http = new FastHttp(`http://127.0.0.1:${port}`, options.connections);
  let cpuCount: ReturnType<typeof startCpuCount> | undefined;
  try {
    const result = await runLoad(
      {
        ...options,
        onMeasurementStart: () => (cpuCount = startCpuCount(child.pid ?? 0, databaseName)),
      },
      async (index, worker) => {
        await http.expect(200, 'POST', '/', { body: valuesOf(workOf(worker, index)) });
      },
    );
    return { ...result, cpu: cpuCount?.stop(result.requests) };
  } finally {
    http.close();
    child.kill('SIGTERM');
  }
}
