import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LAYOUTS, NO_ACCOUNT_PATHS, ROUTE_LIST, ROUTES } from '@/domain/routes';
import {
  ARTICLE_PATHS,
  PRERENDER_PATHS,
  PRIVATE_FRAME_PATHS,
  PUBLIC_PATHS,
} from '@/app/public-paths';
import { navLinks } from '@/app/shell/nav-links';
import { matchesRequireLogin } from '@/app/route-access';
import { routes } from '@/app/router';
import { staticPageAt } from '@/features/content/seo/route-meta';
import { privateFrameTitle } from '@/features/content/seo/private-frame-meta';
import { PERF_ROUTES, urlOfRoute } from '../../perf/routes';

const pathnameOf = (url: string) => new URL(url, 'https://example.test').pathname;
const matched = (url: string) => matchRoutes(routes, pathnameOf(url)) ?? [];

describe('the route table', () => {
  it.each(ROUTE_LIST.map((route) => [route.id, route] as const))(
    'the router sends %s to its own page, behind login exactly when the table says so',
    (id, route) => {
      const matches = matched(urlOfRoute(route));
      expect(matches.at(-1)?.route.id).toBe(id);
      expect(matchesRequireLogin(matches)).toBe(route.login === true);
    },
  );

  it('each page and prefetch module is one the record names, and each it names exists', () => {
    const files = (ending: string, modules: Record<string, unknown>) =>
      Object.keys(modules).map((file) => file.slice('/src/'.length, -ending.length));
    const pages = files('.route.tsx', import.meta.glob('/src/**/*.route.tsx'));
    const prefetches = files('.prefetch.ts', import.meta.glob('/src/**/*.prefetch.ts'));
    expect(new Set(ROUTE_LIST.map((route) => route.page))).toEqual(new Set(pages));
    expect(new Set(ROUTE_LIST.flatMap((route) => route.prefetch ?? []))).toEqual(
      new Set(prefetches),
    );
    const layouts = files('.layout.tsx', import.meta.glob('/src/**/*.layout.tsx'));
    expect(new Set(Object.values(LAYOUTS).flatMap((layout) => layout.module ?? []))).toEqual(
      new Set(layouts),
    );
  });

  it('the profile area needs login on its own and for unknown pages below it', () => {
    expect(matchesRequireLogin(matched('/profile'))).toBe(true);
    expect(matchesRequireLogin(matched('/profile/no-such-page'))).toBe(true);
    expect(matchesRequireLogin(matched('/no-such-page'))).toBe(false);
  });

  it('the sitemap lists the public pages it marks, each published article, and nothing private', () => {
    const marked = ROUTE_LIST.filter((route) => route.sitemap);
    expect(marked.every((route) => !route.login && route.html === 'page')).toBe(true);
    expect(PUBLIC_PATHS).toEqual(
      marked.flatMap((route) => (route.id === 'article' ? ARTICLE_PATHS : [route.path])),
    );
    expect(PUBLIC_PATHS).not.toContain(ROUTES.search.path);
  });

  it('the prerender step writes the pages and the frames it marks, a frame with its title', () => {
    for (const route of ROUTE_LIST.filter((r) => r.html === 'page' && r.id !== 'article')) {
      expect(PRERENDER_PATHS).toContain(route.path);
    }
    expect(PRERENDER_PATHS.filter((path) => path.startsWith('/n/'))).toEqual(ARTICLE_PATHS);
    expect(PRIVATE_FRAME_PATHS).toEqual(
      ROUTE_LIST.filter((r) => r.html === 'frame').map((r) => r.path),
    );
    for (const path of PRIVATE_FRAME_PATHS) expect(privateFrameTitle(path)).toBeTruthy();
    expect(privateFrameTitle(ROUTES.home.path)).toBeUndefined();
  });

  it('the navbar shows the routes it marks, in table order, each a public page', () => {
    const marked = ROUTE_LIST.filter((route) => route.nav);
    expect(navLinks).toEqual(marked.map((route) => ({ labelKey: route.nav, to: route.path })));
    expect(navLinks.map((link) => link.to)).toEqual([
      '/',
      '/download',
      '/guide',
      '/help',
      '/payment',
    ]);
    expect(marked.some((route) => route.login)).toBe(false);
  });

  it('head tags come from the key each page is marked with', () => {
    for (const route of ROUTE_LIST.filter((r) => r.head && !r.path.includes(':'))) {
      expect(staticPageAt(route.path)).toBe(route.head);
    }
  });

  it('the account is never loaded on the login route, the payer pages and the WeChat proxy', () => {
    expect(NO_ACCOUNT_PATHS).toEqual([
      ROUTES.login.path,
      ROUTES.proxyWxAuth.path,
      ROUTES.paymentSuccess.path,
    ]);
  });

  it('the quality gates open every route the table gives a perf entry, and an unknown path', () => {
    expect(PERF_ROUTES.filter((route) => !route.notFound).map((route) => route.path)).toEqual(
      ROUTE_LIST.filter((route) => route.perf).map(urlOfRoute),
    );
    for (const route of PERF_ROUTES.filter((r) => !r.notFound)) {
      const id = matched(route.path).at(-1)?.route.id;
      const facts = ROUTE_LIST.find((r) => r.id === id);
      expect(route.login === 'required', route.path).toBe(facts?.login === true);
    }
    expect(PERF_ROUTES.filter((route) => route.bench).map((route) => route.path)).toEqual([
      '/',
      '/download',
      '/payment',
      '/profile/packages',
      '/profile/orders',
      '/payment/success',
    ]);
    expect(matched('/no-such-page').at(-1)?.route.path).toBe('*');
  });
});
