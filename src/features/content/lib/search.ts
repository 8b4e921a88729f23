import { articleBody } from '@/content/article-bodies';
import { PUBLISHED_ARTICLES } from '@/content/articles';
import { HELP_CATEGORIES } from '@/content/help';
import type { Article, ArticleBlock, HelpCategory, HelpQuestion } from '@/content/types';

/**
 * Site search over the versioned content (articles and help), in the browser: the corpus is a
 * few dozen entries, so a scan is instant and needs no index or server.
 */

/** Lower-cased terms of a query; full-width letters/digits and spaces are folded first. */
export function searchTerms(query: string): string[] {
  const folded = query
    .replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase();
  return [...new Set(folded.split(/[\s,，、]+/).filter(Boolean))];
}

const contains = (text: string, term: string) => text.toLowerCase().includes(term);

function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case 'ul':
    case 'ol':
      return block.items.join(' ');
    case 'figure':
      return [block.alt, block.caption ?? ''].join(' ');
    default:
      return block.text;
  }
}

/** Up to `radius` characters either side of the first match, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], radius = 36): string {
  const lower = text.toLowerCase();
  const at = terms
    .map((term) => lower.indexOf(term))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return text.length > radius * 2 ? `${text.slice(0, radius * 2)}…` : text;
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + radius * 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Text split into matching and non-matching parts, for <mark>. */
export function highlightParts(
  text: string,
  terms: readonly string[],
): { text: string; match: boolean }[] {
  const usable = terms.filter(Boolean);
  if (usable.length === 0) return [{ text, match: false }];
  const escaped = usable.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: usable.some((t) => part.toLowerCase() === t) }));
}

export interface ArticleHit {
  article: Article;
  snippet: string;
  score: number;
}

export interface HelpHit {
  category: HelpCategory;
  question: HelpQuestion;
  snippet: string;
  score: number;
}

/** Every term must occur somewhere; title matches rank first. */
export function searchArticles(
  query: string,
  articles: readonly Article[] = PUBLISHED_ARTICLES,
): ArticleHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: ArticleHit[] = [];
  for (const article of articles) {
    const body = articleBody(article.id).map(blockText).join(' ');
    const fields = [article.title, article.summary, article.tags.join(' '), body];
    if (!terms.every((term) => fields.some((field) => contains(field, term)))) continue;
    const score = terms.reduce(
      (sum, term) =>
        sum +
        (contains(article.title, term) ? 10 : 0) +
        (article.tags.some((tag) => contains(tag, term)) ? 5 : 0) +
        (contains(article.summary, term) ? 3 : 0) +
        (contains(body, term) ? 1 : 0),
      0,
    );
    const inSummary = terms.some((term) => contains(article.summary, term));
    hits.push({ article, score, snippet: inSummary ? article.summary : snippet(body, terms) });
  }
  return hits.sort((a, b) => b.score - a.score || b.article.date.localeCompare(a.article.date));
}

export function searchHelp(
  query: string,
  categories: readonly HelpCategory[] = HELP_CATEGORIES,
): HelpHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: HelpHit[] = [];
  for (const category of categories) {
    for (const question of category.questions) {
      const answer = question.answer.join(' ');
      const fields = [question.question, answer, category.title];
      if (!terms.every((term) => fields.some((field) => contains(field, term)))) continue;
      const score = terms.reduce(
        (sum, term) =>
          sum +
          (contains(question.question, term) ? 10 : 0) +
          (contains(answer, term) ? 2 : 0) +
          (contains(category.title, term) ? 1 : 0),
        0,
      );
      hits.push({ category, question, score, snippet: snippet(answer, terms) });
    }
  }
  return hits.sort((a, b) => b.score - a.score);
}
