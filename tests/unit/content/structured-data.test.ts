import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_ARTICLES } from '@/content/articles';
import { HELP_CATEGORIES } from '@/content/help';
import {
  applyPageMeta,
  jsonForScript,
  removePageMeta,
  renderHeadHtml,
  type PageMeta,
} from '@/features/content/seo/page-meta';
import { structuredDataFor } from '@/features/content/seo/structured-data';
import { loadNamespaces } from '@/i18n';

const DOMAIN = 'example.cn';
const SITE = 'https://www.example.cn';

beforeAll(() => loadNamespaces(['content', 'content.pages']));
afterEach(() => removePageMeta());

describe('structuredDataFor', () => {
  it('describes the organisation on the home page', () => {
    expect(structuredDataFor('/', DOMAIN, '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: '芝士云修图',
      url: `${SITE}/`,
      logo: `${SITE}/icon-512.png`,
    });
  });

  it('describes the apps on /download with the platforms the page names', () => {
    expect(structuredDataFor('/download', DOMAIN, '下载页')).toMatchObject({
      '@type': 'SoftwareApplication',
      name: '芝士云修图',
      description: '下载页',
      operatingSystem: 'iOS, Android, Windows, macOS',
      applicationCategory: 'MultimediaApplication',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'CNY' },
    });
  });

  it('lists every help question and its answer on /help', () => {
    const data = structuredDataFor('/help', DOMAIN, '') as unknown as { mainEntity: unknown[] };
    const questions = HELP_CATEGORIES.flatMap((c) => c.questions);
    expect(data.mainEntity).toHaveLength(questions.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: questions[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: questions[0]!.answer.join('\n') },
    });
  });

  it('makes each published article an Article, with absolute URLs', () => {
    const article = PUBLISHED_ARTICLES[1]!;
    const data = structuredDataFor(`/n/${article.id}`, DOMAIN, '');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      datePublished: `${article.date}T08:00:00+08:00`,
      mainEntityOfPage: `${SITE}/n/${article.id}`,
      author: { '@type': 'Organization', name: '芝士云修图', url: `${SITE}/` },
      publisher: { logo: { '@type': 'ImageObject', url: `${SITE}/icon-512.png`, width: 512 } },
    });
    expect((data as unknown as { image: string[] }).image[0]).toMatch(
      /^https:\/\/www\.example\.cn\/.+/,
    );
  });

  it('has nothing for other pages, drafts and unknown articles', () => {
    for (const path of ['/guide', '/article', '/consultation', '/n/1030', '/n/9999'])
      expect(structuredDataFor(path, DOMAIN, ''), path).toBeUndefined();
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><!--',
    });
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toMatchObject({ name: '</script><!--' });
  });
});

describe('JSON-LD with the other head tags', () => {
  const help: PageMeta = {
    title: '帮助中心',
    description: 'd',
    path: '/help',
    siteName: '芝士云修图',
  };
  const blocks = () =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
    );

  it('is in the prerendered head, marked with the path it describes', () => {
    const html = renderHeadHtml(help, DOMAIN, structuredDataFor('/help', DOMAIN, ''));
    expect(html).toMatch(
      /<script type="application\/ld\+json" data-json-ld-for="\/help">\{"@context":"https:\/\/schema.org","@type":"FAQPage"/,
    );
    expect(renderHeadHtml({ ...help, path: '/guide' }, DOMAIN)).not.toContain('ld+json');
  });

  it('stays while its page is shown, leaves with it and comes back with it', () => {
    // The prerendered /help document.
    document.head.insertAdjacentHTML(
      'beforeend',
      renderHeadHtml(help, DOMAIN, structuredDataFor('/help', DOMAIN, '')),
    );
    applyPageMeta(help, DOMAIN); // hydration
    expect(blocks()).toEqual(['FAQPage']);
    applyPageMeta({ ...help, path: '/download' }, DOMAIN);
    // Never a block describing another page; none is built in the browser.
    expect(blocks()).toEqual([]);
    applyPageMeta(help, DOMAIN);
    expect(blocks()).toEqual(['FAQPage']);
    removePageMeta();
    expect(blocks()).toEqual([]);
  });
});
