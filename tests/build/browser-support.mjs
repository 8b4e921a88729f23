// What shipped JavaScript and CSS ask of a browser, against the browser support policy (package.json
// `browserslist`, docs/decisions/0012-browser-support.md). Used by check-browser-support.mjs on the
// built files; the functions are pure so that tests/unit/browser-support/check.test.ts can feed
// them snippets.
//
// The data is MDN's browser-compat-data (the source eslint-plugin-compat reads too): every feature
// found is looked up there and compared with the lowest version of each browser the policy names.
//
// JavaScript (parsed with acorn, any ECMAScript version):
//   - syntax: optional chaining, logical assignment, class fields and private methods, static
//     blocks, `#x in o`, top-level await, import attributes, `using`, BigInt and separator
//     literals, regular-expression flags and groups (lookbehind, named groups, modifiers, \p{…})
//     in literals and in `RegExp("…")` with a constant pattern (how the build writes a literal
//     it cannot lower);
//   - built-ins: a global (`WeakRef`), a static member (`Object.hasOwn`) and a call of a prototype
//     method by its name (`x.at(-1)`, `x.findLast(…)`) when no built-in the policy supports has a
//     method of that name. A use the same file feature-tests (`typeof WeakRef`, `"hasOwn" in
//     Object`) is reported as guarded, not as a failure.
//   Web APIs (fetch, AbortSignal.any, requestIdleCallback…) are eslint-plugin-compat's part, on
//   src/ (eslint.config.js), where a guard is visible before minification.
//
// CSS (minified output, one stylesheet at a time): at-rules and media features, selectors
// (pseudo-classes and pseudo-elements, `:not()` lists, nesting), properties, and the keywords,
// units and functions of their values. A value has a fallback when the same rule declares the same
// property before it (`min-height:100vh;min-height:100dvh`); a prefixed property or selector counts
// when the stylesheet has the prefixed form too (Lightning CSS writes them for the policy); inside
// `@supports (…)` a feature its condition names is gated and not reported.
import { createRequire } from 'node:module';
import * as acorn from 'acorn';
import browserslist from 'browserslist';

const require = createRequire(import.meta.url);
/** @type {any} */
const bcd = require('@mdn/browser-compat-data');

/** browserslist name → browser-compat-data name. */
const BCD_BROWSERS = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  android: 'webview_android',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  opera: 'opera',
  op_mob: 'opera_android',
  samsung: 'samsunginternet_android',
};

/**
 * The policy's browsers, each at its lowest version: `[{ name: 'chrome', version: '86', label:
 * 'chrome 86' }, …]`. `query` defaults to the browserslist config found from `path`.
 */
export function policyBrowsers({ query, path } = {}) {
  const lowest = new Map();
  for (const entry of browserslist(query, { path })) {
    const [name = '', version = ''] = entry.split(' ');
    const bcdName = BCD_BROWSERS[name];
    if (!bcdName)
      throw new Error(
        `no compatibility data for "${entry}" (tests/build/browser-support.mjs BCD_BROWSERS)`,
      );
    const low = version.split('-')[0];
    const current = lowest.get(bcdName);
    if (!current || compareVersions(low, current.version) < 0) {
      lowest.set(bcdName, { name: bcdName, version: low, label: `${name} ${low}` });
    }
  }
  return [...lowest.values()];
}

