import { describe, expect, it } from 'vitest';
import {
  checkCss,
  checkJs,
  jsFeatures,
  policyBrowsers,
  type AcceptedCss,
} from '../../build/browser-support.mjs';

// A policy of the same shape as package.json's, fixed here so that the cases do not move with it.
const browsers = policyBrowsers({
  query: ['chrome >= 86', 'edge >= 86', 'firefox >= 115', 'safari >= 15', 'ios_saf >= 15'],
});
const problems = (code: string, polyfilled?: Set<string>) =>
  checkJs(code, browsers, { polyfilled }).problems.map((p) => p.label);
const cssProblems = (css: string, accepted?: Map<string, AcceptedCss>) =>
  checkCss(css, browsers, { accepted }).problems.map((p) => p.label);

describe('the policy', () => {
  it('takes each browser at its lowest version', () => {
    expect(policyBrowsers({ query: ['chrome >= 86', 'ios_saf >= 15'] })).toEqual([
      { name: 'chrome', version: '86', label: 'chrome 86' },
      { name: 'safari_ios', version: '15.0', label: 'ios_saf 15.0' },
    ]);
  });

  it('refuses a browser it has no data for', () => {
    expect(() => policyBrowsers({ query: 'and_uc >= 15' })).toThrow(/and_uc/);
  });
});

describe('JavaScript', () => {
  it('finds built-ins newer than the policy: static, global and by method name', () => {
    expect(problems('Object.hasOwn(a, "b"); Promise.withResolvers();')).toEqual([
      'Object.hasOwn',
      'Promise.withResolvers',
    ]);
    expect(problems('list.at(-1); list.findLast(f); list.toSorted();')).toEqual([
      '.at()',
      '.findLast()',
      '.toSorted()',
    ]);
    expect(problems('new Iterator();')).toEqual(['Iterator']);
    // Set's methods by name too (a library's own union() would be read as one).
    expect(problems('new Set(a).union(b);')).toEqual(['.union()']);
  });

  it('finds syntax newer than the policy', () => {
    expect(problems('class A { static { init(); } }')).toEqual(['class static block']);
    expect(problems('class A { #x; has(o) { return #x in o; } }')).toEqual(['#field in object']);
    expect(problems('await ready;')).toEqual(['top-level await']);
    expect(problems('/(?<=a)b/.test(s);')).toEqual(['regular expression lookbehind']);
    expect(problems('/[a&&b]/v.test(s);')).toEqual(['regular expression flag v']);
    // The build writes a literal it cannot lower as a RegExp call: still a failure where it runs.
    expect(problems('RegExp(`(?<=\\/)x$`, ``).test(s); new RegExp("a", "d");')).toEqual([
      'regular expression lookbehind',
      'regular expression flag d',
    ]);
    expect(problems('new RegExp(source, flags); RegExp(`(?<=${a})`);')).toEqual([]);
  });

  it('lets pass what every browser of the policy has', () => {
    expect(
      problems(
        'a?.b ?? c; x ??= 1; s.replaceAll("a", "b"); Promise.any([]); class B { #y = 1; static z = 2; #m() {} }' +
          'async function f() { await g(); } import("./x.js"); /(?<name>a)\\k<name>/u.test(s);',
      ),
    ).toEqual([]);
  });

  it('does not read a library method as a built-in one', () => {
    expect(problems('i18next.use(plugin); items.toArray(); page.take(2);')).toEqual([]);
    expect(problems('const o = { at: 1 }; o.at;')).toEqual([]);
  });

  it('counts a polyfilled built-in only when every built-in of that name is polyfilled', () => {
    const at = new Set(['javascript.builtins.Array.at', 'javascript.builtins.String.at']);
    expect(problems('list.at(-1);', at)).toEqual(['.at()']);
    at.add('javascript.builtins.TypedArray.at');
    const result = checkJs('list.at(-1);', browsers, { polyfilled: at });
    expect(result.problems).toEqual([]);
    expect(result.polyfilled.map((p) => p.label)).toEqual(['.at()']);
  });

  it('reports a feature-tested use as guarded, not as a problem', () => {
    const result = checkJs(
      'const g = typeof Object.groupBy === "function" ? Object.groupBy(a, f) : fallback(a, f);',
      browsers,
    );
    expect(result.problems).toEqual([]);
    expect(result.guarded.map((p) => p.label)).toEqual(['Object.groupBy']);
  });

  it('reads classic scripts too', () => {
    expect(jsFeatures('var x = a?.b;', { sourceType: 'script' }).map((f) => f.label)).toContain(
      'optional chaining (?.)',
    );
  });
});

