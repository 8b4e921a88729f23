import { afterEach, beforeEach, expect, vi } from 'vitest';

let expected: RegExp[] = [];
let unexpected: string[] = [];

/** The console.error lines matching `pattern` are expected by the running test. */
export function expectConsoleError(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    expected = [];
    unexpected = [];
    const original = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const line = args
        .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a)))
        .join(' ');
      if (!expected.some((re) => re.test(line))) {
        unexpected.push(line);
        original(...args);
      }
    });
  });
  afterEach(() => {
    expect(unexpected, 'unexpected console.error').toEqual([]);
  });
}
