// The part of jsdom's API tests/unit/browser-support/notice.test.ts uses (jsdom ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only'; url?: string });
    readonly window: Window & typeof globalThis & { eval(code: string): unknown };
  }
}
