// `npm test` step "browser-support": the built site asks nothing of a browser that the support
// policy (package.json `browserslist`) does not give it (docs/decisions/0012-browser-support.md).
//
//   node tests/build/check-browser-support.mjs [dist]
//
// - Every dist/assets/*.js and every inline script of the built HTML: syntax and ECMAScript
//   built-ins (tests/build/browser-support.mjs). A built-in that src/app/legacy-polyfills.ts
//   polyfills passes; so does one the same file feature-tests first (reported as guarded).
// - The notice for browsers below the policy (index.html `#unsupported-browser`) is on every page
//   and parses as ECMAScript 5, so that it runs in the browsers it is for.
// - Every dist/assets/*.css: at-rules, selectors, properties, value keywords, units and functions.
//   A feature beyond the policy passes only when ACCEPTED_CSS names it with the reason it degrades
//   gracefully, and, where a fallback is needed, the fallback is there.
// Web APIs (fetch, AbortSignal, requestIdleCallback…) are checked on src/ by eslint-plugin-compat
// (eslint.config.js), where a guard can still be seen.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as acorn from 'acorn';
import { checkCss, checkJs, policyBrowsers } from './browser-support.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = resolve(process.argv[2] ?? join(REPO, 'dist'));
const POLYFILLS = join(REPO, 'src/app/legacy-polyfills.ts');
const NOTICE_ID = 'unsupported-browser';

/** core-js module → the browser-compat-data paths it polyfills. */
const CORE_JS = {
  'es.array.at': ['javascript.builtins.Array.at'],
  'es.string.at-alternative': ['javascript.builtins.String.at'],
  'es.typed-array.at': ['javascript.builtins.TypedArray.at'],
  'es.object.has-own': ['javascript.builtins.Object.hasOwn'],
  'es.array.find-last': ['javascript.builtins.Array.findLast'],
  'es.typed-array.find-last': ['javascript.builtins.TypedArray.findLast'],
};

/**
 * CSS features beyond the policy that the site uses on purpose: what a browser without them shows.
 * `fallback` must match the stylesheet (or, with `fallbackIn: 'build'`, some stylesheet of the build).
 * Keep in step with docs/decisions/0012-browser-support.md "CSS beyond the policy".
 */
const ACCEPTED_CSS = new Map(
  Object.entries({
    'css.selectors.has': {
      reason:
        'focus rings around a card, slider or radio; an @supports fallback rings them on :focus-within',
      fallback: /@supports not selector\(:has\(\*\)\)/,
    },
    'css.selectors.focus-visible': {
      reason:
        'Safari < 15.4 drops these rules and the global :focus:not(:focus-visible) with them: its own outline stays',
      fallback: /:focus:not\(:focus-visible\)\{outline:none\}/,
      fallbackIn: 'build',
    },
    'css.properties.aspect-ratio': {
      reason:
        'Chromium < 88: the 4:3 boxes take their 640×480 images’ height once loaded (a layout shift, no broken layout)',
    },
    'css.properties.accent-color': { reason: 'checkboxes and radios in the system colour' },
    'css.properties.text-wrap': { reason: 'headings wrap without balancing' },
    'css.properties.text-underline-offset': { reason: 'link underlines at the default offset' },
    'css.properties.text-decoration-thickness': { reason: 'underlines at the default thickness' },
    'css.properties.overscroll-behavior': {
      reason: 'Safari < 16: a scrolled menu or dialog may scroll the page behind it at its end',
    },
    'css.properties.overscroll-behavior-x': { reason: 'Safari < 16: as overscroll-behavior' },
    'css.properties.scrollbar-width': { reason: 'horizontal tab strips show a thin scrollbar' },
    'css.properties.scroll-behavior': {
      reason: 'Safari < 15.4 jumps instead of scrolling smoothly',
    },
    'css.properties.text-size-adjust': { reason: 'only phones’ Safari and Chromium read it' },
    'css.properties.user-select': {
      reason: 'Safari < 16: an order number is selected by hand rather than with one tap',
    },
    'css.properties.cursor': { reason: 'iOS has no pointer cursor' },
    'css.properties.resize': { reason: 'iOS shows no resize handle on a text area' },
    'css.selectors.selection': { reason: 'iOS Safari keeps its own selection colour' },
  }),
);

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

