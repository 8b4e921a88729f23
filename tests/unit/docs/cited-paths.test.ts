/**
 * Every repository path that the docs, or a comment in the code, cite exists: a moved or deleted
 * file takes its citations with it. Paths are read from the repository's root (`src/…`, `tests/…`),
 * markdown links from the document's folder; `{a,b}` lists are expanded, globs are not checked, and
 * a decision record may be cited by its number alone (`docs/decisions/0005`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../support/source-files';

const ROOTS = ['src', 'tests', 'scripts', 'docs', 'mocks', 'nginx', 'bench', 'public'];
const CITED = new RegExp(
  `(?<![\\w./@-])(?:${ROOTS.join('|')})/[A-Za-z0-9_.@/{},*-]*[A-Za-z0-9_/}*]`,
  'g',
);
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
// Module specifiers are cited without their extension.
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js'];

function expand(path: string): string[] {
  const list = /\{([^{}]*)\}/.exec(path);
  if (!list) return [path];
  const [before, after] = [path.slice(0, list.index), path.slice(list.index + list[0].length)];
  return list[1]!.split(',').flatMap((choice) => expand(`${before}${choice}${after}`));
}

function exists(path: string): boolean {
  if (EXTENSIONS.some((ext) => existsSync(`${path}${ext}`))) return true;
  const folder = dirname(path);
  const name = path.slice(folder.length + 1);
  return (
    /^\d{4}$/.test(name) &&
    existsSync(folder) &&
    readdirSync(folder).some((file) => file.startsWith(`${name}-`))
  );
}

function missing(text: string): string[] {
  return [...text.matchAll(CITED)]
    .flatMap((match) => expand(match[0]))
    .filter((path) => !path.includes('*'))
    .map((path) => path.replace(/[.,]+$/, ''))
    .filter((path) => !exists(path));
}

/** The comments of a source file: what it says, not the strings it works on. */
function comments(source: string): string {
  return (source.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|^\s*#[^\n]*/gm) ?? []).join('\n');
}

const DOCS = [...sourceFiles('docs', /\.md$/), 'README.md', 'mocks/README.md'];
const CODE = [
  ...['src', 'scripts', 'tests', 'mocks', 'bench'].flatMap((dir) =>
    sourceFiles(dir, /\.(tsx?|mjs|css)$/),
  ),
  ...sourceFiles('nginx', /\.conf$/),
  'nginx.conf',
  'vite.config.ts',
  'playwright.config.ts',
].filter((file) => !file.includes('node_modules'));

describe('cited paths', () => {
  it('every path the docs cite exists, and every markdown link leads to a file', () => {
    const dead = DOCS.flatMap((doc) => {
      const text = readFileSync(doc, 'utf8');
      const links = [...text.matchAll(MARKDOWN_LINK)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .map((target) => normalize(join(dirname(doc), decodeURI(target))))
        .filter((target) => !existsSync(target));
      return [...missing(text), ...links].map((path) => `${doc}: ${path}`);
    });
    expect(dead).toEqual([]);
  });

  it('every path a comment cites exists', () => {
    const dead = CODE.flatMap((file) =>
      missing(comments(readFileSync(file, 'utf8'))).map((path) => `${file}: ${path}`),
    );
    expect(dead).toEqual([]);
  });
});
