import { describe, expect, it } from 'vitest';
import {
  classifyWbError,
  isWorkbenchPath,
  missingContainerError,
} from '@/features/workbench/lifecycle';

describe('classifyWbError: the loader errors of docs/product-rules.md §8', () => {
  it.each([
    ['[qiankun]: element not existed!', 'container'],
    ['[qiankun]: Wrapper element for wbApp is not existed!', 'container'],
    [
      '[qiankun]: Target container with #qiankun-content not existed while wbApp loading!',
      'container',
    ],
    [
      '[qiankun]: Target container with #qiankun-content not existed while wbApp mounting!',
      'container',
    ],
    [
      '[qiankun]: Target container with #qiankun-content not existed after wbApp mounted!',
      'container',
    ],
    ['[qiankun]: You need to export lifecycle functions in wbApp entry', 'lifecycle'],
    ['Failed to fetch', 'load'],
    ['NetworkError when attempting to fetch resource.', 'load'],
    ['Cannot read properties of undefined (reading "x")', 'mount'],
  ] as const)('%s → %s', (message, kind) => {
    expect(classifyWbError(new Error(message))).toBe(kind);
  });

  it('treats a non-Error rejection as a mount failure', () => {
    expect(classifyWbError(undefined)).toBe('mount');
    expect(classifyWbError('You need to export lifecycle functions in wbApp entry')).toBe(
      'lifecycle',
    );
  });

  it('raises the missing-container error in qiankun words', () => {
    const error = missingContainerError('#qiankun-content', 'wbApp');
    expect(error.message).toBe(
      'Target container with #qiankun-content not existed while wbApp loading!',
    );
    expect(classifyWbError(error)).toBe('container');
  });
});

describe('isWorkbenchPath', () => {
  it.each([
    ['/workbench', true],
    ['/workbench/', true],
    ['/workbench/projects/2024/wedding', true],
    ['/workbenchx', false],
    ['/x/workbench', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isWorkbenchPath(path, '/workbench')).toBe(expected);
  });
});
