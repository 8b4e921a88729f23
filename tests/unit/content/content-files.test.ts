import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES, articleBody } from '@/content/article-bodies';
import { ARTICLES, findPublishedArticle, PUBLISHED_ARTICLES } from '@/content/articles';
import { GUIDE_STEPS } from '@/content/guide';
import { HELP_CATEGORIES } from '@/content/help';
import { ARTICLE_PATHS, PRERENDER_PATHS, PUBLIC_PATHS } from '@/app/public-paths';
import { ILLUSTRATIONS } from '@/features/content/assets/illustrations';

describe('versioned content', () => {
  it('has unique article ids and real copy, and a body for each article', () => {
    const ids = ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ARTICLE_BODIES).sort()).toEqual([...ids].sort());
    for (const article of PUBLISHED_ARTICLES) {
      expect(article.title.length).toBeGreaterThan(8);
      expect(article.summary.length).toBeGreaterThan(20);
      expect(articleBody(article.id).length).toBeGreaterThan(3);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('keeps drafts out of the published list, the routes, the sitemap and the prerender', () => {
    const drafts = ARTICLES.filter((a) => !a.published);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      expect(findPublishedArticle(draft.id)).toBeUndefined();
      expect(ARTICLE_PATHS).not.toContain(`/n/${draft.id}`);
      expect(PUBLIC_PATHS).not.toContain(`/n/${draft.id}`);
    }
    expect(findPublishedArticle('does-not-exist')).toBeUndefined();
  });

  it('lists the published articles newest first', () => {
    const dates = PUBLISHED_ARTICLES.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('prerenders the marketing routes and every published /n/{id}, and the sitemap has them all', () => {
    expect(PRERENDER_PATHS).toEqual(
      expect.arrayContaining(['/', '/download', '/guide', '/help', '/article']),
    );
    for (const article of PUBLISHED_ARTICLES) expect(PRERENDER_PATHS).toContain(`/n/${article.id}`);
    for (const path of PRERENDER_PATHS) expect(PUBLIC_PATHS).toContain(path);
    expect(PUBLIC_PATHS).toEqual(
      expect.arrayContaining(['/payment', '/consultation', '/cooperation']),
    );
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
  });

  it('uses only shipped illustrations', () => {
    const used = [
      ...ARTICLES.map((a) => a.cover),
      ...Object.values(ARTICLE_BODIES).flatMap((body) =>
        body.flatMap((b) => (b.type === 'figure' ? [b.image] : [])),
      ),
      ...GUIDE_STEPS.map((s) => s.image),
    ];
    for (const key of used) expect(ILLUSTRATIONS[key], key).toBeTruthy();
  });

  it('has unique help anchors and non-empty answers', () => {
    const ids = HELP_CATEGORIES.flatMap((c) => c.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    for (const category of HELP_CATEGORIES) {
      for (const question of category.questions)
        expect(question.answer.join('').length).toBeGreaterThan(10);
    }
  });
});
