#!/usr/bin/env node
// Real-nginx suite for nginx.conf + nginx/*.conf (`npm run test:nginx`, after `npm run build`).
//
// 1. Copies the repo's dist/ into a temp prefix (mktemp -d, chmod 755) and adds fixtures the build
//    may not have (builds/latest.json, sitemap.xml, a prerendered page, a .gz probe, a verification
//    txt, a dotfile).
// 2. Copies the SHIPPED nginx.conf + nginx/ into <prefix>/conf and rewrites only user, pid,
//    error_log, access_log, listen, root and the CSP include path (each must occur exactly once, so
//    a config reshape fails loudly here) and adds the *_temp_path directives Debian's compiled-in
//    defaults would need root for (docs/decisions/0002-nginx-and-headers.md).
// 3. `nginx -t`, then nginx in the foreground on a free 127.0.0.1 port; waits for the pid file.
// 4. Requests with node:http and explicit Host / User-Agent / Cookie headers.
// 5. Builds a second dist with other VITE_* origins (plus a probe "prerender" plugin that writes a
//    page with an inline script) and checks that nginx's CSP follows that build.
// Stops only the nginx PIDs it started (SIGQUIT, then SIGKILL), also on failure.
// Env: NGINX_BIN (default /usr/sbin/nginx), NGINX_TEST_DIST (default <repo>/dist),
//      NGINX_TEST_KEEP=1 keeps the temp prefix, NGINX_TEST_SKIP_ENV_BUILD=1 skips step 5.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { makeWorldReadable, NGINX, REPO, startNginx, stopNginx } from './lib.mjs';

const DIST = resolve(process.env.NGINX_TEST_DIST || join(REPO, 'dist'));
const DOMAIN = 'example-retouch.cn';
const started = Date.now();

// ------------------------------------------------------------------------------------------------
// tiny test harness

let passed = 0;
const failures = [];

function ok(name, cond, detail = '') {
  if (cond) {
    passed++;
  } else {
    failures.push(name);
    console.log(`✖ ${name}${detail ? `\n    ${String(detail).replace(/\n/g, '\n    ')}` : ''}`);
  }
  return cond;
}

/** Runs one named check made of several assertions; the first failing assertion fails it. */
async function check(name, fn) {
  const problems = [];
  const expect = (cond, msg) => {
    if (!cond) problems.push(msg);
    return cond;
  };
  try {
    await fn(expect);
  } catch (err) {
    problems.push(`threw: ${err?.stack || err}`);
  }
  ok(name, problems.length === 0, problems.join('\n'));
}

function finish(extraMessage) {
  if (extraMessage) console.log(extraMessage);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failures.length} failed`);
  process.exitCode = failures.length ? 1 : 0;
}

// nginx lifecycle: tests/nginx/lib.mjs (shared with tests/perf and scripts/bench.mjs)

// ------------------------------------------------------------------------------------------------
// HTTP

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1';

/** One request; never follows redirects, never decompresses. */
function request(
  port,
  path,
  { host = `www.${DOMAIN}`, ua = DESKTOP_UA, cookie, gzip = false, method = 'GET' } = {},
) {
  const headers = { Host: host, 'User-Agent': ua, Connection: 'close' };
  if (cookie) headers.Cookie = cookie;
  if (gzip) headers['Accept-Encoding'] = 'gzip';
  return new Promise((res, rej) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers, agent: false },
      (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () =>
          res({
            status: r.statusCode,
            headers: r.headers,
            raw: r.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        r.on('error', rej);
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', rej);
    req.end();
  });
}

/** All values of a header, from the raw header list (duplicates kept). */
const headerValues = (r, name) =>
  r.raw.flatMap((v, i) => (i % 2 === 0 && v.toLowerCase() === name ? [r.raw[i + 1]] : []));

const varyHas = (r, token) =>
  headerValues(r, 'vary')
    .flatMap((v) => v.split(','))
    .some((v) => v.trim().toLowerCase() === token.toLowerCase());

/** CSP directive -> list of sources. */
function cspOf(r) {
  const out = {};
  for (const part of (r.headers['content-security-policy'] || '').split(';')) {
    const [name, ...src] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = src;
  }
  return out;
}

const EXPECTED_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-site',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

function expectSecurityHeaders(expect, r, where) {
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) {
    const got = headerValues(r, name);
    expect(
      got.length === 1 && got[0] === value,
      `${where}: ${name} = ${JSON.stringify(got)}, want exactly "${value}"`,
    );
  }
  const csp = headerValues(r, 'content-security-policy');
  expect(
    csp.length === 1,
    `${where}: expected exactly one Content-Security-Policy, got ${csp.length}`,
  );
  const d = cspOf(r);
  expect(d['default-src']?.join(' ') === "'self'", `${where}: default-src ${d['default-src']}`);
  expect(
    d['frame-ancestors']?.join(' ') === "'self'",
    `${where}: frame-ancestors ${d['frame-ancestors']}`,
  );
  expect(d['object-src']?.join(' ') === "'none'", `${where}: object-src ${d['object-src']}`);
  expect(d['base-uri']?.join(' ') === "'self'", `${where}: base-uri ${d['base-uri']}`);
  expect(
    !(d['script-src'] || []).includes("'unsafe-inline'"),
    `${where}: script-src has 'unsafe-inline'`,
  );
  expect(
    !(d['script-src'] || []).some(
      (s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:',
    ),
    `${where}: script-src too broad: ${d['script-src']}`,
  );
  expect(
    !/\$csp_|\s{2,}/.test(r.headers['content-security-policy'] || ''),
    `${where}: unexpanded variable or blank in CSP`,
  );
  expect(
    r.headers.server === 'nginx',
    `${where}: Server header "${r.headers.server}" (server_tokens off expected)`,
  );
}

// ------------------------------------------------------------------------------------------------
// fixtures

function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name), base) : [join(dir, e.name).slice(base.length)],
  );
}

const FIX = {
  prerendered: '/__nginx-test-prerendered',
  flat: '/__nginx-test-flat',
  gzProbe: '/assets/__nginx-test-gzip-static.js',
  verify: '/MP_verify_nginxTest123.txt',
  wellKnown: '/.well-known/nginx-test.txt',
};

/** Copies a dist into <work>/<name>, adds fixtures; returns {docroot, created}. */
function prepareDocroot(work, name, dist) {
  const docroot = join(work, name);
  cpSync(dist, docroot, { recursive: true });
  const created = [];
  const add = (rel, content) => {
    const p = join(docroot, rel);
    if (existsSync(p)) return false;
    mkdirSync(resolve(p, '..'), { recursive: true });
    writeFileSync(p, content);
    created.push(rel);
    return true;
  };
  add('builds/latest.json', '{"id":"nginx-test"}\n');
  add(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.${DOMAIN}/</loc></url></urlset>\n`,
  );
  add(
    `${FIX.prerendered.slice(1)}/index.html`,
    '<!doctype html><title>prerendered</title><p>PRERENDERED-DIR-FIXTURE</p>\n',
  );
  add(
    `${FIX.flat.slice(1)}.html`,
    '<!doctype html><title>flat</title><p>PRERENDERED-FLAT-FIXTURE</p>\n',
  );
  add(FIX.verify.slice(1), 'nginxTest123\n');
  add(FIX.wellKnown.slice(1), 'well-known\n');
  add('.env.production', 'SECRET=1\n');
  const probe = `/* PLAIN */ console.log(${JSON.stringify('x'.repeat(600))});\n`;
  add(FIX.gzProbe.slice(1), probe);
  add(`${FIX.gzProbe.slice(1)}.gz`, gzipSync(probe.replace('PLAIN', 'FROM-GZ-FILE')));
  makeWorldReadable(docroot);
  return { docroot, created };
}

