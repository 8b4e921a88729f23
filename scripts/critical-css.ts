/**
 * Critical CSS of the prerendered pages with beasties (the maintained fork of
 * critters): no stylesheet blocks a prerendered page's first paint.
 *
 * For every `<link rel="stylesheet">` of a page (the entry CSS and the route chunks' CSS that
 * scripts/prerender.ts links), beasties inlines the rules that match an element of the page's
 * static HTML — the whole page, not a guessed fold, so nothing the server rendered waits for a
 * stylesheet and nothing moves when one arrives — into one `<style>` in the head, and defers the
 * link with its `preload: 'media-script'` strategy:
 *
 *     <style>…critical rules…</style>
 *     <link rel="stylesheet" href="/assets/x.css" media="print" data-beasties-media="all">
 *     <noscript><link rel="stylesheet" href="/assets/x.css"></noscript>
 *     …
 *     <script>document.querySelectorAll('link[data-beasties-media]').forEach(…)</script>  (end of body)
 *
 * Why this strategy (the CSP, nginx/security-headers.conf): script-src has no 'unsafe-inline' and
 * no 'unsafe-hashes', so the `onload="this.media='all'"` / `onload="this.rel='stylesheet'"`
 * handlers of the 'media' and 'swap' strategies would be refused and the full CSS would never
 * apply. 'media-script' needs no event handler: one inline script whose text never varies, which
 * vite-plugin-nginx-csp.ts hashes into script-src like every inline script of the built HTML (the
 * prerender step rewrites the include after writing the pages). It is a classic inline script, so
 * it runs when the page's modules fail to load too; without JavaScript the `<noscript>` links
 * apply. A `media="print"` link is fetched at low priority and never blocks rendering, and Chromium
 * keeps it non-blocking when the script then sets its media to "all" (the first paint does not
 * wait for a stylesheet held back). Inline `<style>` needs nothing in the CSP: style-src has
 * 'unsafe-inline' (and must not get a hash, which would void it).
 *
 * The stylesheets stay whole (no pruneSource): they are shared by every page and by the client's
 * lazy routes, and Vite's preload helper finds them already linked after a client-side navigation.
 * The page's own inline `<style>` (the hide-flag rules of prerender.ts) is left as it is.
 */
import Beasties from 'beasties';

/** The attribute beasties' 'media-script' strategy marks a deferred stylesheet link with. */
export const DEFERRED_MEDIA_ATTR = 'data-beasties-media';

export interface CriticalCssOptions {
  /** The client build's output directory (where `<base>assets/*.css` are read from). */
  outDir: string;
  /** Vite `base`, the public path of /assets/. */
  base?: string;
  /** Beasties' warnings (a selector it could not parse: that rule then waits for its sheet). */
  warn?: (message: string) => void;
}

export type CriticalCssInliner = (html: string, page: string) => Promise<string>;

/** `<link …>` tags of `html` that are stylesheets (rel contains the token "stylesheet"). */
export function stylesheetLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\srel\s*=\s*["']?[^"'>]*\bstylesheet\b/i.test(tag));
}

/**
 * The stylesheet links of `html` that block rendering: every one outside `<noscript>` that is not
 * deferred by a non-matching media (beasties' `media="print"` + data-beasties-media).
 */
export function renderBlockingStylesheets(html: string): string[] {
  const withoutNoscript = html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, '');
  return stylesheetLinks(withoutNoscript).filter(
    (tag) => !(/\smedia\s*=\s*["']?print\b/i.test(tag) && tag.includes(DEFERRED_MEDIA_ATTR)),
  );
}

/** An inliner for the pages of one build; one Beasties instance caches the parsed sheets. */
export function createCriticalCssInliner(options: CriticalCssOptions): CriticalCssInliner {
  const { outDir, base = '/', warn = () => undefined } = options;
  const errors: string[] = [];
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'media-script',
    noscriptFallback: true,
    // Keep the stylesheets whole (see above) and the page's own inline <style> untouched.
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    // The site has no web fonts; keyframes only where a critical rule animates.
    fonts: false,
    keyframes: 'critical',
    // The flag query's pre-paint mark (scripts/prerender.ts HIDE_PAY_PROBE) is set on <html> in
    // the browser, so no built page matches a rule under it; those rules are for the first paint.
    allowRules: [/\[data-hide-pay\]/],
    compress: true,
    dedupeWarnings: 'instance',
    logger: {
      warn: (message) => warn(`[critical-css] ${message}`),
      error: (message) => errors.push(message),
    },
  });
  return async (html, page) => {
    errors.length = 0;
    const out = (await beasties.process(html))
      // beasties marks <html> as its evaluation container when the page names none.
      .replace(/(<html\b[^>]*?)\s+data-beasties-container(?:="")?/i, '$1');
    if (errors.length) throw new Error(`[critical-css] ${page}: ${errors.join('\n')}`);
    const blocking = renderBlockingStylesheets(out);
    if (blocking.length)
      throw new Error(
        `[critical-css] ${page} still has render-blocking CSS: ${blocking.join(' ')}`,
      );
    const styles = (doc: string) => (doc.match(/<style\b/gi) ?? []).length;
    if (stylesheetLinks(html).length && styles(out) <= styles(html))
      throw new Error(`[critical-css] ${page}: no critical CSS was inlined`);
    return out;
  };
}
