/**
 * Build id for the build check (docs/product-rules.md §4 "Build check").
 *
 * Every `vite build` gets a unique id: it is compiled into the app as the global constant
 * `__BUILD_ID__` (through `define`) and written to `<outDir>/builds/latest.json` as
 * `{"id": "...", "built_at": "<ISO time>"}`. The running app polls that file; when the deployed id
 * is no longer the one it was built with, a newer release is live and the page reloads.
 * nginx.conf serves `/builds/` with `no-cache` and never bounces it between www and m.
 *
 * The dev server and vitest get the id `dev`, for which the app skips the check (there is no
 * manifest to poll).
 */
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export const BUILD_MANIFEST_PATH = 'builds/latest.json';
export const DEV_BUILD_ID = 'dev';

/** Time-ordered and unique: base-36 milliseconds plus 6 random bytes. */
export function createBuildId(now: number = Date.now()): string {
  return `${now.toString(36)}-${randomBytes(6).toString('hex')}`;
}

export function buildIdPlugin(): Plugin {
  let id = DEV_BUILD_ID;
  const builtAt = new Date();
  return {
    name: 'build-id',
    config(_config, { command }) {
      if (command === 'build') id = createBuildId(builtAt.getTime());
      return { define: { __BUILD_ID__: JSON.stringify(id) } };
    },
    generateBundle() {
      const manifest = { id, built_at: builtAt.toISOString() };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_PATH,
        source: `${JSON.stringify(manifest)}\n`,
      });
    },
  };
}
