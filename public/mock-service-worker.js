/* global importScripts */
// The mock build's service worker (mocks/browser.ts registers it): MSW's own worker, kept as
// `msw init` writes it, for everything but the site's built files. Those (/assets/…) go straight
// to the network: through MSW's worker each one waits for the page to answer a message first, and
// in Firefox a chunk asked for as the visitor came back from a page being left never got that
// answer, so the home page's later sections never loaded (docs/decisions/0011-browser-engines.md).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/')) {
    event.stopImmediatePropagation();
  }
});

importScripts('./mockServiceWorker.js');
