import { describe, expect, it } from 'vitest';
import { lockfileProblems, REGISTRY } from '../../../scripts/check-lockfile.mjs';

const SHA512 =
  'sha512-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

describe('scripts/check-lockfile.mjs: every package from the npm registry, with a sha512 hash', () => {
  it('lists a git dependency, a tarball from another registry and an entry without a hash', () => {
    const problems = lockfileProblems({
      lockfileVersion: 3,
      packages: {
        '': { name: 'site', version: '0.1.0' },
        'node_modules/ky': {
          version: '1.14.3',
          resolved: `${REGISTRY}ky/-/ky-1.14.3.tgz`,
          integrity: SHA512,
        },
        // As npm writes it with omit-lockfile-registry-resolved: fetched by name and version.
        'node_modules/react': { version: '19.2.9', integrity: SHA512 },
        'node_modules/from-git': {
          version: '1.0.0',
          resolved:
            'git+ssh://git@github.com/someone/from-git.git#0123456789abcdef0123456789abcdef01234567',
        },
        'node_modules/elsewhere': {
          version: '2.0.0',
          resolved: 'https://registry.npmmirror.com/elsewhere/-/elsewhere-2.0.0.tgz',
          integrity: SHA512,
        },
        'node_modules/a/node_modules/no-hash': {
          version: '3.0.0',
          resolved: `${REGISTRY}no-hash/-/no-hash-3.0.0.tgz`,
        },
        'node_modules/old-hash': {
          version: '0.1.0',
          integrity: 'sha1-AAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        },
        // Not checked: bundled in its parent's tarball, a link to a workspace, the workspace itself.
        'node_modules/npm/node_modules/bundled': { version: '1.0.0', inBundle: true },
        'node_modules/ws-lib': { resolved: 'packages/ws-lib', link: true },
        'packages/ws-lib': { name: 'ws-lib', version: '0.0.1' },
      },
    });
    expect(problems).toEqual([
      {
        path: 'node_modules/from-git',
        problem: expect.stringContaining('git+ssh://git@github.com') as string,
      },
      { path: 'node_modules/from-git', problem: 'no integrity hash' },
      {
        path: 'node_modules/elsewhere',
        problem: expect.stringContaining('registry.npmmirror.com') as string,
      },
      { path: 'node_modules/a/node_modules/no-hash', problem: 'no integrity hash' },
      {
        path: 'node_modules/old-hash',
        problem: expect.stringContaining('no sha512 hash') as string,
      },
    ]);
  });

  it('a host that only starts like the registry is another host', () => {
    const problems = lockfileProblems({
      lockfileVersion: 3,
      packages: {
        'node_modules/x': {
          resolved: 'https://registry.npmjs.org.example.com/x/-/x-1.0.0.tgz',
          integrity: SHA512,
        },
      },
    });
    expect(problems).toHaveLength(1);
  });

  it('an older lockfile (no packages map) fails rather than passing unread', () => {
    expect(lockfileProblems({ lockfileVersion: 1 })).toEqual([
      { path: '', problem: expect.stringContaining('expected 3') as string },
    ]);
  });
});
