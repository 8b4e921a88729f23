import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { installConsoleGuard } from './console-guard';
import { i18n, LANGUAGE } from '@/i18n';
import { zhCN } from '@/i18n/resources';

// The app loads most i18n namespaces with their routes (src/i18n/index.ts); components rendered
// on their own in unit tests get every namespace up front.
for (const [namespace, resources] of Object.entries(zhCN)) {
  if (!i18n.hasResourceBundle(LANGUAGE, namespace))
    i18n.addResourceBundle(LANGUAGE, namespace, resources);
}

// A limit, not a wait: each findBy/waitFor returns once its state holds. The unit step shares two
// cores with lint, and a file that mounts the whole app runs beside the others in the same pool;
// Radix's focus and MSW's answers then take longer than the library's default on a loaded run.
// Set here once: `configure` is the library's global, and files share a worker (`isolate: false`).
configure({ asyncUtilTimeout: 5000 });

/**
 * A test fails on a console.error it did not expect, as the e2e suite does: an error logged and
 * swallowed is a bug hidden. A test that provokes one on purpose says so with
 * `expectConsoleError(/pattern/)` (tests/unit/console-guard.ts).
 */
installConsoleGuard();

// Files share a worker's jsdom (vitest.config.ts `isolate: false`): each starts from empty
// storage, no cookies and an empty document, as it would in an environment of its own.
beforeAll(() => {
  if (typeof document === 'undefined') return; // a file that asks for the node environment
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
