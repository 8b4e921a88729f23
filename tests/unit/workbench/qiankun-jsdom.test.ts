/**
 * The real qiankun against the real fixture sub-app (tests/e2e/fixtures/wb-app), served from a
 * loopback port. jsdom sends no Origin and no cookies: CORS and credentials are e2e territory.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WbFailure, WbStatus } from '@/features/workbench/lifecycle';
import { activateWbApp, type WbActivation } from '@/features/workbench/micro-app';

const FIXTURE = join(import.meta.dirname, '../../e2e/fixtures/wb-app');
const requests: string[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const file = {
      '/': 'index.html',
      '/broken/': 'no-lifecycle.html',
      '/wb.js': 'wb.js',
      '/wb.css': 'wb.css',
      '/no-lifecycle.js': 'no-lifecycle.js',
    }[path];
    if (!file) return void res.writeHead(404).end();
    void readFile(join(FIXTURE, file)).then((body) => res.writeHead(200).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  document.body.innerHTML = '<div id="qiankun-content"></div>';
});

function activate(entry: string, name = 'wbApp') {
  const statuses: WbStatus[] = [];
  let failure: WbFailure | undefined;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const activation: WbActivation = activateWbApp({
    entry,
    name,
    props: { basePath: '/workbench', pathname: '/workbench/a/b', navigate: () => undefined },
    onStatus: (status, f) => {
      statuses.push(status);
      failure = f ?? failure;
      if (status === 'mounted' || status === 'error') settle();
    },
    logError: () => undefined,
  });
  return { activation, statuses, settled, failure: () => failure };
}

const text = (testId: string) =>
  document.querySelector(`#qiankun-content [data-testid="${testId}"]`)?.textContent ?? '';

describe('qiankun 2 in jsdom with the fixture sub-app', () => {
  it('mounts, unmounts, and mounts again from cache: one fetch, one bootstrap, two mounts', async () => {
    const first = activate(`${origin}/`);
    await first.settled;
    expect(first.statuses).toEqual(['loading', 'mounting', 'mounted']);
    expect(text('wb-path')).toBe('当前路径：/workbench/a/b');
    expect(text('wb-counts')).toBe('bootstrap 1 · mount 1 · unmount 0 · update 0');

    await first.activation.deactivate();
    expect(first.statuses.at(-1)).toBe('unmounted');
    expect(text('wb-path')).toBe('');

    const second = activate(`${origin}/`);
    await second.settled;
    expect(second.statuses).toEqual(['loading', 'mounting', 'mounted']);
    expect(text('wb-counts')).toBe('bootstrap 1 · mount 2 · unmount 1 · update 0');
    expect(document.querySelectorAll('#qiankun-content [data-testid="wb-app"]')).toHaveLength(1);
    expect(requests.filter((p) => p === '/')).toHaveLength(1);
    expect(requests.filter((p) => p === '/wb.js')).toHaveLength(1);
    await second.activation.deactivate();
  });

  it('refuses an entry without lifecycle exports with the docs/product-rules.md §8 message', async () => {
    const broken = activate(`${origin}/broken/`, 'wbAppBroken');
    await broken.settled;
    expect(broken.statuses).toEqual(['loading', 'error']);
    expect(broken.failure()?.kind).toBe('lifecycle');
    expect(String(broken.failure()?.error)).toContain(
      'You need to export lifecycle functions in wbAppBroken entry',
    );
  });
});
