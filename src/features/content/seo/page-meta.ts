import { jsonLdText, publishedDateTime, structuredDataFor } from './structured-data';

/**
 * Per-route head tags of the visitor pages: title, description, canonical on the www host, the m
 * host as the mobile alternate (Google's separate-URLs annotation and Baidu's mobile-agent), Open
 * Graph, and the page's JSON-LD where it has one (structured-data.ts). The same data is written into prerendered HTML at build time and applied in the browser on
 * client-side navigation, so a crawler sees the tags with or without JavaScript.
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

/** Open Graph image (public/og-image.jpg), 1200 × 630. */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;
export const PAGE_META_ATTR = 'data-page-meta';

type Tag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

/** Tags other than <title> and the description, which index.html already has and which are updated in place. */
export function pageMetaTags(meta: PageMeta, siteDomain: string): Tag[] {
  const canonical = `https://www.${siteDomain}${meta.path}`;
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
    og('og:image', `https://www.${siteDomain}${OG_IMAGE.path}`),
    og('og:image:width', String(OG_IMAGE.width)),
    og('og:image:height', String(OG_IMAGE.height)),
  ];
  if (meta.publishedDate)
    tags.push(og('article:published_time', publishedDateTime(meta.publishedDate)));
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerender step. */
export function renderHeadHtml(meta: PageMeta, siteDomain: string): string {
  const tags = pageMetaTags(meta, siteDomain).map(({ tag, attrs }) => {
    const attrText = Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return `<${tag}${attrText} ${PAGE_META_ATTR}>`;
  });
  const jsonLd = structuredDataFor(meta.path, siteDomain, meta.description);
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...tags,
    ...(jsonLd
      ? [`<script type="application/ld+json" ${PAGE_META_ATTR}>${jsonLdText(jsonLd)}</script>`]
      : []),
  ].join('\n    ');
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
  const jsonLd = structuredDataFor(meta.path, siteDomain, meta.description);
  if (jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(jsonLd);
    script.setAttribute(PAGE_META_ATTR, '');
    doc.head.append(script);
  }
}

/** Drops the route's canonical/alternate/Open Graph/JSON-LD tags (leaving a page that sets none). */
export function removePageMeta(doc: Document = document): void {
  doc.head.querySelectorAll(`[${PAGE_META_ATTR}]`).forEach((el) => el.remove());
}
