import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zhCN } from '@/i18n/resources';
import { sourceFiles } from '../../support/source-files';

/**
 * Every translation key used in src/ exists in the zh-CN resources. Types catch most misses;
 * this also covers keys built in plain strings and namespaces chosen with useTranslation().
 */

function has(ns: string, key: string): boolean {
  let node: unknown = (zhCN as Record<string, unknown>)[ns];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    // i18next plural forms: key_one / key_other.
    node = part in record ? record[part] : (record[`${part}_other`] ?? record[`${part}_one`]);
  }
  return typeof node === 'string';
}

describe('i18n keys', () => {
  const used: { file: string; ns: string; key: string }[] = [];
  for (const file of sourceFiles('src').filter((f) => !f.includes('/i18n/'))) {
    const source = readFileSync(file, 'utf8');
    const nsMatch = /useTranslation\(\s*(?:\[\s*)?'([\w-]+)'/.exec(source);
    const defaultNs = nsMatch?.[1] ?? 'common';
    for (const m of source.matchAll(/\bt\(\s*'([\w.-]+(?::[\w.-]+)?)'/g)) {
      const raw = m[1]!;
      const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [defaultNs, raw];
      used.push({ file, ns, key });
    }
  }

  it('finds the keys the code uses', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  it('has every used key in zh-CN', () => {
    const missing = used
      .filter(({ ns, key }) => !has(ns, key))
      .map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });
});
