import { hrefOf, paramsAt } from '@/domain/route-addresses';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, ROUTES } from '@/domain/routes';
import { sourceFiles } from '../../support/source-files';

/** The one file that writes route paths. */
const TABLE = 'src/domain/routes.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The fixed start of each route's pattern (`/n/` of `/n/:id`, `/workbench` of `/workbench/*`). */
const fixedStarts = ROUTE_LIST.map((route) => route.path.replace(/(:\w+|\/\*).*$/, '')).filter(
  (start) => start !== '/',
);

/** A string or template literal that begins with a route's path (then ends, or goes on). */
const LITERAL_PATH = new RegExp(`['"\`](${fixedStarts.map(escape).join('|')})(?=['"\`?#/]|\\$\\{)`);

/** The home page's path as a link's or a redirect's target (`to="/"`, `to: '/'`, `href='/'`). */
const LITERAL_HOME = /\b(to|href)(=\{?|: )['"`]\/['"`]/;

/** Code without its comments (block comments, JSDoc lines and `//` comments after a space). */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ''))
    .join('\n');

describe('route paths are written once, in the route table', () => {
  it('no source file outside the table spells a route path', () => {
    const offenders = sourceFiles('src')
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        codeOf(readFileSync(file, 'utf8'))
          .split('\n')
          .filter((line) => LITERAL_PATH.test(line) || LITERAL_HOME.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the check finds a literal link', () => {
    expect(LITERAL_PATH.test(`<Link to="/download">`)).toBe(true);
    expect(LITERAL_PATH.test('to={`/n/${id}`}')).toBe(true);
    expect(LITERAL_PATH.test(`href: '/agreement/user#rights'`)).toBe(true);
    expect(LITERAL_PATH.test(`'/downloads-cdn'`)).toBe(false);
    expect(LITERAL_HOME.test(`<Link to="/" className={styles.brand}>`)).toBe(true);
    expect(LITERAL_HOME.test(`{ kind: 'redirect', to: '/' }`)).toBe(true);
    expect(LITERAL_HOME.test(`Cookies.set(name, value, { path: '/' })`)).toBe(false);
  });
});

describe('hrefOf and paramsAt', () => {
  it('build a route address, parameters encoded', () => {
    expect(ROUTES.download.path).toBe('/download');
    expect(ROUTES.home.path).toBe('/');
    expect(hrefOf('article', { id: '10 24' })).toBe('/n/10%2024');
    expect(hrefOf('activity', { uuid: 'a1' })).toBe('/activity/a1');
    expect(hrefOf('workbench')).toBe('/workbench');
  });

  it('read a route address back', () => {
    expect(paramsAt('article', '/n/10%2024')).toEqual({ id: '10 24' });
    expect(paramsAt('article', '/n/1024/more')).toBeUndefined();
    expect(paramsAt('article', '/article')).toBeUndefined();
    expect(paramsAt('workbench', '/workbench')).toEqual({});
    expect(paramsAt('workbench', '/workbench/projects/12')).toEqual({});
    expect(paramsAt('workbench', '/workbenches')).toBeUndefined();
    expect(paramsAt('download', '/download')).toEqual({});
  });
});
