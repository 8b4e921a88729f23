/**
 * Each decision record states its context, decision and consequences, in at most about 800 words;
 * the measurements behind it are in docs/bench-log.md (docs/decisions/README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDER = 'docs/decisions';
const MAX_WORDS = 800;
const records = readdirSync(FOLDER).filter((name) => /^\d{4}-.*\.md$/.test(name));

describe.each(records)('%s', (name) => {
  const text = readFileSync(join(FOLDER, name), 'utf8');

  it(`has at most ${MAX_WORDS} words`, () => {
    expect(text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(MAX_WORDS);
  });

  it('has a context, a decision and consequences', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
    expect(headings).toEqual(expect.arrayContaining(['Context', 'Decision', 'Consequences']));
  });
});