describe('CSS', () => {
  it('finds selectors, properties, units, functions and at-rules newer than the policy', () => {
    expect(cssProblems('.a:has(.b){color:red}')).toEqual([':has']);
    expect(cssProblems('.a{height:100dvh}')).toEqual(['dvh unit']);
    expect(cssProblems('.a{aspect-ratio:4/3}')).toEqual(['aspect-ratio']);
    expect(cssProblems('.a{color:color-mix(in srgb,red,blue)}')).toEqual(['color-mix()']);
    expect(cssProblems('.a:not(.b,.c){color:red}')).toEqual([':not() with a selector list']);
    expect(cssProblems('@container (min-width:1px){.a{color:red}}')).toEqual(['@container']);
    expect(cssProblems('@media (width>=600px){.a{color:red}}')).toEqual(['@media range syntax']);
    expect(cssProblems('.a{.b{color:red}}')).toEqual(['CSS nesting']);
  });

  it('lets a value pass when the same rule declares a fallback before it', () => {
    expect(cssProblems('.a{min-height:100vh;min-height:100dvh}')).toEqual([]);
    expect(cssProblems('.a{min-height:100dvh;min-height:100vh}')).toEqual(['dvh unit']);
  });

  it('counts prefixed forms the stylesheet carries', () => {
    expect(cssProblems('.a{backdrop-filter:blur(2px)}')).toEqual(['backdrop-filter']);
    expect(cssProblems('.a{-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px)}')).toEqual(
      [],
    );
    expect(cssProblems('.a:is(.b,.c){color:red}')).toEqual([':is']);
    expect(cssProblems('.a:-webkit-any(.b,.c){color:red}.a:is(.b,.c){color:red}')).toEqual([]);
  });

  it('does not report what an @supports condition gates', () => {
    expect(cssProblems('@supports (aspect-ratio:1/1){.a{aspect-ratio:4/3}}')).toEqual([]);
    expect(cssProblems('@supports not (aspect-ratio:1/1){.a{aspect-ratio:4/3}}')).toEqual([
      'aspect-ratio',
    ]);
  });

  it('reads neither strings nor the old clip rect() as features', () => {
    expect(cssProblems('.a::after{content:"a:has(b) 100dvh"}')).toEqual([]);
    expect(cssProblems('.a{clip:rect(0 0 0 0)}')).toEqual([]);
  });

  it('accepts a feature only with the fallback its entry asks for', () => {
    const accepted = new Map<string, AcceptedCss>([
      ['css.selectors.has', { reason: 'a ring', fallback: /@supports not selector\(:has/ }],
    ]);
    const bare = checkCss('.a:has(.b:focus){box-shadow:0 0 0 2px}', browsers, { accepted });
    expect(bare.problems.map((p) => p.fallbackMissing)).toEqual([
      String(/@supports not selector\(:has/),
    ]);
    const withFallback = checkCss(
      '.a:has(.b:focus){box-shadow:0 0 0 2px}@supports not selector(:has(*)){.a:focus-within{box-shadow:0 0 0 2px}}',
      browsers,
      { accepted },
    );
    expect(withFallback.problems).toEqual([]);
    expect(withFallback.accepted.map((p) => p.label)).toEqual([':has']);
  });
});
