import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` whose name matches `name` (TypeScript sources by default), sorted. */
export function sourceFiles(dir: string, name: RegExp = /\.tsx?$/): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => name.test(path))
    .map((path) => join(dir, path))
    .sort();
}