// ------------------------------------------------------------------------------------------------
// checks against the repo's dist

async function staticChecks(port, dist) {
  const get = (path, o) => request(port, path, o);
  // The SPA shell: the prerender step keeps it as __spa-fallback.html (index.html is then the
  // prerendered home page); a build without prerendering serves index.html for both.
  const shellFile = existsSync(join(dist, '__spa-fallback.html'))
    ? '__spa-fallback.html'
    : 'index.html';
  const shell = readFileSync(join(dist, shellFile));
  const home = readFileSync(join(dist, 'index.html'));
  const files = walk(join(dist, 'assets'));
  // A chunk big enough for nginx to compress (gzip_min_length 256): builds have tiny ones too.
  const js = files.find(
    (f) =>
      f.endsWith('.js') &&
      !f.includes('__nginx-test') &&
      statSync(join(dist, 'assets', f)).size > 1024,
  );
  const css = files.find((f) => f.endsWith('.css'));
  const sources = JSON.parse(readFileSync(join(dist, '_nginx', 'csp.json'), 'utf8'));

  const isShell = (r) => Buffer.compare(r.body, shell) === 0;

  await check(
    'GET / serves dist/index.html, no-cache, Vary: User-Agent, text/html utf-8',
    async (expect) => {
      const r = await get('/');
      expect(r.status === 200, `status ${r.status}`);
      expect(Buffer.compare(r.body, home) === 0, 'body is not dist/index.html');
      expect(
        r.headers['cache-control'] === 'no-cache',
        `cache-control ${r.headers['cache-control']}`,
      );
      expect(varyHas(r, 'User-Agent'), `vary ${headerValues(r, 'vary')}`);
      expect(
        r.headers['content-type'] === 'text/html; charset=utf-8',
        `content-type ${r.headers['content-type']}`,
      );
      expectSecurityHeaders(expect, r, '/');
    },
  );

  for (const path of [
    '/profile/packages',
    '/workbench/a/b/c',
    '/n/123',
    '/n/123?sId=4&_uuid=x',
    '/profile/device/',
    '/payment/success',
    '/download',
    '/assets',
    '/n/%E4%B8%AD%E6%96%87',
    '/index.html',
  ]) {
    await check(`SPA fallback ${path} -> 200 shell, no-cache, no redirect`, async (expect) => {
      const r = await get(path);
      expect(r.status === 200, `status ${r.status}`);
      // Prerendered pages (a marketing page, a private page's frame) get their own file.
      const prerendered = join(dist, path.replace(/\/+$/, ''), 'index.html');
      if (
        ['/download', '/payment/success', '/profile/packages'].includes(path) &&
        existsSync(prerendered)
      ) {
        expect(
          Buffer.compare(r.body, readFileSync(prerendered)) === 0,
          `body is not ${prerendered}`,
        );
      } else if (path === '/index.html') {
        expect(Buffer.compare(r.body, home) === 0, 'body is not dist/index.html');
      } else {
        expect(isShell(r), `body is not the SPA shell (${shellFile})`);
      }
      expect(!r.headers.location, `unexpected Location ${r.headers.location}`);
      expect(
        r.headers['cache-control'] === 'no-cache',
        `cache-control ${r.headers['cache-control']}`,
      );
      expect(varyHas(r, 'User-Agent'), 'no Vary: User-Agent');
      expectSecurityHeaders(expect, r, path);
    });
  }

  await check('index.html revalidates with 304 (no-cache keeps ETag)', async (expect) => {
    const first = await get('/profile/device');
    const etag = first.headers.etag;
    expect(!!etag, 'no ETag on the shell');
    const r = await new Promise((res, rej) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/n/1',
          headers: { Host: `www.${DOMAIN}`, 'User-Agent': DESKTOP_UA, 'If-None-Match': etag },
          agent: false,
        },
        (x) => {
          x.resume();
          x.on('end', () => res(x));
        },
      );
      req.on('error', rej);
      req.end();
    });
    expect(r.statusCode === 304, `status ${r.statusCode}`);
  });

  for (const asset of [js, css].filter(Boolean)) {
    await check(`/assets${asset} -> 200 immutable with the real bytes`, async (expect) => {
      const r = await get(`/assets${asset}`);
      expect(r.status === 200, `status ${r.status}`);
      expect(
        r.headers['cache-control'] === 'public, max-age=31536000, immutable',
        `cache-control ${r.headers['cache-control']}`,
      );
      expect(
        Buffer.compare(r.body, readFileSync(join(dist, 'assets', asset))) === 0,
        'body differs from the file',
      );
      const type = asset.endsWith('.js') ? /^(application|text)\/javascript/ : /^text\/css/;
      expect(
        type.test(r.headers['content-type'] || ''),
        `content-type ${r.headers['content-type']}`,
      );
      expectSecurityHeaders(expect, r, `/assets${asset}`);
    });
  }
  ok('dist/assets contains a .js file to test', !!js);

  for (const path of [
    '/assets/missing.js',
    '/assets/index-DEADBEEF.css',
    '/assets/sub/missing',
    '/assets/',
  ]) {
    await check(`${path} -> real 404 (not the shell), not cacheable`, async (expect) => {
      const r = await get(path);
      expect(r.status === 404, `status ${r.status}`);
      expect(!isShell(r) && !r.body.includes('<div id="root">'), 'got the SPA shell');
      expect(
        r.headers['cache-control'] === 'no-store',
        `cache-control ${r.headers['cache-control']}`,
      );
      expectSecurityHeaders(expect, r, path);
    });
  }

  const robots = existsSync(join(dist, 'robots.txt'));
  for (const path of [
    '/missing.png',
    '/favicon-missing.ico',
    '/deep/path/missing.webp',
    '/missing.txt',
    ...(robots ? [] : ['/robots.txt']),
  ]) {
    await check(`${path} -> 404 with security headers`, async (expect) => {
      const r = await get(path);
      expect(r.status === 404, `status ${r.status}`);
      expect(!isShell(r), 'got the SPA shell');
      expect(
        r.headers['cache-control'] === 'no-store',
        `cache-control ${r.headers['cache-control']}`,
      );
      expectSecurityHeaders(expect, r, path);
    });
  }

  await check('/builds/latest.json -> 200 JSON, no-cache', async (expect) => {
    const r = await get('/builds/latest.json?t=1700000000000');
    expect(r.status === 200, `status ${r.status}`);
    expect(
      r.headers['cache-control'] === 'no-cache',
      `cache-control ${r.headers['cache-control']}`,
    );
    expect(
      /^application\/json/.test(r.headers['content-type'] || ''),
      `content-type ${r.headers['content-type']}`,
    );
    expect(
      Buffer.compare(r.body, readFileSync(join(dist, 'builds', 'latest.json'))) === 0,
      'body differs',
    );
    expectSecurityHeaders(expect, r, '/builds/latest.json');
  });
  await check('/builds/missing.json -> 404', async (expect) => {
    const r = await get('/builds/missing.json');
    expect(r.status === 404, `status ${r.status}`);
  });

  await check('/sitemap.xml is served as the file, not the shell', async (expect) => {
    const r = await get('/sitemap.xml');
    expect(r.status === 200, `status ${r.status}`);
    expect(
      Buffer.compare(r.body, readFileSync(join(dist, 'sitemap.xml'))) === 0,
      'body differs from dist/sitemap.xml',
    );
    expect(
      /xml/.test(r.headers['content-type'] || ''),
      `content-type ${r.headers['content-type']}`,
    );
    expectSecurityHeaders(expect, r, '/sitemap.xml');
  });

  // Icons and the web app manifest (public/): unhashed names, so an hour, like the other files.
  for (const [path, type] of [
    ['/favicon.ico', /^image\/x-icon$/],
    ['/apple-touch-icon.png', /^image\/png$/],
    ['/icon-192.png', /^image\/png$/],
    ['/icon-512.png', /^image\/png$/],
    ['/manifest.webmanifest', /^application\/manifest\+json; charset=utf-8$/],
  ]) {
    await check(
      `${path} is the build's file, ${type.source}, cached for an hour`,
      async (expect) => {
        const r = await get(path);
        expect(r.status === 200, `status ${r.status}`);
        expect(
          Buffer.compare(r.body, readFileSync(join(dist, path.slice(1)))) === 0,
          `body differs from dist${path}`,
        );
        expect(
          type.test(r.headers['content-type'] || ''),
          `content-type ${r.headers['content-type']}`,
        );
        expect(
          r.headers['cache-control'] === 'public, max-age=3600',
          `cache-control ${r.headers['cache-control']}`,
        );
        expectSecurityHeaders(expect, r, path);
      },
    );
  }

  await check(
    'gzip on JS: Content-Encoding gzip, Vary Accept-Encoding, same bytes after gunzip',
    async (expect) => {
      const r = await get(`/assets${js}`, { gzip: true });
      expect(
        r.headers['content-encoding'] === 'gzip',
        `content-encoding ${r.headers['content-encoding']}`,
      );
      expect(varyHas(r, 'Accept-Encoding'), 'no Vary: Accept-Encoding');
      expect(
        Buffer.compare(gunzipSync(r.body), readFileSync(join(dist, 'assets', js))) === 0,
        'gunzipped body differs',
      );
      expect(
        r.headers['cache-control'] === 'public, max-age=31536000, immutable',
        `cache-control ${r.headers['cache-control']}`,
      );
    },
  );
  await check('gzip on HTML', async (expect) => {
    const r = await get('/profile', { gzip: true });
    expect(
      r.headers['content-encoding'] === 'gzip',
      `content-encoding ${r.headers['content-encoding']}`,
    );
    expect(Buffer.compare(gunzipSync(r.body), shell) === 0, 'gunzipped body differs');
  });
  await check('gzip_static serves a prebuilt .gz next to the file', async (expect) => {
    const r = await get(FIX.gzProbe, { gzip: true });
    expect(r.status === 200, `status ${r.status}`);
    expect(
      r.headers['content-encoding'] === 'gzip',
      `content-encoding ${r.headers['content-encoding']}`,
    );
    expect(gunzipSync(r.body).toString().includes('FROM-GZ-FILE'), 'not the .gz file');
    const plain = await get(FIX.gzProbe);
    expect(
      plain.body.toString().includes('/* PLAIN */'),
      'plain request did not get the plain file',
    );
  });

  for (const [path, marker] of [
    [FIX.prerendered, 'PRERENDERED-DIR-FIXTURE'],
    [`${FIX.prerendered}/`, 'PRERENDERED-DIR-FIXTURE'],
    [`${FIX.prerendered}?x=1`, 'PRERENDERED-DIR-FIXTURE'],
    [FIX.flat, 'PRERENDERED-FLAT-FIXTURE'],
    [`${FIX.prerendered}/index.html`, 'PRERENDERED-DIR-FIXTURE'],
  ]) {
    await check(`prerendered page first: ${path}`, async (expect) => {
      const r = await get(path);
      expect(r.status === 200, `status ${r.status} location ${r.headers.location}`);
      expect(r.body.toString().includes(marker), 'prerendered file not served');
      expect(
        r.headers['cache-control'] === 'no-cache',
        `cache-control ${r.headers['cache-control']}`,
      );
      expect(varyHas(r, 'User-Agent'), 'no Vary: User-Agent');
      expect(
        /^text\/html/.test(r.headers['content-type'] || ''),
        `content-type ${r.headers['content-type']}`,
      );
      expectSecurityHeaders(expect, r, path);
    });
  }
  await check(
    'prerendered page on m with a desktop UA still goes through the split',
    async (expect) => {
      const r = await get(FIX.prerendered, { host: `m.${DOMAIN}` });
      expect(r.status === 302, `status ${r.status}`);
      expect(
        r.headers.location === `https://www.${DOMAIN}${FIX.prerendered}`,
        `location ${r.headers.location}`,
      );
    },
  );
  if (existsSync(join(dist, 'download', 'index.html'))) {
    await check(
      '/download serves the build’s prerendered dist/download/index.html',
      async (expect) => {
        const r = await get('/download');
        expect(
          Buffer.compare(r.body, readFileSync(join(dist, 'download', 'index.html'))) === 0,
          'body differs',
        );
      },
    );
  }

  for (const path of ['/_nginx/csp.conf', '/_nginx/csp.json', '/_nginx/', '/_nginx']) {
    await check(`${path} is not served`, async (expect) => {
      const r = await get(path);
      if (path === '/_nginx') {
        // no extension, no trailing slash: the SPA shell (a client-side 404), never the directory
        expect(r.status === 200 && isShell(r), `status ${r.status}`);
      } else {
        expect(r.status === 404, `status ${r.status}`);
      }
      expect(!r.body.toString().includes('set $csp'), 'include leaked');
      expectSecurityHeaders(expect, r, path);
    });
  }
  await check('dotfiles are not served, /.well-known/ is', async (expect) => {
    const r = await get('/.env.production');
    expect(r.status === 404, `/.env.production status ${r.status}`);
    const w = await get(FIX.wellKnown);
    expect(w.status === 200, `${FIX.wellKnown} status ${w.status}`);
  });

  await check(
    'no response ever carries an absolute http:// or port-bearing Location',
    async (expect) => {
      for (const path of ['/profile', `${FIX.prerendered}`, '/assets', '/builds', '/n/1/']) {
        const r = await get(path);
        expect(!r.headers.location, `${path}: Location ${r.headers.location}`);
      }
    },
  );

  // CSP: strict everywhere, relaxed only on /workbench documents; origins from the build's include
  const strictPaths = [
    '/',
    '/profile/packages',
    '/workbenchx',
    '/x/workbench',
    '/assets/missing.js',
    `/assets${js}`,
    '/missing.png',
  ];
  for (const path of strictPaths) {
    await check(`CSP on ${path}: no 'unsafe-eval', no workbench origin`, async (expect) => {
      const r = await get(path);
      const d = cspOf(r);
      expect(!(d['script-src'] || []).includes("'unsafe-eval'"), `script-src ${d['script-src']}`);
      for (const o of sources.workbench) {
        expect(
          !(r.headers['content-security-policy'] || '').includes(o),
          `${o} present outside /workbench`,
        );
      }
      expect(d['script-src']?.[0] === "'self'", `script-src ${d['script-src']}`);
      expect(
        (d['require-trusted-types-for'] || []).join(' ') === "'script'" &&
          (d['trusted-types'] || []).join(' ') === 'wechat-js-sdk',
        `Trusted Types: ${d['require-trusted-types-for']} / ${d['trusted-types']}`,
      );
      // The shipped build names no report endpoint (VITE_CSP_REPORT_URL unset).
      expect(!('report-uri' in d) && !('report-to' in d), 'a report endpoint without one set');
      expect(!('reporting-endpoints' in r.headers), 'Reporting-Endpoints without an endpoint');
    });
  }
  for (const path of ['/workbench', '/workbench/', '/workbench/a/b/c', '/workbench?x=1']) {
    await check(
      `CSP on ${path}: 'unsafe-eval' + workbench origin in script-src/connect-src`,
      async (expect) => {
        const r = await get(path);
        expect(r.status === 200, `status ${r.status}`);
        const d = cspOf(r);
        expect((d['script-src'] || []).includes("'unsafe-eval'"), `script-src ${d['script-src']}`);
        expect(
          !(d['script-src'] || []).includes("'unsafe-inline'"),
          `script-src ${d['script-src']}`,
        );
        // qiankun writes the sub-app's HTML and scripts as strings.
        expect(!('require-trusted-types-for' in d), 'Trusted Types on /workbench');
        for (const o of sources.workbench) {
          expect((d['script-src'] || []).includes(o), `script-src lacks ${o}`);
          expect((d['connect-src'] || []).includes(o), `connect-src lacks ${o}`);
        }
      },
    );
  }
  await check(
    "CSP script-src: 'self', the build's hashes and origins, and WeChat's JS-SDK file alone",
    async (expect) => {
      const d = cspOf(await get('/download'));
      const thirdParties = (d['script-src'] || []).filter(
        (s) => s !== "'self'" && !s.startsWith("'sha256-") && !sources.script.includes(s),
      );
      // src/features/content/wechat/js-sdk.ts loads this file and nothing else loads from WeChat.
      expect(
        thirdParties.join(' ') === 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
        `script-src third parties: ${thirdParties.join(' ')}`,
      );
      for (const directive of ['img-src', 'connect-src']) {
        expect(
          !(d[directive] || []).some((s) => /weixin\.qq\.com|wx\.qq\.com/.test(s)),
          `${directive} allows a WeChat host: ${d[directive]}`,
        );
      }
    },
  );
  await check(
    'CSP uses the build include (dist/_nginx/csp.json origins in connect-src/img-src)',
    async (expect) => {
      const d = cspOf(await get('/'));
      for (const o of sources.connect)
        expect((d['connect-src'] || []).includes(o), `connect-src lacks ${o}`);
      for (const o of sources.img) expect((d['img-src'] || []).includes(o), `img-src lacks ${o}`);
      expect(
        'upgrade-insecure-requests' in d === sources.upgradeInsecureRequests,
        'upgrade-insecure-requests mismatch',
      );
    },
  );
}

