/**
 * nginx in front of built shops, from the repository's config (deploy/nginx/nordpeak.conf): started as a child
 * process (not a daemon) with a prefix, pid file, logs and temp directories of its own in a temporary directory, on a
 * free port, with the config's upstream servers replaced by the given instances' ports (everything else verbatim).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../../scripts/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The repository's nginx config. */
export const nginxConfig = path.join(root, 'deploy', 'nginx', 'nordpeak.conf');

/** Debian's nginx binary (`apt-get install nginx-light`), or NGINX_PATH. */
export function nginxBinary(): string {
  const binary = process.env.NGINX_PATH || '/usr/sbin/nginx';
  if (!existsSync(binary))
    throw new Error(`nginx is not installed (${binary}): apt-get install -y nginx-light, or set NGINX_PATH`);
  return binary;
}

/** A running nginx. */
export interface NginxProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** nginx's error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

/** The repository config with `listen` on `port` and one upstream `server` line per instance port. */
export function configFor(port: number, upstreamPorts: number[]): string {
  const site = readFileSync(nginxConfig, 'utf8');
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+(.*);$/gm)];
  if (servers.length === 0 || !/^\s*listen 80;$/m.test(site))
    throw new Error(`${nginxConfig}: no upstream server lines or no 'listen 80;'`);
  const [, indent, options] = servers[0]!;
  const upstream = upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${options};`).join('\n');
  return site
    .replace(/^\s*server 127\.0\.0\.1:\d+.*;\n/gm, '')
    .replace(/^(\s*upstream nordpeak \{\n)/m, `$1${upstream}\n`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

/** Starts nginx from the repository config in front of the instances on `upstreamPorts`; waits until /livez answers. */
export async function startNginx(upstreamPorts: number[]): Promise<NginxProcess> {
  const binary = nginxBinary();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'nordpeak-nginx-'));
  // nginx's workers (user nobody when started as root) create their temp files below it.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'nordpeak.conf'), configFor(port, upstreamPorts));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      // Two connections per proxied request: a flash sale's open-loop load holds thousands at once.
      'events { worker_connections 8192; }',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`),
      `  include ${dir}/nordpeak.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () =>
    stderr + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = async () => {
    // SIGQUIT: graceful stop of the master and its workers.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/livez`, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${errors()}`);
  }
  return { base, port, child, errors, stop };
}
