import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process-testing';

/** Where Debian's `nginx` package puts the binary (CI installs it; tests skip without it). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) =>
  fs.existsSync(file),
);

/**
 * The proxying part of the set-up README.md documents: WebSocket upgrade passed on, the
 * client's address appended to X-Forwarded-For, no sticky sessions (round robin; a refused
 * connection moves on to the next instance).
 */
export function parlorLocation(options: { upstream: string; proxyBind?: string }): string {
  return `
    location / {
      proxy_pass http://${options.upstream};
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      client_max_body_size 26m;
      ${options.proxyBind ? `proxy_bind ${options.proxyBind};` : ''}
    }`;
}

export interface Nginx {
  url: string;
  port: number;
  /** nginx's error log so far (for a failing test's message). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx as this user in front of `upstreamPorts` on 127.0.0.1: its config, pid file,
 * logs and temp directories in a temp directory of its own, listening on a free port of
 * 127.0.0.1. `proxyBind` is the address nginx connects to the instances from (a second
 * loopback address tells the proxy apart from a client on 127.0.0.1).
 */
export async function startNginx(options: {
  upstreamPorts: number[];
  proxyBind?: string;
}): Promise<Nginx> {
  if (!nginxBinary) throw new Error('nginx is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-nginx-'));
  const port = await freePort();
  const servers = options.upstreamPorts
    .map((upstreamPort) => `server 127.0.0.1:${upstreamPort} max_fails=1 fail_timeout=10s;`)
    .join('\n      ');
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream parlor {
      ${servers}
  }
  server {
    listen 127.0.0.1:${port};
    ${parlorLocation({ upstream: 'parlor', proxyBind: options.proxyBind })}
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return stderr + (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 200 && child.exitCode === null; attempt += 1) {
    if (await isListening(port)) return { url: `http://127.0.0.1:${port}`, port, errorLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = errorLog();
  await stop();
  throw new Error(`nginx did not start:\n${log}`);
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