// ------------------------------------------------------------------------------------------------
// inline code of the built HTML vs the CSP nginx sends with it

const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
]);

/** sha256 CSP sources of the executable inline scripts of `html` (as a browser hashes them). */
function inlineScriptSources(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_SCRIPT_TYPES.has(type) || !m[2]) continue;
    const body = m[2].replace(/\r\n?/g, '\n');
    out.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return out;
}

/**
 * Every HTML document of the build (prerendered pages and the shell), fetched through nginx:
 * each inline script is allowed by its hash in that response's script-src; no inline event
 * handler (script-src has neither 'unsafe-inline' nor 'unsafe-hashes', so one would be refused:
 * e.g. an `onload="this.media='all'"` stylesheet swap); inline <style> is allowed because
 * style-src keeps 'unsafe-inline' and has no hash or nonce (either would void 'unsafe-inline');
 * and no prerendered page has a render-blocking stylesheet (its critical CSS is inline,
 * the stylesheets are deferred by scripts/critical-css.ts).
 */
async function inlineCodeChecks(port, dist) {
  const pages = walk(dist)
    .filter((f) => f.endsWith('.html') && !f.startsWith('/_nginx/') && !f.includes('__nginx-test'))
    .map((f) => ({
      file: f,
      url:
        f === '/__spa-fallback.html' ? '/profile/device' : f.replace(/\/?index\.html$/, '') || '/',
    }));
  await check('the build has prerendered pages and a shell to check', (expect) => {
    expect(pages.length >= 2, `HTML files: ${pages.map((p) => p.file).join(' ')}`);
  });
  for (const { file, url } of pages) {
    await check(
      `${url} (${file.slice(1)}): inline scripts and styles pass its CSP`,
      async (expect) => {
        const r = await request(port, url);
        const html = r.body.toString('utf8');
        expect(r.status === 200, `status ${r.status}`);
        expect(
          Buffer.compare(r.body, readFileSync(join(dist, file))) === 0,
          `body is not ${file.slice(1)}`,
        );
        const d = cspOf(r);
        const scriptSrc = d['script-src'] || [];
        for (const source of inlineScriptSources(html))
          expect(scriptSrc.includes(source), `script-src lacks ${source}: ${scriptSrc.join(' ')}`);
        const handler = /<[a-z][^>]*\s(on[a-z]+)\s*=/i.exec(html);
        expect(!handler, `inline event handler ${handler?.[1]} (refused by script-src)`);
        if (/<style\b|\sstyle\s*=/i.test(html)) {
          const styleSrc = d['style-src'] || [];
          expect(styleSrc.includes("'unsafe-inline'"), `style-src ${styleSrc.join(' ')}`);
          expect(
            !styleSrc.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s)),
            `style-src has a hash or nonce, which voids 'unsafe-inline': ${styleSrc.join(' ')}`,
          );
        }
        if (html.includes('id="__router_hydration"')) {
          expect(/<style\b[^>]*>[^<]{200,}/i.test(html), 'no inline critical CSS');
          const head = html
            .slice(0, html.indexOf('</head>'))
            .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
          for (const link of head.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi) ?? []) {
            expect(/\smedia="print"/.test(link), `render-blocking: ${link}`);
          }
        }
      },
    );
  }
}

