import { describe, expect, it } from 'vitest';
import { buildDay, sitemapXml } from '../../../scripts/vite-plugin-sitemap.ts';
import { contentDateOf } from '@/app/content-dates';
import { PRIVACY_POLICY } from '@/content/agreements/privacy-policy';
import { USER_AGREEMENT } from '@/content/agreements/user-agreement';
import { PUBLISHED_ARTICLES } from '@/content/articles';

describe('content dates of the public pages', () => {
  it('dates an article by its publication, the list by its newest article, an agreement by its revision', () => {
    const [newest, older] = PUBLISHED_ARTICLES;
    expect(contentDateOf(`/n/${older!.id}`)).toBe(older!.date);
    expect(contentDateOf('/article')).toBe(newest!.date);
    expect(contentDateOf('/agreement/user')).toBe(USER_AGREEMENT.updated);
    expect(contentDateOf('/agreement/privacy')).toBe(PRIVACY_POLICY.updated);
  });

  it('has no date for a page its content files do not date, nor for a draft', () => {
    for (const path of ['/', '/help', '/download', '/payment', '/n/1030', '/n/9999'])
      expect(contentDateOf(path), path).toBeUndefined();
  });
});

describe('the build day', () => {
  it('is the Asia/Shanghai day of the build', () => {
    expect(buildDay({}, new Date('2025-12-31T15:59:00Z'))).toBe('2025-12-31');
    expect(buildDay({}, new Date('2025-12-31T16:00:00Z'))).toBe('2026-01-01');
  });

  it('follows SOURCE_DATE_EPOCH when set (reproducible builds)', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(buildDay({ SOURCE_DATE_EPOCH: '1700000000' }, now)).toBe('2023-11-15');
    expect(buildDay({ SOURCE_DATE_EPOCH: 'soon' }, now)).toBe('2030-01-01');
  });
});

describe('sitemapXml', () => {
  it('gives every URL a lastmod: its content date, else the build day', () => {
    const article = PUBLISHED_ARTICLES[0]!;
    const xml = sitemapXml(
      'https://www.example.cn',
      ['/', `/n/${article.id}`, '/agreement/user'],
      '2026-12-01',
    );
    expect(xml).toContain(
      '<url><loc>https://www.example.cn/</loc><lastmod>2026-12-01</lastmod></url>',
    );
    expect(xml).toContain(
      `<url><loc>https://www.example.cn/n/${article.id}</loc><lastmod>${article.date}</lastmod></url>`,
    );
    expect(xml).toContain(`<lastmod>${USER_AGREEMENT.updated}</lastmod>`);
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});
