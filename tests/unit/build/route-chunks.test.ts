import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunkFor,
  OWN_CHUNK_MIN_CODE,
  routeChunkName,
  routeModules,
} from '../../../scripts/route-chunks';
import { ROUTE_LIST, ROUTES } from '@/domain/routes';

const route = (id: keyof typeof ROUTES) => ({ ...ROUTES[id], id });
const { withinArea, acrossAreas } = OWN_CHUNK_MIN_CODE;

describe('scripts/route-chunks.ts: the chunks from the route table', () => {
  it("starts a route's first load at its layouts, its page and its prefetch", () => {
    expect(routeModules(ROUTES.profilePackages)).toEqual([
      'src/app/layouts/default.layout.tsx',
      'src/features/profile/profile.layout.tsx',
      `src/${ROUTES.profilePackages.page}.route.tsx`,
      `src/${ROUTES.profilePackages.prefetch}.prefetch.ts`,
    ]);
    expect(routeModules(ROUTES.paymentSuccess)).toEqual([
      `src/${ROUTES.paymentSuccess.page}.route.tsx`,
    ]);
  });

  it("leaves one page's code to the page's chunk", () => {
    expect(chunkFor([route('download')], acrossAreas)).toBeNull();
  });

  it("puts an area's small shared code in the area's chunk, much of it in a chunk of its own", () => {
    const set = [route('consultation'), route('cooperation')];
    expect(chunkFor(set, withinArea - 1)).toBe('area-content');
    const own = chunkFor(set, withinArea);
    expect(own).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(chunkFor(set, withinArea + 100)).toBe(own);
    expect(chunkFor([route('help'), route('search')], withinArea)).not.toBe(own);
    expect(chunkFor([route('home'), route('login')], withinArea - 1)).toBe('area-home');
  });

  it('puts what the landing shares with other areas in the frame, whatever its size', () => {
    expect(chunkFor([route('home'), route('download')], 1)).toBe('frame');
    expect(chunkFor([route('home'), route('payment'), route('help')], acrossAreas * 2)).toBe(
      'frame',
    );
  });

  it('puts small code shared across areas in one chunk, much of it in a chunk of its own', () => {
    const set = [route('payment'), route('profileOrders')];
    expect(chunkFor(set, acrossAreas - 1)).toBe('shared');
    expect(chunkFor(set, acrossAreas)).toMatch(/^shared-[0-9a-f]{8}$/);
  });

  it('names each module by the routes whose modules reach it through static imports', () => {
    const root = '/repo';
    const at = (file: string) => `${root}/${file}`;
    const [landingLayout, homePage] = routeModules(ROUTES.home).map(at);
    const downloadPage = at(`src/${ROUTES.download.page}.route.tsx`);
    const guidePage = at(`src/${ROUTES.guide.page}.route.tsx`);
    const graph: Record<string, { imports?: string[]; code?: number }> = {
      [landingLayout!]: { imports: ['/repo/src/navbar.tsx'] },
      [homePage!]: { imports: ['/repo/src/cta.tsx'] },
      [downloadPage]: { imports: ['/repo/src/cta.tsx', '/repo/src/hero.tsx', '/repo/src/qr.tsx'] },
      [guidePage]: { imports: ['/repo/src/hero.tsx'] },
      '/repo/src/navbar.tsx': {},
      '/repo/src/cta.tsx': {},
      '/repo/src/hero.tsx': { imports: ['/repo/src/hero-art.tsx'], code: 10 },
      '/repo/src/hero-art.tsx': { code: 10 },
      '/repo/src/qr.tsx': {},
      '/repo/src/dialog.tsx': {},
    };
    const ctx: Rolldown.ChunkingContext = {
      getModuleInfo: (id) =>
        graph[id]
          ? ({
              id,
              importedIds: graph[id].imports ?? [],
              code: 'x'.repeat(graph[id].code ?? 1),
            } as unknown as Rolldown.ModuleInfo)
          : null,
    };
    const name = routeChunkName(root, ROUTE_LIST);
    expect(name('/repo/src/cta.tsx', ctx)).toBe('frame');
    expect(name('/repo/src/hero.tsx', ctx)).toBe('area-content');
    expect(name('/repo/src/hero-art.tsx', ctx)).toBe('area-content');
    expect(name('/repo/src/qr.tsx', ctx)).toBeNull();
    // The landing layout is every landing-layout page's, the login route's too.
    expect(name('/repo/src/navbar.tsx', ctx)).toBe('area-home');
    // Only a dynamic import reaches it.
    expect(name('/repo/src/dialog.tsx', ctx)).toBeNull();
  });
});