// ------------------------------------------------------------------------------------------------
// www/m split

async function splitChecks(port, dist) {
  const get = (path, o) => request(port, path, o);
  const vectors = JSON.parse(
    readFileSync(join(REPO, 'tests', 'vectors', 'user-agents.json'), 'utf8'),
  ).vectors;
  const files = walk(join(dist, 'assets'));
  const js = files.find((f) => f.endsWith('.js') && !f.includes('__nginx-test'));
  const pathQ = '/profile/packages?sId=3&q=%E4%B8%AD&r=%2F%2Fevil.com';

  ok('user-agents.json has vectors', vectors.length > 40, `${vectors.length}`);

  const envs = ['', '-test', '-localtest'];
  for (const sfx of envs) {
    for (const kind of ['www', 'm']) {
      const host = `${kind}${sfx}.${DOMAIN}`;
      for (const v of vectors) {
        const want = v.mobile ? 'm' : 'www';
        const label = `${host} ${v.mobile ? 'mobile' : 'desktop'} [${v.category}/${v.device_class}] ${v.ua.slice(0, 60)}…`;
        await check(label, async (expect) => {
          const r = await get(pathQ, { host, ua: v.ua });
          expect(varyHas(r, 'User-Agent'), `no Vary: User-Agent (status ${r.status})`);
          if (want === kind) {
            expect(r.status === 200, `want 200, got ${r.status} -> ${r.headers.location}`);
            return;
          }
          const target = `https://${want}${sfx}.${DOMAIN}${pathQ}`;
          expect(r.status === 302, `want 302, got ${r.status}`);
          expect(r.headers.location === target, `Location ${r.headers.location}, want ${target}`);
          expect(
            r.headers['cache-control'] === 'private, no-store',
            `cache-control ${r.headers['cache-control']}`,
          );
          expectSecurityHeaders(expect, r, 'redirect');
          // no loop: the target host with the same UA answers 200
          const url = new URL(r.headers.location || 'https://invalid/');
          const back = await get(`${url.pathname}${url.search}`, { host: url.host, ua: v.ua });
          expect(
            back.status === 200,
            `following the redirect gave ${back.status} -> ${back.headers.location} (loop)`,
          );
        });
      }
    }
  }

  for (const sfx of ['-dev', '-pre']) {
    await check(`www${sfx} phone -> m${sfx}; m${sfx} desktop -> www${sfx}`, async (expect) => {
      const a = await get('/n/1?a=b', { host: `www${sfx}.${DOMAIN}`, ua: PHONE_UA });
      expect(
        a.status === 302 && a.headers.location === `https://m${sfx}.${DOMAIN}/n/1?a=b`,
        `${a.status} ${a.headers.location}`,
      );
      const b = await get('/n/1?a=b', { host: `m${sfx}.${DOMAIN}`, ua: DESKTOP_UA });
      expect(
        b.status === 302 && b.headers.location === `https://www${sfx}.${DOMAIN}/n/1?a=b`,
        `${b.status} ${b.headers.location}`,
      );
    });
  }

  for (const [host, want] of [
    [`WWW.Example-Retouch.CN`, `https://m.${DOMAIN}/`],
    [`www.${DOMAIN}:8080`, `https://m.${DOMAIN}/`],
    [`www.${DOMAIN}.`, `https://m.${DOMAIN}/`],
  ]) {
    await check(
      `Host "${host}" is normalised (case, port, trailing dot) before the split`,
      async (expect) => {
        const r = await get('/', { host, ua: PHONE_UA });
        expect(
          r.status === 302 && r.headers.location === want,
          `${r.status} ${r.headers.location}`,
        );
      },
    );
  }

  for (const host of [
    '127.0.0.1',
    `127.0.0.1:${port}`,
    'localhost',
    '10.1.2.3',
    '[::1]',
    `www.${DOMAIN}.evil.com`,
    `m.${DOMAIN}.evil.com`,
    `evil.com`,
    `xwww.${DOMAIN}`,
    `www.${DOMAIN}x`,
    `www-prod.${DOMAIN}`,
    `www.test.${DOMAIN}`,
    `api.${DOMAIN}`,
    DOMAIN,
    `wwwexample-retouch.cn`,
  ]) {
    await check(`no split on Host ${host} (phone and desktop)`, async (expect) => {
      for (const ua of [PHONE_UA, DESKTOP_UA]) {
        const r = await get('/profile/packages?x=1', { host, ua });
        expect(
          r.status === 200,
          `${ua === PHONE_UA ? 'phone' : 'desktop'}: status ${r.status} -> ${r.headers.location}`,
        );
        expect(!r.headers.location, `Location ${r.headers.location}`);
      }
    });
  }

  const exempt = [
    [`/assets${js}`, 200],
    ['/assets/missing.js', 404],
    ['/builds/latest.json', 200],
    ['/builds/', 404],
    ['/proxy-wx-auth', 200],
    [
      '/proxy-wx-auth?appid=wx1&redirect_uri=https%3A%2F%2Fwww.example-retouch.cn%2Fpayment&scope=snsapi_base',
      200,
    ],
    ['/proxy-wx-auth/', 200],
    [FIX.verify, 200],
    ['/MP_verify_missing.txt', 404],
    ['/sitemap.xml', 200],
    ['/_nginx/csp.conf', 404],
    ['/favicon.ico', 200],
    ['/manifest.webmanifest', 200],
    ['/favicon-missing.ico', 404],
  ];
  for (const [path, status] of exempt) {
    await check(
      `never bounced: ${path} (phone on www, desktop on m) -> ${status}`,
      async (expect) => {
        for (const [kind, ua] of [
          ['www', PHONE_UA],
          ['m', DESKTOP_UA],
          ['www-localtest', PHONE_UA],
        ]) {
          const r = await get(path, { host: `${kind}.${DOMAIN}`, ua });
          expect(r.status === status, `${kind}: status ${r.status} -> ${r.headers.location}`);
          expect(!r.headers.location, `${kind}: Location ${r.headers.location}`);
        }
      },
    );
  }

  const cookieCases = [
    ['www', PHONE_UA, 'site_pref=pc', 200, null],
    ['www', PHONE_UA, 'a=1; site_pref=pc; b=2', 200, null],
    ['www', DESKTOP_UA, 'site_pref=m', 302, `https://m.${DOMAIN}/n/1`],
    ['m', DESKTOP_UA, 'site_pref=m', 200, null],
    ['m', PHONE_UA, 'site_pref=pc', 302, `https://www.${DOMAIN}/n/1`],
    ['m-test', PHONE_UA, 'site_pref=pc', 302, `https://www-test.${DOMAIN}/n/1`],
    ['www', PHONE_UA, 'site_pref=PC', 302, `https://m.${DOMAIN}/n/1`], // exact value only, like the client guard
    ['www', PHONE_UA, 'site_pref=desktop', 302, `https://m.${DOMAIN}/n/1`],
    ['www', PHONE_UA, 'xsite_pref=pc', 302, `https://m.${DOMAIN}/n/1`],
  ];
  for (const [kind, ua, cookie, status, location] of cookieCases) {
    await check(
      `site_pref: ${kind} ${ua === PHONE_UA ? 'phone' : 'desktop'} "${cookie}" -> ${status}`,
      async (expect) => {
        const r = await get('/n/1', { host: `${kind}.${DOMAIN}`, ua, cookie });
        expect(r.status === status, `status ${r.status} -> ${r.headers.location}`);
        expect((r.headers.location ?? null) === location, `Location ${r.headers.location}`);
        if (location) {
          const u = new URL(location);
          const back = await get(u.pathname, { host: u.host, ua, cookie });
          expect(back.status === 200, `following with the same cookie gave ${back.status} (loop)`);
        }
      },
    );
  }

  for (const [host, ua, path, want] of [
    [`www.${DOMAIN}`, PHONE_UA, `/m.${DOMAIN}/profile?x=1`, `https://m.${DOMAIN}/profile?x=1`],
    [`www.${DOMAIN}`, PHONE_UA, `/www.${DOMAIN}/n/2`, `https://m.${DOMAIN}/n/2`],
    [`m-test.${DOMAIN}`, DESKTOP_UA, `/M-TEST.${DOMAIN}/`, `https://www-test.${DOMAIN}/`],
    [`www.${DOMAIN}`, PHONE_UA, `/m.${DOMAIN}//evil.com/x`, `https://m.${DOMAIN}//evil.com/x`],
    [`www.${DOMAIN}`, PHONE_UA, `/m.other.cn/profile`, `https://m.${DOMAIN}/m.other.cn/profile`],
    [
      `www.${DOMAIN}`,
      PHONE_UA,
      `/n/%E4%B8%AD?a=%2F&b=1`,
      `https://m.${DOMAIN}/n/%E4%B8%AD?a=%2F&b=1`,
    ],
    [
      `www.${DOMAIN}`,
      PHONE_UA,
      `/n/1?next=https://evil.com/`,
      `https://m.${DOMAIN}/n/1?next=https://evil.com/`,
    ],
  ]) {
    await check(`redirect path ${path} on ${host} -> ${want}`, async (expect) => {
      const r = await get(path, { host, ua });
      expect(r.status === 302, `status ${r.status}`);
      expect(r.headers.location === want, `Location ${r.headers.location}`);
    });
  }
}

