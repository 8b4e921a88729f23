import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zhCN } from '@/i18n/resources';
import { sourceFiles } from '../../support/source-files';

/**
 * Every string of the zh-CN resources is read by some code: a key nobody asks for is copy that
 * drifts unseen. Looked for in src/ and mocks/ as a string literal, bare (`'menu.retry'`) or with
 * its namespace (`'auth:menu.retry'`); a template literal (`` `packages.pieces.${action}` ``) stands
 * for every key it can become. i18next's plural suffixes (`_one`, `_other`…) belong to their key,
 * and an object read whole (`returnObjects`) uses every key below it.
 */
const ROOTS = ['src', 'mocks'];
const RESOURCES = 'src/i18n/';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NAMESPACES = Object.keys(zhCN);

/** A template literal's text around its placeholders (which may hold braces of their own). */
function literalParts(template: string): string[] {
  const parts: string[] = [];
  let part = '';
  let depth = 0;
  for (let i = 0; i < template.length; i++) {
    if (depth === 0 && template.startsWith('${', i)) {
      depth = 1;
      i++;
    } else if (depth > 0) {
      if (template[i] === '{') depth++;
      if (template[i] === '}' && --depth === 0) {
        parts.push(part);
        part = '';
      }
    } else part += template[i];
  }
  return [...parts, part];
}

/**
 * What each file asks for: its string literals and template literals, counted for the namespaces
 * the file names (`useTranslation('auth')`, `'auth:…'`), or for every namespace when it names none
 * (a list of keys handed to another file's `t`). A template must say something of its own: three
 * characters besides its placeholders, a separator among them (`qr.${ended}`, not `${a}.${b}`).
 */
function readUses() {
  const uses: { namespaces: string[]; literals: Set<string>; patterns: RegExp[] }[] = [];
  for (const file of ROOTS.flatMap((root) => sourceFiles(root)).filter(
    (path) => !path.startsWith(RESOURCES),
  )) {
    const code = readFileSync(file, 'utf8');
    const literals = new Set<string>();
    for (const [, single, double] of code.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) {
      const text = single ?? double;
      if (text) literals.add(text);
    }
    const patterns: RegExp[] = [];
    for (const [, text] of code.matchAll(/`([^`\n]*\$\{[^`\n]*)`/g)) {
      const parts = literalParts(text!);
      const own = parts.join('');
      if (own.length < 3 || !/[.:]/.test(own)) continue;
      patterns.push(new RegExp(`^${parts.map(escape).join('.+')}$`));
    }
    const named = NAMESPACES.filter(
      (ns) => literals.has(ns) || [...literals].some((text) => text.startsWith(`${ns}:`)),
    );
    uses.push({ namespaces: named.length ? named : NAMESPACES, literals, patterns });
  }
  return uses;
}

describe('zh-CN resources', () => {
  it('has no key that no code reads', () => {
    const uses = readUses();
    const unused: string[] = [];
    for (const [namespace, tree] of Object.entries(zhCN)) {
      for (const leaf of leafKeys(tree)) {
        // The key, or an object above it read whole (`t(key, { returnObjects: true })`).
        const segments = leaf.replace(PLURAL, '').split('.');
        const keys = segments
          .slice(1)
          .map((_, i) => segments.slice(0, segments.length - i).join('.'));
        if (segments.length === 1) keys.push(segments[0]!);
        const used = keys.some((key) => {
          const full = `${namespace}:${key}`;
          return uses.some(
            ({ namespaces, literals, patterns }) =>
              literals.has(full) ||
              patterns.some((re) => re.test(full)) ||
              (namespaces.includes(namespace) &&
                (literals.has(key) || patterns.some((re) => re.test(key)))),
          );
        });
        if (!used) unused.push(`${namespace}:${leaf}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
