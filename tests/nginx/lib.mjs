// nginx on loopback with the SHIPPED nginx.conf, for tests/nginx/run.mjs, tests/perf and
// scripts/bench.mjs. The config is copied into a temp prefix and only `user`, `pid`, `error_log`,
// `access_log`, `listen`, `root` and the CSP include path are rewritten (each must occur exactly
// once, so a config reshape fails loudly), plus the *_temp_path directives Debian's compiled-in
// defaults would need root for (docs/decisions/0002-nginx-and-headers.md). Only the nginx PIDs started here are
// ever stopped (SIGQUIT, then SIGKILL), also when the process exits or is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '..', '..');
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const SHIPPED_ROOT = '/var/www/example-retouch/current';

const running = new Set(); // child processes we started

export function stopAllSync() {
  for (const child of running) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  running.clear();
}
process.on('exit', stopAllSync);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    stopAllSync();
    process.exit(130);
  });
}

export async function stopNginx(child) {
  if (!running.has(child)) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(child.pid, 'SIGQUIT'); // graceful shutdown of this master only
  } catch {
    /* gone */
  }
  const timer = setTimeout(() => {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 3000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

export function freePort() {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export function nginxHasModule(name) {
  const v = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  return !`${v.stdout}${v.stderr}`.includes(`--without-${name}`);
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The shipped nginx.conf with exactly the test-only substitutions. */
export function testConfig(prefix, port, docroot) {
  let conf = readFileSync(join(REPO, 'nginx.conf'), 'utf8');
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((m) => m === 'client_body' || nginxHasModule(`http_${m}_module`))
    .map((m) => `    ${m}_temp_path ${prefix}/temp/${m};`)
    .join('\n');
  const users = readFileSync('/etc/passwd', 'utf8');
  const userLine = !isRoot() || /^www-data:/m.test(users) ? null : 'user nobody nogroup;';
  const rules = [
    ['user', /^user\s+[^;]+;/gm, userLine],
    ['pid', /^pid\s+[^;]+;/gm, `pid ${prefix}/logs/nginx.pid;`],
    ['error_log', /^error_log\s+[^;]+;/gm, `error_log ${prefix}/logs/error.log info;`],
    ['access_log', /^(\s*)access_log\s+[^;]+;/gm, `$1access_log ${prefix}/logs/access.log;`],
    [
      'listen',
      /^(\s*)listen\s+80\s+default_server;/gm,
      `$1listen 127.0.0.1:${port} default_server;`,
    ],
    [
      'root',
      new RegExp(`^(\\s*)root\\s+${SHIPPED_ROOT.replace(/[./-]/g, '\\$&')};`, 'gm'),
      `$1root ${docroot};`,
    ],
    [
      'csp include',
      new RegExp(
        `^(\\s*)include\\s+${SHIPPED_ROOT.replace(/[./-]/g, '\\$&')}/_nginx/csp\\.conf;`,
        'gm',
      ),
      `$1include ${docroot}/_nginx/csp.conf;`,
    ],
    ['http {', /^http\s*\{/gm, `http {\n${temps}`],
  ];
  for (const [what, re, replacement] of rules) {
    const n = conf.match(re)?.length ?? 0;
    if (n !== 1)
      throw new Error(
        `nginx.conf: expected exactly one "${what}" line in the shipped shape, found ${n}`,
      );
    if (replacement !== null) conf = conf.replace(re, replacement);
  }
  if (/\bdaemon\s+off\s*;/.test(conf))
    throw new Error('nginx.conf must not say "daemon off;" (the runner passes it)');
  return conf;
}

/** nginx on `port` (a free one if none is given), serving `docroot` with the shipped config. */
export async function startNginx(label, docroot, port = 0) {
  const prefix = mkdtempSync(join(tmpdir(), `nginx-spa-test-${label}-`));
  chmodSync(prefix, 0o755);
  for (const d of ['conf', 'logs', 'temp']) mkdirSync(join(prefix, d), { recursive: true });
  port ||= await freePort();
  cpSync(join(REPO, 'nginx'), join(prefix, 'conf', 'nginx'), { recursive: true });
  cpSync('/etc/nginx/mime.types', join(prefix, 'conf', 'mime.types'));
  writeFileSync(join(prefix, 'conf', 'nginx.conf'), testConfig(prefix, port, docroot));
  const args = [
    '-p',
    `${prefix}/`,
    '-c',
    'conf/nginx.conf',
    '-e',
    'logs/error.log',
    '-g',
    'daemon off;',
  ];

  const t = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (t.status !== 0) {
    throw new Error(`nginx -t failed (${label}):\n${t.stdout}${t.stderr}`);
  }
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout.on('data', (b) => (output += b));
  child.stderr.on('data', (b) => (output += b));
  const pidFile = join(prefix, 'logs', 'nginx.pid');
  // A limit, not a wait: the loop returns as soon as nginx answers (slow on a loaded machine).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (existsSync(pidFile) && (await canConnect(port))) {
      return { child, port, prefix, label };
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const log = existsSync(join(prefix, 'logs', 'error.log'))
    ? readFileSync(join(prefix, 'logs', 'error.log'), 'utf8')
    : '';
  await stopNginx(child);
  throw new Error(`nginx (${label}) did not start:\n${output}\n${log}`);
}

export function canConnect(port) {
  return new Promise((res) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      res(true);
    });
    s.once('error', () => res(false));
  });
}

export function makeWorldReadable(dir) {
  chmodSync(dir, 0o755);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) makeWorldReadable(p);
    else chmodSync(p, 0o644);
  }
}