// ------------------------------------------------------------------------------------------------
// CSP follows the build's env

const ENV_BUILD = {
  VITE_API_BASE: 'http://127.0.0.1:9999',
  VITE_PAY_API_BASE: 'https://pay.nginx-test.invalid/v1',
  VITE_ANALYTICS_URL: 'https://sa.nginx-test.invalid:8443/sa',
  VITE_WORKBENCH_ENTRY: 'http://127.0.0.1:4174/wb/index.html',
  VITE_CSP_REPORT_URL: 'https://csp.nginx-test.invalid/report?site=www',
};
const PROBE_SCRIPT = 'window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{}}");';

function envBuild(work) {
  const outDir = join(work, 'env-build');
  // The repo's vite.config.ts + a stand-in for the prerender step (a plugin that writes a page with
  // an inline hydration script before nginxCsp's post-order closeBundle hashes the HTML).
  const cacheDir = join(REPO, 'node_modules', '.cache', 'nginx-test');
  mkdirSync(cacheDir, { recursive: true });
  const configFile = join(cacheDir, `vite.config.${process.pid}.mjs`);
  writeFileSync(
    configFile,
    `import { mergeConfig } from 'vite';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import base from ${JSON.stringify(join(REPO, 'vite.config.ts'))};
const probe = {
  name: 'nginx-test-prerender-probe',
  apply: 'build',
  closeBundle() {
    mkdirSync(join(${JSON.stringify(outDir)}, 'csp-probe'), { recursive: true });
    writeFileSync(join(${JSON.stringify(outDir)}, 'csp-probe', 'index.html'),
      '<!doctype html><div id="root"></div><script>' + ${JSON.stringify(PROBE_SCRIPT)} + '</script>\\n');
  },
};
export default (env) => mergeConfig(typeof base === 'function' ? base(env) : base, {
  root: ${JSON.stringify(REPO)},
  plugins: [probe],
  logLevel: 'warn',
});
`,
  );
  const vite = join(REPO, 'node_modules', '.bin', 'vite');
  const r = spawnSync(
    vite,
    ['build', '--config', configFile, '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, ...ENV_BUILD, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      timeout: 120_000,
    },
  );
  rmSync(configFile, { force: true });
  if (r.status !== 0) throw new Error(`vite build with test env failed:\n${r.stdout}\n${r.stderr}`);
  return outDir;
}

