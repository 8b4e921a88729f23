/**
 * Writes the build's Content-Security-Policy origins for nginx (docs/architecture.md
 * "Content-Security-Policy").
 *
 * At the end of a client build this plugin writes `<outDir>/_nginx/csp.conf`, a server{}-level
 * nginx include of `set $csp_… "…";` lines that nginx/security-headers.conf splices into the
 * policy, so a build pointed at other API origins keeps working when served by nginx.conf:
 *
 *   $csp_connect    API bases (VITE_API_BASE and the per-service VITE_*_API_BASE, each defaulting
 *                   to VITE_API_BASE) + VITE_ANALYTICS_URL (Sensors ajax/beacon sends)
 *   $csp_img        the same origins (Sensors image beacons, API-served images) + https://*.VITE_SITE_DOMAIN
 *   $csp_script     sha256 hashes of every inline <script> in the built HTML (the prerendered
 *                   `window.__staticRouterHydrationData` script) + an absolute Vite `base` origin
 *   $csp_style / $csp_font   an absolute Vite `base` origin, if any
 *   $csp_workbench  the VITE_WORKBENCH_ENTRY origin — used only on /workbench documents
 *   $csp_upgrade    "; upgrade-insecure-requests" unless some configured origin is plain http
 *   $csp_report / $csp_reporting_endpoints   VITE_CSP_REPORT_URL, where browsers send violation
 *                   reports (`report-uri` and the Reporting API's `report-to`); empty without it
 *
 * Every value is empty or starts with a space. `<outDir>/_nginx/csp.json` keeps the origins so a
 * later step that writes more HTML (prerendering) can refresh the hashes with
 * `writeNginxCspInclude(outDir)`; a prerender plugin in the same build only has to run its
 * closeBundle before this one (this hook is `order: 'post'`). nginx never serves `/_nginx/`.
 *
 * Deploy: the file travels with the build; nginx.conf includes
 * `/var/www/example-retouch/current/_nginx/csp.conf`, so switching the release symlink and
 * reloading nginx (`nginx -t && nginx -s reload`) picks it up.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { apiBaseValues, assertValidBuildEnv } from './build-env.ts';

export const CSP_INCLUDE_DIR = '_nginx';
export const CSP_INCLUDE_FILE = 'csp.conf';
const CSP_SOURCES_FILE = 'csp.json';

/** Origins per directive, without the fixed keywords nginx/security-headers.conf already has. */
export interface NginxCspSources {
  connect: string[];
  img: string[];
  script: string[];
  style: string[];
  font: string[];
  workbench: string[];
  /** false when some configured origin is plain http (a loopback test build, say). */
  upgradeInsecureRequests: boolean;
  /** Where violation reports go (VITE_CSP_REPORT_URL), or null for none. */
  report?: string | null;
}

/** The Reporting API endpoint's name in `report-to` and `Reporting-Endpoints`. */
const REPORT_ENDPOINT = 'csp';

// A URL that nginx and the header can carry as it is: no quote, space, `;`, `,`, `$` or brace.
const SAFE_REPORT_URL = /^https?:\/\/[A-Za-z0-9.:[\]-]+(?:\/[A-Za-z0-9._~/%?=&+-]*)?$/;

function reportUrlOf(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  const url = URL.parse(v);
  const loopback = url && /^(127\.0\.0\.1|localhost|\[::1\])$/.test(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
    throw new Error(
      `[nginx-csp] VITE_CSP_REPORT_URL=${JSON.stringify(v)} must be an https URL (http only on loopback)`,
    );
  }
  if (!SAFE_REPORT_URL.test(v)) {
    throw new Error(
      `[nginx-csp] VITE_CSP_REPORT_URL=${JSON.stringify(v)} has characters a header cannot carry`,
    );
  }
  return v;
}

// Anything nginx could read as syntax or a variable ($, ;, quotes, braces, spaces) is refused.
const SAFE_TOKEN = /^(?:'sha256-[A-Za-z0-9+/]+={0,2}'|https?:\/\/[A-Za-z0-9.*[\]:-]+)$/;

function originOf(name: string, value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (v.startsWith('/') && !v.startsWith('//')) return null; // same origin: covered by 'self'
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`[nginx-csp] ${name}=${JSON.stringify(v)} is not an absolute URL or a /path`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`[nginx-csp] ${name}=${JSON.stringify(v)} must be an http(s) URL`);
  }
  return url.origin;
}

const uniq = (list: (string | null)[]): string[] => [
  ...new Set(list.filter((s): s is string => !!s)),
];

/** The CSP origins a build configured with `env` (VITE_* variables) and Vite `base` needs. */
export function cspSourcesFromEnv(
  env: Record<string, string | undefined>,
  base = '/',
): NginxCspSources {
  const apis = uniq(apiBaseValues(env).map(({ name, value }) => originOf(name, value)));
  const analytics = originOf('VITE_ANALYTICS_URL', env.VITE_ANALYTICS_URL);
  const workbench = originOf('VITE_WORKBENCH_ENTRY', env.VITE_WORKBENCH_ENTRY);
  const baseOrigin = /^https?:\/\//i.test(base) ? originOf('base', base) : null;

  const domain = env.VITE_SITE_DOMAIN?.trim().toLowerCase();
  if (domain && !/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(domain)) {
    throw new Error(`[nginx-csp] VITE_SITE_DOMAIN=${JSON.stringify(domain)} is not a domain name`);
  }
  const ownSubdomains = domain ? `https://*.${domain}` : null;

  const all = uniq([...apis, analytics, workbench, baseOrigin]);
  return {
    connect: uniq([...apis, analytics]),
    img: uniq([...apis, analytics, baseOrigin, ownSubdomains]),
    script: uniq([baseOrigin]),
    style: uniq([baseOrigin]),
    font: uniq([baseOrigin]),
    workbench: uniq([workbench]),
    upgradeInsecureRequests: all.every((o) => o.startsWith('https:')),
    report: reportUrlOf(env.VITE_CSP_REPORT_URL),
  };
}

