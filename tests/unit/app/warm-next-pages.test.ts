import { NEXT_PAGES_WARM_MARK } from '@/shared/perf-marks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { dataIsDear, loadRouteCode, nextPages, warmNextPages } from '@/app/warm-next-pages';

const marked = () => performance.getEntriesByName(NEXT_PAGES_WARM_MARK).length;
const idle = () => Promise.resolve();

afterEach(() => {
  performance.clearMarks(NEXT_PAGES_WARM_MARK);
  vi.restoreAllMocks();
});

describe('nextPages', () => {
  it('is the login for a visitor, then the navbar pages once each, but the current one', () => {
    const links = ['/', '/download', '/guide', '/download', '/help'];
    expect(nextPages({ currentPath: '/download', loggedIn: false, links })).toEqual({
      login: true,
      paths: ['/', '/guide', '/help'],
    });
  });

  it('leaves the login out with a session, and on the login route', () => {
    expect(nextPages({ currentPath: '/', loggedIn: true, links: [] }).login).toBe(false);
    expect(nextPages({ currentPath: '/login', loggedIn: false, links: [] }).login).toBe(false);
  });
});

describe('dataIsDear', () => {
  it('is true with Save-Data or on 2G, false otherwise or without the API', () => {
    expect(dataIsDear({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(dataIsDear({ effectiveType: 'slow-2g' })).toBe(true);
    expect(dataIsDear({ effectiveType: '2g' })).toBe(true);
    expect(dataIsDear({ effectiveType: '3g' })).toBe(false);
    expect(dataIsDear(undefined)).toBe(false);
  });
});

describe('loadRouteCode', () => {
  it("loads each matched route's lazy code: the layout's and the page's, not another page's", async () => {
    const loaded: string[] = [];
    const lazy = (id: string) => () => {
      loaded.push(id);
      return Promise.resolve({});
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            id: 'layout',
            lazy: lazy('layout'),
            children: [
              { path: 'help', lazy: lazy('help') },
              { path: 'guide', lazy: lazy('guide') },
            ],
          },
        ],
      },
    ];
    await loadRouteCode(routes, '/help');
    expect(loaded).toEqual(['layout', 'help']);
  });
});

describe('warmNextPages', () => {
  it('loads one at a time, each after an idle moment, then marks', async () => {
    const order: string[] = [];
    let idles = 0;
    await warmNextPages(
      ['a', 'b'].map((id) => async () => {
        order.push(`${id}:start`);
        await Promise.resolve();
        order.push(`${id}:end`);
      }),
      {
        idle: () => {
          idles += 1;
          order.push('idle');
          return Promise.resolve();
        },
      },
    );
    expect(order).toEqual(['idle', 'a:start', 'a:end', 'idle', 'b:start', 'b:end']);
    expect(idles).toBe(2);
    expect(marked()).toBe(1);
  });

  it('stops at the first failure, and still marks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const third = vi.fn(() => Promise.resolve());
    await warmNextPages(
      [() => Promise.resolve(), () => Promise.reject(new Error('net::ERR')), third],
      { idle },
    );
    expect(third).not.toHaveBeenCalled();
    expect(marked()).toBe(1);
  });

  it('loads nothing when data is dear or the browser is offline', async () => {
    const load = vi.fn(() => Promise.resolve());
    await warmNextPages([load], { idle, connection: { saveData: true } });
    expect(load).not.toHaveBeenCalled();
    expect(marked()).toBe(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await warmNextPages([load], { idle });
    expect(load).not.toHaveBeenCalled();
  });
});
