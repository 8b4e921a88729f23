import { ROUTES, type ParamNames, type RouteId } from './routes.ts';

/**
 * The addresses of the routes whose pattern has parameters (`/n/:id`) or a splat (`/workbench/*`):
 * built from their parameters, and read back. A link to any other route is its path in the table
 * (`ROUTES.download.path`). Apart from routes.ts because routes.ts is in the landing page's first
 * load, and a module that several chunks share is placed there whole.
 */

const PARAM = /:(\w+)/g;

/** A route's parameters, when its pattern has any. */
type HrefArgs<Id extends RouteId> = [ParamNames<(typeof ROUTES)[Id]['path']>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof ROUTES)[Id]['path']>, string | number>];

/** The address of a route: its pattern with the parameters filled in (encoded); a splat's base. */
export function hrefOf<Id extends RouteId>(id: Id, ...[params]: HrefArgs<Id>): string {
  let href: string = ROUTES[id].path.replace('/*', '');
  for (const [name, value] of Object.entries<string | number>(params ?? {})) {
    href = href.replace(`:${name}`, encodeURIComponent(value));
  }
  return href;
}

type RouteParams<Id extends RouteId> = Record<ParamNames<(typeof ROUTES)[Id]['path']>, string>;

/** The (decoded) parameters of `path` when it is an address of route `id`; otherwise undefined. */
export function paramsAt<Id extends RouteId>(id: Id, path: string): RouteParams<Id> | undefined {
  const names: string[] = [];
  const source = ROUTES[id].path.replace(/\/\*$/, '(?:/.*)?').replace(PARAM, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(
    names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
  ) as RouteParams<Id>;
}