const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'importmap',
]);

/** CSP hash sources ('sha256-…') of the inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks are not executed
    // Browsers hash the element's text after newline normalisation (CRLF/CR -> LF).
    const body = (m[2] ?? '').replace(/\r\n?/g, '\n');
    if (!body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== CSP_INCLUDE_DIR) out.push(...htmlFiles(full));
    } else if (/\.html?$/i.test(entry.name)) {
      out.push(full);
    }
  }
  return out.sort();
}

/** Hashes of every inline script in every .html under `outDir`. */
export function collectInlineScriptHashes(outDir: string): string[] {
  return uniq(
    htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))),
  ).sort();
}

function nginxValue(name: string, tokens: string[]): string {
  for (const t of tokens) {
    if (!SAFE_TOKEN.test(t))
      throw new Error(`[nginx-csp] refusing unsafe CSP source for $${name}: ${t}`);
  }
  return `set $${name} "${tokens.map((t) => ` ${t}`).join('')}";`;
}

function reportLines(url: string | null): string[] {
  if (url && !SAFE_REPORT_URL.test(url))
    throw new Error(`[nginx-csp] refusing unsafe report URL: ${url}`);
  return url
    ? [
        `set $csp_report "; report-uri ${url}; report-to ${REPORT_ENDPOINT}";`,
        `set $csp_reporting_endpoints '${REPORT_ENDPOINT}="${url}"';`,
      ]
    : ['set $csp_report "";', 'set $csp_reporting_endpoints "";'];
}

/** The nginx include text for these sources and inline-script hashes. */
export function renderNginxCspInclude(sources: NginxCspSources, scriptHashes: string[]): string {
  return [
    '# Generated by scripts/vite-plugin-nginx-csp.ts at build time. Do not edit; rebuild instead.',
    '# server{}-level include of nginx.conf; nginx/security-headers.conf puts these into the CSP.',
    '# Each value is empty or starts with a space.',
    nginxValue('csp_script', [...sources.script, ...scriptHashes]),
    nginxValue('csp_style', sources.style),
    nginxValue('csp_img', sources.img),
    nginxValue('csp_font', sources.font),
    nginxValue('csp_connect', sources.connect),
    nginxValue('csp_workbench', sources.workbench),
    `set $csp_upgrade "${sources.upgradeInsecureRequests ? '; upgrade-insecure-requests' : ''}";`,
    ...reportLines(sources.report ?? null),
    '',
  ].join('\n');
}

/**
 * (Re)writes `<outDir>/_nginx/csp.conf`, hashing the inline scripts of the HTML now in `outDir`.
 * Without `sources`, the ones recorded in `<outDir>/_nginx/csp.json` by the build are reused —
 * call it that way after writing prerendered pages. Returns the include's path.
 */
export function writeNginxCspInclude(outDir: string, sources?: NginxCspSources): string {
  const dir = join(outDir, CSP_INCLUDE_DIR);
  const sourcesFile = join(dir, CSP_SOURCES_FILE);
  const resolved = sources ?? (JSON.parse(readFileSync(sourcesFile, 'utf8')) as NginxCspSources);
  mkdirSync(dir, { recursive: true });
  writeFileSync(sourcesFile, `${JSON.stringify(resolved, null, 2)}\n`);
  const file = join(dir, CSP_INCLUDE_FILE);
  writeFileSync(file, renderNginxCspInclude(resolved, collectInlineScriptHashes(outDir)));
  return file;
}

export default function nginxCsp(): Plugin {
  let outDir = '';
  let sources: NginxCspSources | null = null;
  let skip = false;
  let log: (msg: string) => void = () => {};
  return {
    name: 'nginx-csp',
    apply: 'build',
    configResolved(config) {
      skip = !!config.build.ssr; // SSR/prerender bundles are not served by nginx
      outDir = resolve(config.root, config.build.outDir);
      const envDir = typeof config.envDir === 'string' ? config.envDir : config.root;
      const env: Record<string, string | undefined> = { ...loadEnv(config.mode, envDir, 'VITE_') };
      // config.env is exactly what import.meta.env gets; it wins if the two ever differ.
      for (const [key, value] of Object.entries(config.env)) {
        if (key.startsWith('VITE_') && typeof value === 'string') env[key] = value;
      }
      // The build's one env check: the values parsed below, and the rest (scripts/build-env.ts).
      assertValidBuildEnv(env);
      sources = cspSourcesFromEnv(env, config.base);
      log = (msg) => config.logger.info(msg);
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (skip || !sources) return;
        const file = writeNginxCspInclude(outDir, sources);
        log(`nginx CSP include: ${relative(process.cwd(), file) || file}`);
      },
    },
  };
}
