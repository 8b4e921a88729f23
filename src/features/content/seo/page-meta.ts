/**
 * Per-route head tags of the visitor pages: title, description, canonical on the www host, the m
 * host as the mobile alternate (Google's separate-URLs annotation and Baidu's mobile-agent), Open
 * Graph. The same data is written into prerendered HTML at build time and applied in the browser on
 * client-side navigation, so a crawler sees the tags with or without JavaScript. A prerendered page
 * also has its JSON-LD (structured-data.ts), which the browser keeps while that page is shown.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (`/download`, `/n/1024`). */
  path: string;
  type?: 'website' | 'article';
  /** `YYYY-MM-DD` of an article. */
  publishedDate?: string;
  siteName: string;
}

/** A schema.org JSON-LD object (structured-data.ts builds them). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** Open Graph image (public/og-image.jpg), 1200 × 630. */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;
export const PAGE_META_ATTR = 'data-page-meta';
/** On a JSON-LD block: the path of the page it describes. */
export const JSON_LD_ATTR = 'data-json-ld-for';

/** `YYYY-MM-DD` of the content files as a date-time: publication dates are Asia/Shanghai days. */
export const publishedDateTime = (date: string) => `${date}T08:00:00+08:00`;

type Tag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

/** The page's canonical URL: the www host (the m host is its mobile alternate). */
export function canonicalUrl(path: string, siteDomain: string): string {
  return `https://www.${siteDomain}${path}`;
}

/** Absolute URL of the Open Graph image (also the WeChat share card's image). */
export function ogImageUrl(siteDomain: string): string {
  return `https://www.${siteDomain}${OG_IMAGE.path}`;
}

/** Tags other than <title> and the description, which index.html already has and which are updated in place. */
export function pageMetaTags(meta: PageMeta, siteDomain: string): Tag[] {
  const canonical = canonicalUrl(meta.path, siteDomain);
  const mobile = `https://m.${siteDomain}${meta.path}`;
  const og = (property: string, content: string): Tag => ({
    tag: 'meta',
    attrs: { property, content },
  });
  const tags: Tag[] = [
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    {
      tag: 'link',
      attrs: { rel: 'alternate', media: 'only screen and (max-width: 640px)', href: mobile },
    },
    { tag: 'meta', attrs: { name: 'mobile-agent', content: `format=html5;url=${mobile}` } },
    og('og:type', meta.type ?? 'website'),
    og('og:site_name', meta.siteName),
    og('og:locale', 'zh_CN'),
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:url', canonical),
    og('og:image', ogImageUrl(siteDomain)),
    og('og:image:width', String(OG_IMAGE.width)),
    og('og:image:height', String(OG_IMAGE.height)),
  ];
  if (meta.publishedDate)
    tags.push(og('article:published_time', publishedDateTime(meta.publishedDate)));
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for inside `<script type="application/ld+json">`: no `</script>` or `<!--` can occur. */
export function jsonForScript(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head as HTML, for the prerender step, with the page's JSON-LD if it has one. */
export function renderHeadHtml(meta: PageMeta, siteDomain: string, jsonLd?: JsonLd): string {
  const tags = pageMetaTags(meta, siteDomain).map(({ tag, attrs }) => {
    const attrText = Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return `<${tag}${attrText} ${PAGE_META_ATTR}>`;
  });
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...tags,
    ...(jsonLd
      ? [
          `<script type="application/ld+json" ${JSON_LD_ATTR}="${escapeHtml(meta.path)}">${jsonForScript(jsonLd)}</script>`,
        ]
      : []),
  ].join('\n    ');
}

/**
 * The head of a private page's frame (src/app/public-paths.ts PRIVATE_FRAME_PATHS): its title, and
 * no indexing. No canonical or Open Graph tags: nobody shares or finds these pages; the shell's
 * site description stays (scripts/prerender.ts).
 */
export function renderPrivateHeadHtml(title: string): string {
  return [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex">'].join(
    '\n    ',
  );
}

/** The head in a live document, on client-side navigation. */
export function applyPageMeta(meta: PageMeta, siteDomain: string, doc: Document = document): void {
  doc.title = meta.title;
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement('meta');
    description.name = 'description';
    doc.head.append(description);
  }
  description.content = meta.description;
  removePageMeta(doc);
  for (const { tag, attrs } of pageMetaTags(meta, siteDomain)) {
    const el = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.setAttribute(PAGE_META_ATTR, '');
    doc.head.append(el);
  }
  showJsonLdOf(meta.path, doc);
}

/** Drops the route's canonical/alternate/Open Graph tags (leaving a page that sets none). */
export function removePageMeta(doc: Document = document): void {
  doc.head.querySelectorAll(`[${PAGE_META_ATTR}]`).forEach((el) => el.remove());
  showJsonLdOf(undefined, doc);
}

/** JSON-LD blocks of prerendered pages the visitor has left, by path. */
const leftJsonLd = new Map<string, Element>();

/**
 * Keeps the prerendered JSON-LD of the page at `path` (put back if the visitor returns to it) and
 * takes any other out, so that no block ever describes another page. Pages reached by client-side
 * navigation get none: crawlers load each URL, and the builders (content files, strings) stay out
 * of the browser's bundle.
 */
function showJsonLdOf(path: string | undefined, doc: Document): void {
  doc.head.querySelectorAll(`script[${JSON_LD_ATTR}]`).forEach((el) => {
    const describes = el.getAttribute(JSON_LD_ATTR) ?? '';
    if (describes === path) return;
    leftJsonLd.set(describes, el);
    el.remove();
  });
  const back = path === undefined ? undefined : leftJsonLd.get(path);
  if (back && back.ownerDocument === doc && !back.isConnected) doc.head.append(back);
}
