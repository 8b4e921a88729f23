import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { assertValidBuildEnv } from '../../../scripts/build-env.ts';
import { sourceFiles } from '../../support/source-files';
import nginxCsp from '../../../scripts/vite-plugin-nginx-csp.ts';
import {
  filingEnvErrors,
  ICP_FILING_PATTERN,
  PSB_FILING_PATTERN,
  psbRegistryUrl,
} from '@/shared/config/filing';

describe('filing numbers (VITE_ICP_FILING, VITE_PSB_FILING)', () => {
  it.each(['浙ICP备2023000000号-1', '京ICP备12345678号', '粤ICP备2021012345号-12'])(
    'accepts the ICP filing %s',
    (value) => expect(ICP_FILING_PATTERN.test(value)).toBe(true),
  );

  it.each([
    'ICP备2023000000号-1',
    '浙ICP备号',
    '浙ICP备2023000000',
    '浙ICP备2023000000号-',
    '浙ICP备2023000000号-1 ',
    '浙公网安备33010602000000号',
    '浙B2-20080224',
  ])('refuses %j as an ICP filing', (value) => expect(ICP_FILING_PATTERN.test(value)).toBe(false));

  it.each(['浙公网安备33010602000000号', '京公网安备 11010502030143号'])(
    'accepts the public-security filing %s',
    (value) => expect(PSB_FILING_PATTERN.test(value)).toBe(true),
  );

  it.each([
    '公网安备33010602000000号',
    '浙公网安备号',
    '浙公网安备3301060200000',
    '浙ICP备2023000000号',
  ])('refuses %j as a public-security filing', (value) =>
    expect(PSB_FILING_PATTERN.test(value)).toBe(false),
  );

  it('links a public-security filing to its record by the digits', () => {
    expect(psbRegistryUrl('浙公网安备 33010602000000号')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=33010602000000',
    );
  });

  it('lets unset, blank and valid values through', () => {
    expect(filingEnvErrors({})).toEqual([]);
    expect(filingEnvErrors({ VITE_ICP_FILING: '', VITE_PSB_FILING: '  ' })).toEqual([]);
    expect(
      filingEnvErrors({
        VITE_ICP_FILING: ' 浙ICP备2023000000号-1 ',
        VITE_PSB_FILING: '浙公网安备33010602000000号',
      }),
    ).toEqual([]);
  });

  it('names each malformed variable', () => {
    const errors = filingEnvErrors({
      VITE_ICP_FILING: '浙ICP备00000000',
      VITE_PSB_FILING: '33010602000000',
    });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^VITE_ICP_FILING="浙ICP备00000000" is not a filing number/);
    expect(errors[1]).toMatch(/^VITE_PSB_FILING="33010602000000" is not a filing number/);
    expect(() => assertValidBuildEnv({ VITE_PSB_FILING: 'x' })).toThrow(
      /^\[env\] VITE_PSB_FILING="x"/,
    );
    expect(() => assertValidBuildEnv({ VITE_ICP_FILING: '浙ICP备1号' })).not.toThrow();
  });
});

describe('the build refuses a malformed filing number', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // What `vite build` hands the plugin: the env files of `dir` (none) plus config.env.
  const resolve = (env: Record<string, string>) => {
    const plugin = nginxCsp();
    const hook = plugin.configResolved as (config: ResolvedConfig) => void;
    hook({
      root: dir,
      envDir: dir,
      mode: 'production',
      base: '/',
      env: { VITE_SITE_DOMAIN: 'example-retouch.cn', ...env },
      build: { outDir: 'dist', ssr: false },
      logger: { info: () => undefined },
    } as unknown as ResolvedConfig);
  };

  it('fails the config step with the variable’s name', () => {
    expect(() => resolve({ VITE_ICP_FILING: '浙ICP备00000000' })).toThrow(/VITE_ICP_FILING/);
    expect(() => resolve({ VITE_PSB_FILING: '浙公网安备' })).toThrow(/VITE_PSB_FILING/);
    expect(() => resolve({ VITE_ICP_FILING: '浙ICP备2023000000号-1' })).not.toThrow();
    expect(() => resolve({})).not.toThrow();
  });
});

describe('env files', () => {
  const read = (file: string) => readFileSync(file, 'utf8');
  const scripts = (dir: string) => sourceFiles(dir, /\.(ts|tsx|mjs|js)$/);

  it('carry no filing number: a build without the variables shows none', () => {
    for (const file of ['.env', '.env.development', '.env.mock']) {
      expect(read(file), file).not.toMatch(/^VITE_(ICP|PSB)_FILING=\S/m);
    }
    // Nor does the code: no example number in the footer's copy or anywhere else (filing.ts has
    // examples in its build error messages only).
    const numbers = [...scripts('src'), ...scripts('mocks')].filter(
      (file) => !file.endsWith('filing.ts') && /ICP备\d|公网安备 ?\d/.test(read(file)),
    );
    expect(numbers).toEqual([]);
  });

  it('.env.example lists, with a comment, every VITE_ variable the code reads', () => {
    const example = read('.env.example');
    const listed = new Map(
      [...example.matchAll(/^#[^\n]*\n(VITE_[A-Z0-9_]+)=/gm)].map((m) => [m[1]!, true]),
    );
    // VITE_CONFIG_NATIVE_IGNORE_WARNING is Vite's own switch (scripts/test-all.mjs), not the site's.
    const used = new Set(
      [...scripts('src'), ...scripts('mocks'), ...scripts('scripts'), 'vite.config.ts']
        .flatMap((file) => [...read(file).matchAll(/\bVITE_[A-Z0-9_]+/g)].map((m) => m[0]))
        .filter((name) => name !== 'VITE_CONFIG_NATIVE_IGNORE_WARNING'),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !listed.has(name)).sort()).toEqual([]);
    expect([...listed.keys()].filter((name) => !used.has(name))).toEqual([]);
  });
});