if (!existsSync(join(dist, 'assets'))) {
  console.error(`✗ ${dist}/assets not found: build first (npm run build)`);
  process.exit(1);
}

const browsers = policyBrowsers({ path: REPO });
console.log(`policy: ${browsers.map((b) => b.label).join(', ')} (package.json browserslist)`);

const polyfilled = new Set();
for (const m of readFileSync(POLYFILLS, 'utf8').matchAll(/core-js\/modules\/([\w.-]+)\.js/g)) {
  const paths = CORE_JS[m[1]];
  if (!paths)
    throw new Error(
      `${m[1]}: add what it polyfills to CORE_JS (tests/build/check-browser-support.mjs)`,
    );
  for (const p of paths) polyfilled.add(p);
}

const failures = [];
const notes = new Map();
const note = (kind, label, file) => {
  const key = `${kind}: ${label}`;
  notes.set(key, (notes.get(key) ?? new Set()).add(file));
};
const where = (file) => relative(dist, file);

const all = files(dist);
const js = all.filter((f) => f.startsWith(join(dist, 'assets')) && f.endsWith('.js'));
const css = all.filter((f) => f.startsWith(join(dist, 'assets')) && f.endsWith('.css'));
const html = all.filter((f) => f.endsWith('.html') && !f.includes(`${join(dist, '_nginx')}`));

const checkScript = (code, file, sourceType) => {
  let result;
  try {
    result = checkJs(code, browsers, { sourceType, polyfilled });
  } catch (err) {
    failures.push(`${file}: does not parse (${err.message})`);
    return;
  }
  for (const p of result.problems) {
    failures.push(`${file}:${p.line}: ${p.label} — not in ${p.missing.join(', ')}`);
  }
  for (const p of result.polyfilled) note('polyfilled', p.label, file);
  for (const p of result.guarded) note('feature-tested', p.label, file);
};

for (const file of js) checkScript(readFileSync(file, 'utf8'), where(file), 'module');

const inline = new Map();
for (const file of html) {
  const text = readFileSync(file, 'utf8');
  let notice = false;
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (
      /\ssrc\s*=/i.test(attrs) ||
      !['', 'text/javascript', 'module'].includes(type) ||
      !m[2].trim()
    )
      continue;
    if (new RegExp(`\\sid=["']?${NOTICE_ID}\\b`).test(attrs)) {
      notice = true;
      try {
        acorn.parse(m[2], { ecmaVersion: 5, sourceType: 'script' });
      } catch (err) {
        failures.push(
          `${where(file)}: the #${NOTICE_ID} script is not ECMAScript 5 (${err.message})`,
        );
      }
    }
    if (!inline.has(m[2])) inline.set(m[2], { file: where(file), type });
  }
  if (!notice) failures.push(`${where(file)}: no #${NOTICE_ID} script (index.html)`);
}
for (const [code, { file, type }] of inline) {
  checkScript(code, `${file} (inline script)`, type === 'module' ? 'module' : 'script');
}

const buildCss = css.map((f) => readFileSync(f, 'utf8')).join('\n');
for (const file of css) {
  const result = checkCss(readFileSync(file, 'utf8'), browsers, {
    accepted: ACCEPTED_CSS,
    buildCss,
  });
  for (const p of result.problems) {
    const why = p.fallbackMissing ? ` (accepted only with its fallback ${p.fallbackMissing})` : '';
    failures.push(`${where(file)}: ${p.label} — not in ${p.missing.join(', ')}${why}`);
  }
  for (const p of result.accepted) note('accepted', p.label, where(file));
}

for (const [key, where] of [...notes].sort()) {
  console.log(`· ${key} (${[...where].length} file${where.size === 1 ? '' : 's'})`);
}
console.log(
  `${js.length} scripts, ${inline.size} inline scripts, ${css.length} stylesheets, ${html.length} pages checked`,
);
if (failures.length) {
  for (const f of failures) console.log(`✗ ${f}`);
  console.log(
    `${failures.length} use${failures.length === 1 ? '' : 's'} beyond the browser support policy`,
  );
  process.exit(1);
}
console.log('✓ nothing beyond the browser support policy');
