import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The size gates (tests/perf/check-budgets.mjs) and `npm run bench` need to know what each output
 * chunk is made of: its static and dynamic imports, its CSS, the module it is the entry of, and
 * which packages it contains. With `PERF_CHUNK_MAP=1` in the environment, the client build writes
 * that to `<outDir>/.vite/chunk-map.json` (a dot-directory: nginx.conf never serves it). Without
 * the variable it does nothing, so ordinary builds are byte-for-byte unchanged.
 */
export interface ChunkMapModule {
  /** `src/app/router.tsx`, or `npm:react-dom` for anything under node_modules. */
  id: string;
  bytes: number;
}

export interface ChunkMapEntry {
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Root-relative path of the module this chunk is the entry of (`src/features/content/pages/home/home-page.route.tsx`). */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  modules: ChunkMapModule[];
}

export type ChunkMap = Record<string, ChunkMapEntry>;

export function moduleLabel(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + '/node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `npm:${name}`;
  }
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

export function chunkMapPlugin(): Plugin {
  let enabled = process.env.PERF_CHUNK_MAP === '1';
  let root = process.cwd();
  let outDir = 'dist';
  let map: ChunkMap = {};
  return {
    name: 'perf-chunk-map',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) enabled = false; // prerender bundles are not shipped
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      map = {};
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        const byLabel = new Map<string, number>();
        for (const [id, info] of Object.entries(item.modules)) {
          const label = moduleLabel(root, id);
          byLabel.set(label, (byLabel.get(label) ?? 0) + info.renderedLength);
        }
        map[fileName] = {
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facade: item.facadeModuleId ? moduleLabel(root, item.facadeModuleId) : null,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          css: [...(item.viteMetadata?.importedCss ?? [])],
          modules: [...byLabel]
            .map(([id, bytes]) => ({ id, bytes }))
            .sort((a, b) => b.bytes - a.bytes),
        };
      }
    },
    writeBundle() {
      if (!enabled) return;
      mkdirSync(resolve(outDir, '.vite'), { recursive: true });
      writeFileSync(
        resolve(outDir, '.vite', 'chunk-map.json'),
        `${JSON.stringify(map, null, 1)}\n`,
      );
    },
  };
}