function compareVersions(a, b) {
  const pa = String(a).split('.').map(Number);
  const pb = String(b).split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** A version_added of browser-compat-data as a version string, or null (never, unknown, preview). */
function addedVersion(value) {
  if (value === true) return '0';
  if (typeof value !== 'string' || value === 'preview') return null;
  return value.replace(/^≤/, '');
}

/** The feature's `__compat` at a dotted path (`javascript.builtins.Array.at`), or undefined. */
export function compatAt(path) {
  let node = bcd;
  for (const key of path.split('.')) node = node?.[key];
  return node?.__compat;
}

/**
 * Whether `browser` supports the feature. A statement behind a flag never counts; one under a
 * prefix or another name counts only when `hasAlternative(prefixOrName)` says the shipped code
 * carries that form too. No data for the browser: not judged (supported).
 */
function supports(compat, browser, hasAlternative = () => false) {
  const raw = compat.support[browser.name];
  if (raw === undefined) return true;
  return (Array.isArray(raw) ? raw : [raw]).some((s) => {
    if (s.flags) return false;
    if (s.prefix && !hasAlternative(s.prefix)) return false;
    if (s.alternative_name && !hasAlternative(s.alternative_name)) return false;
    const added = addedVersion(s.version_added);
    if (added === null || compareVersions(browser.version, added) < 0) return false;
    const removed = addedVersion(s.version_removed);
    return !(removed && compareVersions(browser.version, removed) >= 0);
  });
}

/** The browsers of `browsers` that lack the feature, as `chrome 86 (from 92)`. */
export function missingIn(compat, browsers, hasAlternative) {
  return browsers
    .filter((b) => !supports(compat, b, hasAlternative))
    .map((b) => {
      const raw = compat.support[b.name];
      const first = (Array.isArray(raw) ? raw : [raw]).find(
        (s) => !s.flags && !s.prefix && !s.alternative_name,
      );
      const added = addedVersion(first?.version_added);
      return `${b.label} (${added ? `from ${added}` : 'none'})`;
    });
}

// ─── JavaScript ────────────────────────────────────────────────────────────────────────────────

const JS = 'javascript';
const SYNTAX = {
  optionalChaining: `${JS}.operators.optional_chaining`,
  nullish: `${JS}.operators.nullish_coalescing`,
  '??=': `${JS}.operators.nullish_coalescing_assignment`,
  '||=': `${JS}.operators.logical_or_assignment`,
  '&&=': `${JS}.operators.logical_and_assignment`,
  '**': `${JS}.operators.exponentiation`,
  publicField: `${JS}.classes.public_class_fields`,
  staticField: `${JS}.classes.static.class_fields`,
  privateField: `${JS}.classes.private_class_fields`,
  privateMethod: `${JS}.classes.private_class_methods`,
  staticBlock: `${JS}.classes.static.initialization_blocks`,
  privateIn: `${JS}.classes.private_class_fields_in`,
  topLevelAwait: `${JS}.operators.await.top_level`,
  forAwait: `${JS}.statements.for_await_of`,
  optionalCatch: `${JS}.statements.try_catch.optional_catch_binding`,
  dynamicImport: `${JS}.operators.import`,
  importMeta: `${JS}.operators.import_meta`,
  importAttributes: `${JS}.statements.import.import_attributes`,
  stringExportNames: `${JS}.statements.export.arbitrary_module_namespace_identifier_names`,
  using: `${JS}.statements.using`,
  awaitUsing: `${JS}.statements.await_using`,
  bigint: `${JS}.builtins.BigInt`,
  numericSeparators: `${JS}.grammar.numeric_separators`,
  asyncGenerator: `${JS}.operators.async_generator_function`,
  regexFlag_d: `${JS}.builtins.RegExp.hasIndices`,
  regexFlag_s: `${JS}.builtins.RegExp.dotAll`,
  regexFlag_u: `${JS}.builtins.RegExp.unicode`,
  regexFlag_v: `${JS}.builtins.RegExp.unicodeSets`,
  regexFlag_y: `${JS}.builtins.RegExp.sticky`,
  lookbehind: `${JS}.regular_expressions.lookbehind_assertion`,
  namedGroup: `${JS}.regular_expressions.named_capturing_group`,
  namedBackreference: `${JS}.regular_expressions.named_backreference`,
  regexModifier: `${JS}.regular_expressions.modifier`,
  unicodePropertyEscape: `${JS}.regular_expressions.unicode_character_class_escape`,
};
// A renamed key in a newer browser-compat-data would silently check nothing: fail instead.
for (const path of Object.values(SYNTAX)) {
  if (!compatAt(path)) throw new Error(`browser-compat-data has no ${path}`);
}

const BUILTINS = bcd.javascript.builtins;
const specUrls = (compat) => [compat?.spec_url ?? []].flat();
const isPrototypeMember = (compat) => specUrls(compat).some((u) => /\.prototype\./i.test(u));

/**
 * The built-ins whose methods are matched by name alone. Left out: those whose method names are
 * common words in libraries' own APIs (Iterator's `take`/`toArray`, DisposableStack's `use`,
 * Temporal's, Intl's), which would make every `i18next.use(…)` a finding.
 */
const PROTOTYPE_OWNERS = new Set([
  'Array',
  'TypedArray',
  'String',
  'Object',
  'Promise',
  'RegExp',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'WeakRef',
  'Number',
  'BigInt',
  'Date',
  'Function',
  'Error',
  'Symbol',
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
]);

/** Prototype method name → the browser-compat-data paths of every built-in's method of that name. */
const PROTOTYPE_METHODS = new Map();
for (const [global, members] of Object.entries(BUILTINS)) {
  if (!PROTOTYPE_OWNERS.has(global)) continue;
  for (const [name, member] of Object.entries(members)) {
    if (name === '__compat' || name.startsWith('@@') || !isPrototypeMember(member.__compat))
      continue;
    const list = PROTOTYPE_METHODS.get(name) ?? [];
    list.push(`${JS}.builtins.${global}.${name}`);
    PROTOTYPE_METHODS.set(name, list);
  }
}

/** Names of functions: a new scope for top-level await. */
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Scans a regular expression's source for the syntax that needs newer engines. */
function regexSyntax(pattern) {
  const found = new Set();
  for (let i = 0, inClass = false; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === 'k' && pattern[i + 2] === '<') found.add('namedBackreference');
      if ((next === 'p' || next === 'P') && pattern[i + 2] === '{')
        found.add('unicodePropertyEscape');
      i += 1;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2, i + 4);
      if (rest === '<=' || rest === '<!') found.add('lookbehind');
      else if (rest[0] === '<') found.add('namedGroup');
      else if (/^[ims-]/.test(rest)) found.add('regexModifier');
    }
  }
  return found;
}

