import { createContext, runInContext } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { lacksBuiltins, loadPolyfills } from '@/app/polyfills';

/** A fresh JavaScript realm without the built-ins, as in Chromium < 92 or Safari < 15.4. */
function oldRealm() {
  const context = createContext({});
  runInContext(
    'delete Array.prototype.at; delete String.prototype.at; delete Object.hasOwn; delete Array.prototype.findLast;',
    context,
  );
  return context;
}

/** Chromium 92–96: `at` and `Object.hasOwn`, not `findLast`. */
function chromium92Realm() {
  const context = createContext({});
  runInContext('delete Array.prototype.findLast;', context);
  return context;
}

/** src/app/legacy-polyfills.ts as one classic script (the test runner cannot lose `at` itself). */
async function polyfillScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/app/legacy-polyfills.ts', formats: ['iife'], name: 'legacyPolyfills' },
    },
  });
  const [output] = [result].flat() as Rolldown.RolldownOutput[];
  return output!.output[0].code;
}

describe('polyfills for the browsers of the support policy', () => {
  it('loads nothing where the built-ins are there', async () => {
    expect(lacksBuiltins()).toBe(false);
    await expect(loadPolyfills()).resolves.toBeUndefined();
  });

  it('tells a browser that lacks one of them', () => {
    expect(lacksBuiltins(runInContext('globalThis', oldRealm()) as typeof globalThis)).toBe(true);
    expect(lacksBuiltins(runInContext('globalThis', chromium92Realm()) as typeof globalThis)).toBe(
      true,
    );
  });

  it('adds Array.prototype.at and findLast, String.prototype.at and Object.hasOwn where they are missing', async () => {
    const realm = oldRealm();
    runInContext(await polyfillScript(), realm);
    expect(lacksBuiltins(runInContext('globalThis', realm) as typeof globalThis)).toBe(false);
    expect(
      runInContext(
        '[[1, 2, 3].at(-1), "abc".at(-1), Object.hasOwn({ a: 1 }, "a"), [1, 2, 3].findLast((n) => n < 3)]',
        realm,
      ),
    ).toEqual([3, 'c', true, 2]);
  });
});