async function envChecks(port) {
  const get = (path, o) => request(port, path, o);
  const hash = `'sha256-${createHash('sha256').update(PROBE_SCRIPT).digest('base64')}'`;
  await check(
    'env build: connect-src/img-src follow VITE_*_API_BASE and VITE_ANALYTICS_URL',
    async (expect) => {
      const r = await get('/');
      const d = cspOf(r);
      for (const o of [
        'http://127.0.0.1:9999',
        'https://pay.nginx-test.invalid',
        'https://sa.nginx-test.invalid:8443',
      ]) {
        expect((d['connect-src'] || []).includes(o), `connect-src lacks ${o}: ${d['connect-src']}`);
      }
      expect(
        (d['img-src'] || []).includes('https://sa.nginx-test.invalid:8443'),
        `img-src ${d['img-src']}`,
      );
      expect(
        !(d['connect-src'] || []).includes('https://api.example-retouch.cn'),
        'default API origin still listed',
      );
      expect(
        !('upgrade-insecure-requests' in d),
        'upgrade-insecure-requests with an http:// API base',
      );
      expect(
        !(r.headers['content-security-policy'] || '').includes('127.0.0.1:4174'),
        'workbench origin outside /workbench',
      );
      expectSecurityHeaders(expect, r, 'env build /');
      expect(
        (d['report-uri'] || []).join(' ') === ENV_BUILD.VITE_CSP_REPORT_URL &&
          (d['report-to'] || []).join(' ') === 'csp',
        `report-uri ${d['report-uri']} / report-to ${d['report-to']}`,
      );
      expect(
        r.headers['reporting-endpoints'] === `csp="${ENV_BUILD.VITE_CSP_REPORT_URL}"`,
        `Reporting-Endpoints ${r.headers['reporting-endpoints']}`,
      );
    },
  );
  await check(
    'env build: /workbench/x allows the VITE_WORKBENCH_ENTRY origin + unsafe-eval',
    async (expect) => {
      const d = cspOf(await get('/workbench/x'));
      expect((d['script-src'] || []).includes("'unsafe-eval'"), `script-src ${d['script-src']}`);
      expect(
        (d['script-src'] || []).includes('http://127.0.0.1:4174'),
        `script-src ${d['script-src']}`,
      );
      expect(
        (d['connect-src'] || []).includes('http://127.0.0.1:4174'),
        `connect-src ${d['connect-src']}`,
      );
    },
  );
  await check(
    'env build: inline script of prerendered HTML is allowed by its sha256 (and nothing broader)',
    async (expect) => {
      const r = await get('/csp-probe');
      expect(
        r.status === 200 && r.body.toString().includes('__staticRouterHydrationData'),
        `status ${r.status}`,
      );
      const d = cspOf(r);
      expect(
        (d['script-src'] || []).includes(hash),
        `script-src lacks ${hash}: ${d['script-src']}`,
      );
      expect(!(d['script-src'] || []).includes("'unsafe-inline'"), 'unsafe-inline');
      expect(!(d['script-src'] || []).includes("'unsafe-eval'"), 'unsafe-eval');
    },
  );
}