/** The text of a string literal or of a template literal without substitutions, else null. */
function stringValue(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/** `typeof X`, `typeof X.m`, `"m" in X`: the names this code feature-tests. */
function guardText(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier') {
    return `${node.object.name}.${node.property.name}`;
  }
  return null;
}

/**
 * The features one JavaScript text uses, as `[{ path, label, line, guarded? }]` (one entry per
 * feature and line). `sourceType` is `module` for bundles, `script` for inline classic scripts.
 */
export function jsFeatures(code, { sourceType = 'module' } = {}) {
  const ast = acorn.parse(code, {
    ecmaVersion: 'latest',
    sourceType,
    locations: true,
    allowHashBang: true,
  });
  const found = [];
  const guards = new Set();
  const add = (path, label, node, guardName) =>
    found.push({ path, label, line: node.loc.start.line, guardName });
  const syntax = (key, label, node) => add(SYNTAX[key], label, node);
  const regex = (pattern, flags, node) => {
    for (const flag of flags) {
      const key = `regexFlag_${flag}`;
      if (SYNTAX[key]) syntax(key, `regular expression flag ${flag}`, node);
    }
    for (const key of regexSyntax(pattern)) syntax(key, `regular expression ${key}`, node);
  };

  const visit = (node, parent, depth) => {
    switch (node.type) {
      case 'ChainExpression':
        syntax('optionalChaining', 'optional chaining (?.)', node);
        break;
      case 'LogicalExpression':
        if (node.operator === '??') syntax('nullish', 'nullish coalescing (??)', node);
        break;
      case 'AssignmentExpression':
        if (SYNTAX[node.operator]) syntax(node.operator, `${node.operator} assignment`, node);
        break;
      case 'BinaryExpression':
        if (node.operator === '**') syntax('**', 'exponentiation (**)', node);
        if (node.operator === 'in' && node.left.type === 'PrivateIdentifier') {
          syntax('privateIn', '#field in object', node);
        }
        if (
          node.operator === 'in' &&
          node.left.type === 'Literal' &&
          node.right.type === 'Identifier'
        ) {
          guards.add(`${node.right.name}.${node.left.value}`);
        }
        break;
      case 'UnaryExpression': {
        const text = node.operator === 'typeof' ? guardText(node.argument) : null;
        if (text) guards.add(text);
        break;
      }
      case 'PropertyDefinition':
        if (node.key.type === 'PrivateIdentifier')
          syntax('privateField', 'private class field', node);
        else if (node.static) syntax('staticField', 'static class field', node);
        else syntax('publicField', 'public class field', node);
        break;
      case 'MethodDefinition':
        if (node.key.type === 'PrivateIdentifier')
          syntax('privateMethod', 'private class method', node);
        break;
      case 'StaticBlock':
        syntax('staticBlock', 'class static block', node);
        break;
      case 'AwaitExpression':
        if (depth === 0) syntax('topLevelAwait', 'top-level await', node);
        break;
      case 'ForOfStatement':
        if (node.await) syntax(depth === 0 ? 'topLevelAwait' : 'forAwait', 'for await … of', node);
        break;
      case 'CatchClause':
        if (!node.param) syntax('optionalCatch', 'catch without a binding', node);
        break;
      case 'ImportExpression':
        syntax('dynamicImport', 'import()', node);
        if (node.options) syntax('importAttributes', 'import attributes', node);
        break;
      case 'MetaProperty':
        if (node.meta.name === 'import') syntax('importMeta', 'import.meta', node);
        break;
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.attributes?.length) syntax('importAttributes', 'import attributes', node);
        break;
      case 'ImportSpecifier':
      case 'ExportSpecifier':
        if (
          node.local?.type === 'Literal' ||
          node.exported?.type === 'Literal' ||
          node.imported?.type === 'Literal'
        ) {
          syntax('stringExportNames', 'string module export name', node);
        }
        break;
      case 'VariableDeclaration':
        if (node.kind === 'using') syntax('using', 'using declaration', node);
        if (node.kind === 'await using') syntax('awaitUsing', 'await using declaration', node);
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
        if (node.async && node.generator) syntax('asyncGenerator', 'async generator', node);
        break;
      case 'Literal':
        if (typeof node.bigint === 'string') syntax('bigint', 'BigInt literal', node);
        if (typeof node.value === 'number' && node.raw.includes('_')) {
          syntax('numericSeparators', 'numeric separator', node);
        }
        if (node.regex) regex(node.regex.pattern, node.regex.flags, node);
        break;
      case 'CallExpression':
      case 'NewExpression': {
        // RegExp(`(?<=a)b`, ``): how the build writes a literal the policy's browsers cannot parse,
        // so that it fails where it runs rather than the whole file; it still fails there.
        const [pattern, flags] = node.arguments.map(stringValue);
        if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp' && pattern != null) {
          regex(pattern, flags ?? '', node);
        }
        break;
      }
      case 'Identifier': {
        // A global built-in used as a value (WeakRef, AggregateError…), not a property name.
        const isPropertyName =
          (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
          (parent?.type === 'Property' && parent.key === node && !parent.computed) ||
          (parent?.type === 'MethodDefinition' && parent.key === node) ||
          (parent?.type === 'PropertyDefinition' && parent.key === node);
        if (!isPropertyName && Object.hasOwn(BUILTINS, node.name)) {
          // The global binding is the constructor's entry where there is one (Iterator.Iterator:
          // Chromium 122), the object's otherwise (Math, Intl).
          const own = BUILTINS[node.name];
          const path = own[node.name]?.__compat
            ? `${JS}.builtins.${node.name}.${node.name}`
            : `${JS}.builtins.${node.name}`;
          if (compatAt(path)) add(path, node.name, node, node.name);
        }
        break;
      }
      case 'MemberExpression': {
        const name = node.computed
          ? typeof node.property.value === 'string'
            ? node.property.value
            : null
          : node.property.name;
        if (!name) break;
        const object = node.object.type === 'Identifier' ? node.object.name : null;
        if (object && Object.hasOwn(BUILTINS, object)) {
          // A static member of a global built-in: Object.hasOwn, Promise.withResolvers.
          const member = BUILTINS[object][name];
          if (member?.__compat && !isPrototypeMember(member.__compat) && name !== '__compat') {
            add(`${JS}.builtins.${object}.${name}`, `${object}.${name}`, node, `${object}.${name}`);
          }
        } else if (
          parent?.type === 'CallExpression' &&
          parent.callee === node &&
          PROTOTYPE_METHODS.has(name)
        ) {
          // A method call on any value: every built-in method of that name is a candidate.
          add(PROTOTYPE_METHODS.get(name).join('|'), `.${name}()`, node);
        }
        break;
      }
      default:
    }
    const inner = FUNCTIONS.has(node.type) ? depth + 1 : depth;
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'type') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (const child of value)
          if (child && typeof child.type === 'string') visit(child, node, inner);
      } else if (value && typeof value.type === 'string') {
        visit(value, node, inner);
      }
    }
  };
  visit(ast, null, 0);
  return found.map(({ guardName, ...f }) =>
    guardName && guards.has(guardName) ? { ...f, guarded: true } : f,
  );
}

