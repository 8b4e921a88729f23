import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TRACKING_PLAN } from '@/shared/events/tracking-plan';

/**
 * docs/tracking-plan.md's table is the catalogue (src/shared/events/tracking-plan.ts) written out.
 * After a change to the catalogue: `TRACKING_PLAN_WRITE=1 npx vitest run
 * tests/unit/analytics/tracking-plan.test.ts` rewrites the table, then review the diff.
 */
// Node's build of Prettier: the test environment resolves the package to its browser build, which
// cannot read the project's config.
const { format, resolveConfig } = createRequire(import.meta.url)(
  'prettier',
) as typeof import('prettier');

const DOC = resolve(import.meta.dirname, '../../../docs/tracking-plan.md');
const START = '<!-- tracking-plan:start -->';
const END = '<!-- tracking-plan:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

function table(): string {
  const rows = Object.entries(TRACKING_PLAN).map(([event, entry]) => {
    const properties = Object.entries(entry.properties as Record<string, string>)
      .map(([name, meaning]) => `\`${name}\`: ${meaning}`)
      .join('; ');
    return `| \`${event}\` | ${cell(entry.when)} | ${cell(properties)} | \`${cell(JSON.stringify(entry.example))}\` |`;
  });
  return [
    '| event | when it fires | properties | example |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

describe('the tracking plan', () => {
  it('docs/tracking-plan.md shows the catalogue, event by event', async () => {
    const doc = readFileSync(DOC, 'utf8');
    const [before, rest] = doc.split(START);
    const after = rest?.split(END)[1];
    expect(after, `${DOC} needs the ${START} … ${END} markers`).toBeDefined();
    // As the format check writes it.
    const written = await format(`${before}${START}\n\n${table()}\n\n${END}${after}`, {
      ...(await resolveConfig(DOC)),
      filepath: DOC,
    });
    if (process.env.TRACKING_PLAN_WRITE) writeFileSync(DOC, written);
    expect(doc).toBe(written);
  });

  it("every documented example has every property the event's type allows", () => {
    for (const [event, entry] of Object.entries(TRACKING_PLAN)) {
      const documented = Object.keys(entry.properties).sort();
      expect(
        Object.keys(entry.example).every((key) => documented.includes(key)),
        event,
      ).toBe(true);
    }
  });
});
