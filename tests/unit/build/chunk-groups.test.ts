import { existsSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_GROUPS, LATER_GROUPS, groupTest } from '../../../scripts/chunk-groups';

/**
 * The build's chunk groups name folders (scripts/chunk-groups.ts): a folder or an exception file
 * that no longer exists would silently send its code to another chunk, so it fails here.
 */
const GROUPS = [...FIRST_LOAD_GROUPS, ...LATER_GROUPS];

describe('chunk groups', () => {
  it.each(GROUPS.flatMap((group) => group.folders.map((folder) => [group.name, folder])))(
    '%s: folder %s exists and holds code',
    (_name, folder) => {
      expect(existsSync(folder) && statSync(folder).isDirectory()).toBe(true);
      expect(readdirSync(folder, { recursive: true }).some((f) => /\.tsx?$/.test(String(f)))).toBe(
        true,
      );
    },
  );

  it.each(GROUPS.flatMap((group) => (group.files ?? []).map((file) => [group.name, file])))(
    '%s: file %s exists',
    (_name, file) => {
      expect(existsSync(file)).toBe(true);
    },
  );

  it('each module id falls in the group of its folder or file, and no other', () => {
    const id = (path: string) => `/work/checkout/${path}`;
    const owners = (path: string) =>
      GROUPS.filter((group) => groupTest(group).test(id(path))).map((group) => group.name);
    expect(owners('src/app/shell/navbar.tsx')).toEqual(['shell']);
    expect(owners('src/shared/ui/link-button.tsx')).toEqual(['shell']);
    expect(owners('src/shared/ui/link-button-group.tsx')).toEqual([]);
    expect(owners('src/api/queries/config.ts')).toEqual(['data']);
    expect(owners('node_modules/@tanstack/query-core/build/modern/index.js')).toEqual(['data']);
    expect(owners('src/features/payment/model/catalog.ts')).toEqual(['checkout']);
    expect(owners('src/features/payment/components/payment-page.route.tsx')).toEqual([]);
  });

  it('names each group once', () => {
    const names = GROUPS.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
