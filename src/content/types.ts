/**
 * Shapes of the versioned site content (articles, help, guide). Plain data with relative imports
 * only: build scripts (sitemap, prerender paths) import these files outside the app bundle.
 */

/** Illustrations shipped with the site (src/features/content/assets/*.svg). */
export type IllustrationKey =
  | 'portrait'
  | 'portrait-before'
  | 'travel'
  | 'stage'
  | 'desktop'
  | 'phone'
  | 'gallery';

export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'tip'; text: string }
  | { type: 'figure'; image: IllustrationKey; alt: string; caption?: string };

export type ArticleCategory = 'skills' | 'product' | 'cases' | 'industry';

/** An article, read at `/n/{id}`; only `published` ones are routed, listed, searched and prerendered. */
export interface Article {
  id: string;
  published: boolean;
  category: ArticleCategory;
  title: string;
  summary: string;
  /** Publication date, `YYYY-MM-DD` (Asia/Shanghai). */
  date: string;
  readMinutes: number;
  cover: IllustrationKey;
  tags: readonly string[];
  /** The text is in article-bodies.ts (ARTICLE_BODIES[id]), loaded only where it is shown. */
}

export interface HelpQuestion {
  /** Stable anchor: `/help#<id>` opens this question. */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

export interface HelpCategory {
  id: string;
  title: string;
  summary: string;
  questions: readonly HelpQuestion[];
}

export interface GuideStep {
  id: string;
  title: string;
  summary: string;
  points: readonly string[];
  image: IllustrationKey;
  imageAlt: string;
  tip?: string;
}

/**
 * A block of an agreement's text. In `text` and list items: `**…**` marks a clause to read with
 * care (shown in bold, as PRC law asks of standard terms that limit rights), `[label](/path)` or
 * `[label](#section)` a link, `{email}` the customer-service address (kefu@ the site's domain).
 */
export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] };

export interface LegalSection {
  /** Stable anchor: `/agreement/privacy#rights` opens this section. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** The user agreement or the privacy policy (`/agreement/user`, `/agreement/privacy`). */
export interface LegalDocument {
  /** `YYYY-MM-DD`: last revised, and in force from. */
  updated: string;
  effective: string;
  /** Before the sections: what the document is, whom it binds, what to read with care. */
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}
