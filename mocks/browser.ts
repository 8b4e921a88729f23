/**
 * The mock backend in a browser (npm start, npm run build:mock, Playwright). main.tsx imports this
 * module only behind a literal `import.meta.env.VITE_API_MOCK === 'true'` check, and must await
 * `startMockWorker()` before creating the router (its loaders fetch at once;
 * docs/integration-notes.md §4).
 */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { applyMockUrl, takeServerStateChanged } from './scenarios';
import { enableLanRelay } from './lib/lan-relay';

const worker = setupWorker(...handlers);

/**
 * Headers every API call must carry (docs/backend-contract.md); a missing one is reported once, as
 * a warning.
 */
const REQUIRED_HEADERS = ['X-App-Id', 'X-Application-Id', 'X-Track-Props', 'Language'];
const reported = new Set<string>();

function warnMissingHeaders(request: Request): void {
  if (!new URL(request.url).pathname.startsWith('/v1/')) return;
  for (const name of REQUIRED_HEADERS) {
    if (request.headers.has(name) || reported.has(name)) continue;
    reported.add(name);
    console.warn(
      `[mock] ${request.method} ${request.url} is missing the ${name} header (docs/backend-contract.md)`,
    );
  }
}

let started: Promise<boolean> | undefined;

/**
 * Applies the mock state of the URL (`?mock=NAME`, `mock-<dimension>=`), then starts the worker. Safe to call twice. Resolves to whether the mock
 * server's answers changed since the app last started (see `takeServerStateChanged`).
 */
export async function startMockWorker(): Promise<boolean> {
  started ??= (async () => {
    applyMockUrl(window.location.search);
    const changed = takeServerStateChanged();
    enableLanRelay();
    worker.events.on('request:start', ({ request }) => warnMissingHeaders(request));
    await worker.start({
      // MSW's worker behind one that lets the site's built files pass (public/mock-service-worker.js).
      serviceWorker: { url: `${import.meta.env.BASE_URL}mock-service-worker.js` },
      quiet: true,
      onUnhandledRequest(request, print) {
        // Page assets and third parties go to the network silently; an unmocked API call is a bug.
        if (isCommonAssetRequest(request)) return;
        if (new URL(request.url).pathname.startsWith('/v1/')) print.warning();
      },
    });
    return changed;
  })();
  return started;
}
