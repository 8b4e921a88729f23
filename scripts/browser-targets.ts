/**
 * The build's compile targets, read from the browser support policy: the `browserslist` field of
 * package.json (docs/decisions/0012-browser-support.md).
 *
 * Vite's `build.target` (JavaScript, lowered by Oxc) and `build.cssTarget` (CSS, lowered by
 * Lightning CSS when it minifies) take esbuild-style names such as `chrome86` or `ios15.0`. This
 * turns the policy's browsers into that list, one entry per engine at its lowest version, so the
 * bundle is written for the oldest browser the policy names and no newer one. bench/hello's
 * config uses the same list, so the first-load budget still compares like with like.
 */
import browserslist from 'browserslist';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * browserslist name → esbuild/Oxc target name. Android's Chrome and WebView are Chromium, so
 * their versions are Chrome's. A browser missing here has no target of its own (QQ, UC, Baidu,
 * KaiOS, Opera Mini): the policy names such browsers by their Chromium core instead
 * (`chrome >= N`), and a query that lists them fails the build rather than being left out silently.
 */
const TARGET_NAMES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/** `ios_saf 15.0-15.1` → 15.0; `safari 15` → 15. */
function lowestVersion(version: string): number {
  return Number.parseFloat(version.split('-')[0] ?? version);
}

/** The policy's browsers as build targets, e.g. `['chrome86', 'edge86', 'firefox115', …]`. */
export function browserTargets(queries?: string | readonly string[]): string[] {
  const lowest = new Map<string, { version: number; text: string }>();
  const query = typeof queries === 'string' || queries === undefined ? queries : [...queries];
  const browsers = browserslist(query, { path: REPO });
  for (const entry of browsers) {
    const [name = '', version = ''] = entry.split(' ');
    const target = TARGET_NAMES[name];
    if (!target) {
      throw new Error(
        `[browser-targets] "${entry}" has no build target: name it by its engine in package.json's browserslist (e.g. chrome >= N for a Chromium-based browser)`,
      );
    }
    const text = version.split('-')[0] ?? version;
    const current = lowest.get(target);
    if (!current || lowestVersion(version) < current.version) {
      lowest.set(target, { version: lowestVersion(version), text });
    }
  }
  if (!lowest.size) throw new Error('[browser-targets] the browserslist query names no browser');
  return [...lowest].map(([target, { text }]) => `${target}${text}`).sort();
}
