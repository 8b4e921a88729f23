import { hrefOf, paramsAt } from '@/domain/route-addresses';
import { findPublishedArticle } from '@/content/articles';
import { HELP_CATEGORIES } from '@/content/help';
import type { Article } from '@/content/types';
import { t } from '@/i18n';
import { ILLUSTRATIONS } from '@/features/content/assets/illustrations';
import { publishedDateTime, type JsonLd } from './page-meta';
import { ROUTES } from '@/domain/routes';

/**
 * schema.org JSON-LD of the visitor pages that have a type for it: the organisation on `/`, the
 * apps on /download, the questions of /help and each article. Built from the data the page itself
 * shows (the content files, the `content` strings), so the markup can never say something the page
 * does not. The prerender step writes it with the other head tags (head.ts); the browser keeps it
 * while that page is shown (page-meta.ts) and never loads this module.
 */

/** The site's square logo (public/icon-512.png, also the web app manifest's large icon). */
const LOGO = { path: '/icon-512.png', width: 512, height: 512 } as const;

/** The platforms /download offers, as its cards name them. */
const PLATFORMS = ['ios', 'android', 'win', 'mac'] as const;

type Site = { origin: string; name: string };

const absolute = (site: Site, url: string) => new URL(url, `${site.origin}/`).href;

/** The site as an organisation: the author and publisher of everything on it. */
const publisherOf = (site: Site) => ({
  '@type': 'Organization',
  name: site.name,
  url: `${site.origin}/`,
});

function organization(site: Site) {
  return { ...publisherOf(site), logo: absolute(site, LOGO.path) };
}

function softwareApplication(site: Site, description: string) {
  return {
    '@type': 'SoftwareApplication',
    name: site.name,
    description,
    url: `${site.origin}/download`,
    operatingSystem: PLATFORMS.map((key) => t(`content:download.platforms.${key}.name`)).join(', '),
    applicationCategory: 'MultimediaApplication',
    // The page's promise `download.highlights.free` (免费下载): the apps cost nothing; the
    // packages are paid, but their prices are the API's and belong to /payment, not to this page.
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'CNY' },
  };
}

function faqPage() {
  return {
    '@type': 'FAQPage',
    mainEntity: HELP_CATEGORIES.flatMap((category) =>
      category.questions.map((question) => ({
        '@type': 'Question',
        name: question.question,
        acceptedAnswer: { '@type': 'Answer', text: question.answer.join('\n') },
      })),
    ),
  };
}

function article(site: Site, item: Article) {
  return {
    '@type': 'Article',
    headline: item.title,
    description: item.summary,
    datePublished: publishedDateTime(item.date),
    image: [absolute(site, ILLUSTRATIONS[item.cover])],
    keywords: item.tags.join(','),
    mainEntityOfPage: `${site.origin}${hrefOf('article', { id: item.id })}`,
    author: publisherOf(site),
    publisher: {
      ...publisherOf(site),
      logo: {
        '@type': 'ImageObject',
        url: absolute(site, LOGO.path),
        width: LOGO.width,
        height: LOGO.height,
      },
    },
  };
}

/**
 * The JSON-LD of the page at `path` on the www host of `siteDomain`, or undefined for a page
 * without one. `description` is the page's meta description.
 */
export function structuredDataFor(
  path: string,
  siteDomain: string,
  description: string,
): JsonLd | undefined {
  const site: Site = { origin: `https://www.${siteDomain}`, name: t('content:meta.siteName') };
  const id = paramsAt('article', path)?.id;
  const found = id === undefined ? undefined : findPublishedArticle(id);
  const data =
    path === ROUTES.home.path
      ? organization(site)
      : path === ROUTES.download.path
        ? softwareApplication(site, description)
        : path === ROUTES.help.path
          ? faqPage()
          : found && article(site, found);
  return data && { '@context': 'https://schema.org', ...data };
}
