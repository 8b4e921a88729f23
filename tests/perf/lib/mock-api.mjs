// The mock API of mocks/ (the same MSW handlers the mock build runs in a service worker) as a real
// HTTP server on loopback, so that a production build pointed at it (lib/build.mjs siteEnv) renders
// every page for the size gates and for Lighthouse. Cross-origin like the real services: it answers
// CORS preflights and echoes the Origin with credentials allowed.
import http from 'node:http';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { REPO } from '../../nginx/lib.mjs';

export async function startMockApi(port, env) {
  Object.assign(process.env, env); // import.meta.env of the handlers (VITE_ANALYTICS_URL)
  const { module } = await runnerImport(join(REPO, 'tests/perf/lib/mock-api-entry.ts'), {
    configFile: join(REPO, 'vite.config.ts'),
    root: REPO,
    mode: 'production',
    logLevel: 'error',
  });
  module.resetMocks();
  let requests = 0;
  const server = http.createServer(async (req, res) => {
    requests++;
    const origin = req.headers.origin;
    const cors = origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    try {
      const chunks = [];
      for await (const c of req) chunks.push(c);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string') headers.set(k, v);
      const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(module.handlers, request);
      if (!response || response.type === 'error') {
        res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' });
        res.end('not mocked');
        return;
      }
      const out = { ...cors };
      response.headers.forEach((v, k) => (out[k] = v));
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      res.writeHead(500, { ...cors, 'Content-Type': 'text/plain' });
      res.end(String(err));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => requests,
    applyPreset: (name) => module.applyPreset(name),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
