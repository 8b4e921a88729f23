import { describe, expect, it } from 'vitest';
import { ARTICLES } from '@/content/articles';
import {
  highlightParts,
  searchArticles,
  searchHelp,
  searchTerms,
  snippet,
} from '@/features/content/lib/search';

describe('site search', () => {
  it('splits and folds the query (full-width letters, Chinese separators, case)', () => {
    expect(searchTerms('  ＭＡＣ　发票，婚纱 mac ')).toEqual(['mac', '发票', '婚纱']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('finds articles by title, tags and body, title matches first', () => {
    const hits = searchArticles('婚纱');
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]?.article.title).toContain('婚纱');
    expect(searchArticles('Apple 芯片').map((h) => h.article.id)).toContain('1027');
  });

  it('requires every term', () => {
    expect(searchArticles('婚纱 不存在的词')).toEqual([]);
  });

  it('never returns a draft', () => {
    const draft = ARTICLES.find((a) => !a.published)!;
    expect(searchArticles(draft.title)).toEqual([]);
    expect(searchArticles('水印').some((h) => h.article.id === draft.id)).toBe(false);
  });

  it('searches help questions and answers', () => {
    const hits = searchHelp('发票');
    expect(hits.map((h) => h.question.id)).toContain('invoice');
    expect(searchHelp('Apple').map((h) => h.question.id)).toContain('which-mac');
    expect(searchHelp('zzzz')).toEqual([]);
  });

  it('marks every occurrence, case-insensitively, and escapes regex characters', () => {
    expect(highlightParts('Mac 与 mac', ['mac'])).toEqual([
      { text: 'Mac', match: true },
      { text: ' 与 ', match: false },
      { text: 'mac', match: true },
    ]);
    expect(highlightParts('a+b (c)', ['+b ('])).toEqual([
      { text: 'a', match: false },
      { text: '+b (', match: true },
      { text: 'c)', match: false },
    ]);
    expect(highlightParts('text', [])).toEqual([{ text: 'text', match: false }]);
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'前'.repeat(100)}目标${'后'.repeat(100)}`;
    const cut = snippet(text, ['目标'], 10);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('目标');
    expect(snippet('短文本', ['无'])).toBe('短文本');
  });
});
