import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '@/content/agreements/privacy-policy';
import { USER_AGREEMENT } from '@/content/agreements/user-agreement';
import { HELP_CATEGORIES } from '@/content/help';
import type { LegalBlock, LegalDocument } from '@/content/types';

const DOCUMENTS: Record<string, LegalDocument> = {
  '/agreement/user': USER_AGREEMENT,
  '/agreement/privacy': PRIVACY_POLICY,
};
const HELP_IDS = HELP_CATEGORIES.flatMap((c) => c.questions.map((q) => q.id));
/** Pages an agreement may link to, with the anchors each has. */
const TARGETS: Record<string, readonly string[]> = {
  '/help': HELP_IDS,
  '/consultation': [],
  ...Object.fromEntries(
    Object.entries(DOCUMENTS).map(([path, doc]) => [path, doc.sections.map((s) => s.id)]),
  ),
};

const lines = (blocks: readonly LegalBlock[]) =>
  blocks.flatMap((b) => (b.type === 'ul' || b.type === 'ol' ? b.items : [b.text]));
const allLines = (doc: LegalDocument) => [
  ...lines(doc.intro),
  ...doc.sections.flatMap((s) => [s.title, ...lines(s.blocks)]),
];

describe.each(Object.entries(DOCUMENTS))('%s', (path, doc) => {
  it('has dated, uniquely anchored sections with real text', () => {
    expect(doc.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.updated <= doc.effective).toBe(true);
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/);
      expect(lines(section.blocks).join('').length, section.id).toBeGreaterThan(40);
    }
    expect(allLines(doc).join('').length).toBeGreaterThan(1500);
  });

  it('has balanced bold marks and links that lead somewhere', () => {
    for (const line of allLines(doc)) {
      expect(line.split('**').length % 2, line).toBe(1);
      for (const [, href] of line.matchAll(/\]\(([^)]+)\)/g)) {
        const [target = '', anchor] = href!.split('#');
        const page = target || path;
        expect(TARGETS[page], `${href} in ${path}`).toBeDefined();
        if (anchor) expect(TARGETS[page], `${href} in ${path}`).toContain(anchor);
      }
      // Full-width punctuation in the Chinese text (docs/brand.md): no ASCII comma or semicolon.
      expect(line.replace(/\]\([^)]+\)/g, ''), line).not.toMatch(/[,;]/);
    }
  });
});