/**
 * Checks one JavaScript text against `browsers`. Returns `{ problems, polyfilled, guarded }`, each a
 * list of `{ path, label, line, missing }`; only `problems` fail the check. `polyfilled` is the set
 * of browser-compat-data paths the app polyfills (src/app/polyfills.ts).
 */
export function checkJs(code, browsers, { sourceType, polyfilled = new Set() } = {}) {
  const result = { problems: [], polyfilled: [], guarded: [] };
  const seen = new Set();
  for (const f of jsFeatures(code, { sourceType })) {
    const key = `${f.path}:${f.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A method call by name: unsupported only if no candidate is supported everywhere.
    const paths = f.path.split('|');
    const missing = paths.map((p) => missingIn(compatAt(p), browsers));
    if (missing.some((m) => m.length === 0)) continue;
    const entry = { ...f, missing: [...new Set(missing.flat())] };
    if (paths.every((p) => polyfilled.has(p))) result.polyfilled.push(entry);
    else if (f.guarded) result.guarded.push(entry);
    else result.problems.push(entry);
  }
  return result;
}

// ─── CSS ───────────────────────────────────────────────────────────────────────────────────────

/** Strings and url() contents blanked (their text cannot be read as syntax), comments removed. */
function maskCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/url\((?!["'])[^)]*\)/gi, 'url()');
}

/**
 * A stylesheet as a tree: `{ decls: [{ prop, value, line }], children: [{ prelude, block }] }` where
 * `prelude` is a selector or an at-rule (`@media (…)`) and `block` the same shape again.
 */
export function parseCss(css) {
  const text = maskCss(css);
  let i = 0;
  const lineAt = (pos) => text.slice(0, pos).split('\n').length;
  const block = () => {
    const node = { decls: [], children: [] };
    let start = i;
    let parens = 0;
    while (i < text.length) {
      const c = text[i];
      if (c === '(') parens += 1;
      else if (c === ')') parens -= 1;
      else if (parens === 0 && c === '{') {
        const prelude = text.slice(start, i).trim();
        i += 1;
        node.children.push({ prelude, line: lineAt(start), block: block() });
        start = i;
        continue;
      } else if (parens === 0 && (c === ';' || c === '}')) {
        const item = text.slice(start, i).trim();
        if (item.startsWith('@'))
          node.children.push({ prelude: item, line: lineAt(start), block: null });
        else if (item) {
          const colon = item.indexOf(':');
          if (colon > 0) {
            node.decls.push({
              prop: item.slice(0, colon).trim().toLowerCase(),
              value: item.slice(colon + 1).trim(),
              line: lineAt(start),
            });
          }
        }
        i += 1;
        if (c === '}') return node;
        start = i;
        continue;
      }
      i += 1;
    }
    return node;
  };
  return block();
}

const LENGTH = 'css.types.length';
const UNITS = {
  dvh: 'viewport_percentage_units_dynamic',
  dvw: 'viewport_percentage_units_dynamic',
  dvi: 'viewport_percentage_units_dynamic',
  dvb: 'viewport_percentage_units_dynamic',
  dvmin: 'viewport_percentage_units_dynamic',
  dvmax: 'viewport_percentage_units_dynamic',
  svh: 'viewport_percentage_units_small',
  svw: 'viewport_percentage_units_small',
  svi: 'viewport_percentage_units_small',
  svb: 'viewport_percentage_units_small',
  svmin: 'viewport_percentage_units_small',
  svmax: 'viewport_percentage_units_small',
  lvh: 'viewport_percentage_units_large',
  lvw: 'viewport_percentage_units_large',
  lvi: 'viewport_percentage_units_large',
  lvb: 'viewport_percentage_units_large',
  lvmin: 'viewport_percentage_units_large',
  lvmax: 'viewport_percentage_units_large',
  cqw: 'container_query_length_units',
  cqh: 'container_query_length_units',
  cqi: 'container_query_length_units',
  cqb: 'container_query_length_units',
  cqmin: 'container_query_length_units',
  cqmax: 'container_query_length_units',
  vi: 'vi',
  vb: 'vb',
  lh: 'lh',
  rlh: 'rlh',
  ic: 'ic',
  ric: 'ric',
  cap: 'cap',
  rcap: 'rcap',
  rch: 'rch',
  rex: 'rex',
};

/**
 * CSS function name → its browser-compat-data path: the math and reference functions at the top of
 * css.types (min, clamp, env, round…) and the function families below. Basic shapes only count in
 * the properties that take a shape: `clip: rect(…)` is the old clip property, not the new shape.
 */
const FUNCTION_FAMILIES = [
  'color',
  'gradient',
  'image',
  'easing-function',
  'filter-function',
  'transform-function',
];
const SHAPE_PROPERTIES = new Set(['clip-path', 'shape-outside', 'offset-path']);
const CSS_FUNCTIONS = new Map();
for (const [key, child] of Object.entries(bcd.css.types)) {
  if (child?.__compat && !FUNCTION_FAMILIES.includes(key))
    CSS_FUNCTIONS.set(key, `css.types.${key}`);
}
for (const family of FUNCTION_FAMILIES) {
  for (const key of Object.keys(bcd.css.types[family] ?? {})) {
    if (key !== '__compat') CSS_FUNCTIONS.set(key.toLowerCase(), `css.types.${family}.${key}`);
  }
}
CSS_FUNCTIONS.set('linear', 'css.types.easing-function.linear-function');

function functionPath(name, prop) {
  const lower = name.toLowerCase();
  const shape = bcd.css.types['basic-shape']?.[lower];
  if (shape?.__compat) return SHAPE_PROPERTIES.has(prop) ? `css.types.basic-shape.${lower}` : null;
  return CSS_FUNCTIONS.get(lower) ?? null;
}

/** Pseudo-classes and pseudo-elements of a selector: `[{ name, args }]` (attribute selectors skipped). */
function pseudos(selector) {
  const out = [];
  const text = selector.replace(/\[[^\]]*\]/g, '[]');
  for (const m of text.matchAll(/::?(-?[a-zA-Z][\w-]*)(\()?/g)) {
    let args = null;
    if (m[2]) {
      let depth = 1;
      let j = m.index + m[0].length;
      const from = j;
      for (; j < text.length && depth; j += 1) {
        if (text[j] === '(') depth += 1;
        else if (text[j] === ')') depth -= 1;
      }
      args = text.slice(from, j - 1);
    }
    out.push({ name: m[1].toLowerCase(), args });
  }
  return out;
}

const hasTopLevelComma = (text) => {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) return true;
  }
  return false;
};

/**
 * The features of one stylesheet: `[{ path, label, line, token, alternative?, fallback? }]`.
 * `token` is the text an `@supports` condition would name; `fallback` marks a value whose rule
 * declares the same property before it.
 */
export function cssFeatures(css) {
  const found = [];
  const add = (path, label, line, token, extra = {}) => {
    if (compatAt(path)) found.push({ path, label, line, token, ...extra });
  };
  const walk = (node, supports) => {
    const seenProps = new Set();
    for (const { prop, value, line } of node.decls) {
      if (prop.startsWith('--') || prop.startsWith('-')) {
        seenProps.add(prop);
        continue;
      }
      // `-webkit-user-select` beside `user-select`: the prefixed statement of the data counts.
      const prefixed = (p) => node.decls.some((d) => d.prop === `${p}${prop}`);
      add(`css.properties.${prop}`, prop, line, prop, { prefixed, supports });
      const fallback = seenProps.has(prop);
      const bare = value.replace(/!important$/i, '');
      for (const m of bare.matchAll(/(^|[^\w-])([a-z][a-z-]*)(?![\w-]*\()/g)) {
        const keyword = m[2];
        if (
          Object.hasOwn(bcd.css.properties[prop] ?? {}, keyword) &&
          bcd.css.properties[prop][keyword].__compat
        ) {
          add(`css.properties.${prop}.${keyword}`, `${prop}: ${keyword}`, line, keyword, {
            prefixed,
            fallback,
            supports,
          });
        }
      }
      for (const m of bare.matchAll(/\d([a-z]+)\b/gi)) {
        const unit = UNITS[m[1].toLowerCase()];
        if (unit) add(`${LENGTH}.${unit}`, `${m[1]} unit`, line, m[1], { fallback, supports });
      }
      for (const m of bare.matchAll(/(^|[^\w-])([a-z][a-zA-Z0-9-]*)\(/g)) {
        const path = functionPath(m[2], prop);
        if (path) add(path, `${m[2]}()`, line, `${m[2]}(`, { fallback, supports });
      }
      seenProps.add(prop);
    }
    for (const { prelude, line, block } of node.children) {
      if (prelude.startsWith('@')) {
        const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
        if (!name.startsWith('-'))
          add(`css.at-rules.${name}`, `@${name}`, line, `@${name}`, { supports });
        if (name === 'media') {
          for (const m of prelude.matchAll(/\(\s*(?:min-|max-)?([a-z-]+)\s*[:)<>=]/g)) {
            add(`css.at-rules.media.${m[1]}`, `@media (${m[1]})`, line, m[1], { supports });
          }
          if (/\([^)]*[<>]/.test(prelude))
            add('css.at-rules.media.range_syntax', '@media range syntax', line, '<', { supports });
        }
        let inner = supports;
        if (name === 'supports') {
          if (/selector\(/.test(prelude))
            add('css.at-rules.supports.selector', '@supports selector()', line, 'selector(', {
              supports,
            });
          // A positive condition gates its block: what it names is not reported inside.
          if (!/^@supports\s+not\b/i.test(prelude)) inner = `${supports ?? ''} ${prelude}`;
        }
        if (block) walk(block, inner);
      } else {
        if (block?.children.length)
          add('css.selectors.nesting', 'CSS nesting', line, '&', { supports });
        for (const { name, args } of pseudos(prelude)) {
          if (name.startsWith('-')) continue;
          add(`css.selectors.${name}`, `:${name}`, line, `:${name}`, {
            supports,
            alternative: true,
          });
          if (name === 'not' && args && hasTopLevelComma(args)) {
            add('css.selectors.not.selector_list', ':not() with a selector list', line, ':not(', {
              supports,
            });
          }
        }
        if (prelude.includes('&'))
          add('css.selectors.nesting', 'CSS nesting', line, '&', { supports });
        if (block) walk(block, supports);
      }
    }
  };
  walk(parseCss(css), null);
  return found;
}

/** The accepted entry for a path: its own, or its nearest parent's (`css.properties.cursor`). */
function acceptedRule(accepted, path) {
  for (let p = path; p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    if (accepted.has(p)) return accepted.get(p);
  }
  return undefined;
}

/**
 * Checks one stylesheet against `browsers`. `accepted` maps a browser-compat-data path (or a parent
 * path) to `{ reason, fallback?, fallbackIn? }`: a feature beyond the policy that degrades
 * gracefully. When `fallback` (a RegExp) is given it must match this stylesheet, or with
 * `fallbackIn: 'build'` the build's CSS as a whole (`buildCss`), for a use to be accepted.
 * Returns `{ problems, accepted }`.
 */
export function checkCss(css, browsers, { accepted = new Map(), buildCss = css } = {}) {
  const result = { problems: [], accepted: [] };
  const seen = new Set();
  for (const f of cssFeatures(css)) {
    if (f.fallback) continue;
    if (f.supports && f.supports.includes(f.token)) continue;
    const hasAlternative = (alt) =>
      f.prefixed ? f.prefixed(alt) : f.alternative ? css.includes(alt.replace(/\(\)$/, '')) : false;
    const missing = missingIn(compatAt(f.path), browsers, hasAlternative);
    if (!missing.length) continue;
    const key = `${f.path}:${f.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = { path: f.path, label: f.label, line: f.line, missing };
    const rule = acceptedRule(accepted, f.path);
    const scope = rule?.fallbackIn === 'build' ? buildCss : css;
    if (rule && (!rule.fallback || rule.fallback.test(scope))) result.accepted.push(entry);
    else result.problems.push(rule ? { ...entry, fallbackMissing: String(rule.fallback) } : entry);
  }
  return result;
}
