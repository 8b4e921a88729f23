// Types of tests/build/browser-support.mjs, for its unit test (tests/unit/browser-support/).

export interface PolicyBrowser {
  /** browser-compat-data's name: chrome, safari_ios… */
  name: string;
  /** The lowest version the policy names: '86', '15.0'. */
  version: string;
  /** browserslist's spelling: 'ios_saf 15.0'. */
  label: string;
}

export interface Finding {
  path: string;
  label: string;
  line: number;
  missing: string[];
}

export interface JsFeature {
  path: string;
  label: string;
  line: number;
  guarded?: boolean;
}

export interface CssFeature {
  path: string;
  label: string;
  line: number;
  token: string;
  fallback?: boolean;
}

export interface AcceptedCss {
  reason: string;
  fallback?: RegExp;
  fallbackIn?: 'stylesheet' | 'build';
}

export function policyBrowsers(options?: {
  query?: string | string[];
  path?: string;
}): PolicyBrowser[];
export function compatAt(path: string): unknown;
export function missingIn(
  compat: unknown,
  browsers: PolicyBrowser[],
  hasAlternative?: (prefixOrName: string) => boolean,
): string[];
export function jsFeatures(
  code: string,
  options?: { sourceType?: 'module' | 'script' },
): JsFeature[];
export function checkJs(
  code: string,
  browsers: PolicyBrowser[],
  options?: { sourceType?: 'module' | 'script'; polyfilled?: Set<string> },
): { problems: Finding[]; polyfilled: Finding[]; guarded: Finding[] };
export function parseCss(css: string): unknown;
export function cssFeatures(css: string): CssFeature[];
export function checkCss(
  css: string,
  browsers: PolicyBrowser[],
  options?: { accepted?: Map<string, AcceptedCss>; buildCss?: string },
): { problems: (Finding & { fallbackMissing?: string })[]; accepted: Finding[] };