// ------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(NGINX)) {
    ok(`nginx binary at ${NGINX}`, false, 'install nginx-light (Debian) or set NGINX_BIN');
    return finish();
  }
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, '_nginx', 'csp.conf'))) {
    ok(
      `${DIST} holds a current build`,
      false,
      `no index.html or _nginx/csp.conf in ${DIST}: run \`npm run build\` first`,
    );
    return finish();
  }
  const work = mkdtempSync(join(tmpdir(), 'nginx-spa-test-'));
  chmodSync(work, 0o755);
  const servers = [];
  try {
    const { docroot } = prepareDocroot(work, 'html', DIST);
    const main = await startNginx('main', docroot);
    servers.push(main);
    console.log(
      `nginx ${statSync(NGINX).isFile() ? NGINX : ''} pid ${main.child.pid} on 127.0.0.1:${main.port}, prefix ${main.prefix}`,
    );
    await staticChecks(main.port, docroot);
    await inlineCodeChecks(main.port, docroot);
    await splitChecks(main.port, docroot);
    await stopNginx(main.child);

    if (process.env.NGINX_TEST_SKIP_ENV_BUILD === '1') {
      console.log('(skipped: CSP from a build with other origins — NGINX_TEST_SKIP_ENV_BUILD=1)');
    } else {
      let envDist = null;
      try {
        envDist = envBuild(work);
      } catch (err) {
        ok('vite build with test VITE_* origins', false, err.message);
      }
      if (envDist) {
        const { docroot: envRoot } = prepareDocroot(work, 'html-env', envDist);
        const second = await startNginx('env', envRoot);
        servers.push(second);
        await envChecks(second.port);
        await stopNginx(second.child);
      }
    }
  } catch (err) {
    ok('suite ran to the end', false, err?.stack || err);
  } finally {
    for (const s of servers) await stopNginx(s.child);
    if (failures.length) {
      for (const s of servers) {
        const log = join(s.prefix, 'logs', 'error.log');
        if (existsSync(log)) {
          const lines = readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => /\[(emerg|alert|crit|error)\]/.test(l));
          if (lines.length)
            console.log(
              `--- ${s.label} nginx error.log (errors) ---\n${lines.slice(-20).join('\n')}`,
            );
        }
      }
    }
    if (process.env.NGINX_TEST_KEEP === '1') {
      console.log(`kept: ${work} ${servers.map((s) => s.prefix).join(' ')}`);
    } else {
      rmSync(work, { recursive: true, force: true });
      for (const s of servers) rmSync(s.prefix, { recursive: true, force: true });
    }
  }
  finish();
}

await main();
