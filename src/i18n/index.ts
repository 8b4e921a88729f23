import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from './resources';
import { api } from './zh-CN/api';
import { common } from './zh-CN/common';
import { errors } from './zh-CN/errors';
import { layout } from './zh-CN/layout';

export const LANGUAGE = 'zh-CN';

type Namespace = keyof Resources;

/**
 * A namespace split in files: `zh-CN/<namespace>.<part>.ts` holds more keys of `<namespace>`, merged
 * into it when a route (or a lazy section) names the part. The landing page needs a tenth of the
 * visitor pages' copy, so `content.home` (home below the hero), `content.pages` (every other
 * visitor page) and `layout.footer` (the footer, which the landing page has not) stay out of its
 * first load.
 */
type NamespacePart = 'content.home' | 'content.pages' | 'layout.footer';
/** What a route can ask for: a namespace, or a part of one (loaded after its namespace). */
export type StringBundle = Namespace | NamespacePart;

/**
 * Namespaces of the first load: the shell (navbar, footer, error screens) and the API's error
 * toasts. Every OTHER file of ./zh-CN is its own chunk, loaded with what uses it. The route table
 * names a page's (`page(load, ['payment'])` in src/app/router.tsx) and loads them together with
 * the page module, so that the first render, the prerender and hydration all find them in place
 * (docs/decisions/0008-first-load-budget.md); the login dialog and the avatar menu load `auth`
 * with their code (src/features/auth/login-opener.ts, src/app/shell/account-slot.tsx).
 */
const core = { api, common, errors, layout };

const lazyFiles = import.meta.glob<Record<string, ResourceKey>>([
  './zh-CN/*.ts',
  '!./zh-CN/*.*.ts',
  '!./zh-CN/{api,common,errors,layout}.ts',
]);
const partFiles = import.meta.glob<Record<string, ResourceKey>>('./zh-CN/*.*.ts');
const loadedParts = new Set<NamespacePart>();

function isPart(bundle: StringBundle): bundle is NamespacePart {
  return bundle.includes('.');
}

function loadPartFile(part: NamespacePart): Promise<Record<string, ResourceKey>> {
  const load = partFiles[`./zh-CN/${part}.ts`];
  return load
    ? load()
    : Promise.reject(new Error(`i18n: no namespace part file ./zh-CN/${part}.ts`));
}

/** Deep-merges a part file's keys (its one export) into its namespace, which must be loaded. */
function mergePart(part: NamespacePart, module: Record<string, ResourceKey>): void {
  const exported = Object.values(module);
  if (exported.length !== 1) throw new Error(`i18n: ./zh-CN/${part}.ts must export one object`);
  const [keys] = exported;
  i18next.addResourceBundle(LANGUAGE, part.split('.')[0]!, keys ?? {}, true, false);
  loadedParts.add(part);
}

/**
 * Why a namespace's file did not load (offline, a deploy removed it). i18next itself resolves
 * `loadNamespaces` anyway and never reads a failed namespace again: `loadNamespaces` below throws
 * the failure instead (the route's error handling takes over: reload or the offline notice), and
 * asks i18next to read it again next time.
 */
const failedLoads = new Map<string, Error>();

/**
 * Loads a lazy namespace's chunk. i18next calls it for a namespace that is not loaded yet, e.g. a
 * component rendered outside the route that names it: react-i18next then suspends until it is in.
 */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(_language, namespace, callback) {
    const load = lazyFiles[`./zh-CN/${namespace}.ts`];
    if (!load) {
      callback(new Error(`i18n: no namespace file ./zh-CN/${namespace}.ts`), false);
      return;
    }
    load().then(
      (module) => {
        failedLoads.delete(namespace);
        callback(null, module[namespace] ?? {});
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        failedLoads.set(namespace, failure);
        callback(failure, false);
      },
    );
  },
};

/** Synchronous init: the core namespaces are bundled, so the shell renders without waiting. */
void i18next
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    load: 'currentOnly',
    resources: { [LANGUAGE]: core },
    partialBundledLanguages: true,
    ns: Object.keys(core),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key of a namespace nobody loaded would show as raw text: make it an error (the e2e suites
    // fail on console errors) rather than a silent bug.
    saveMissing: true,
    missingKeyHandler: (
      _languages,
      namespace,
      key,
      _fallback,
      _update,
      options?: { defaultValue?: unknown },
    ) => {
      if (options?.defaultValue === undefined) console.error(`[i18n] missing ${namespace}:${key}`);
    },
  });

/**
 * Loads lazy namespaces and namespace parts (no-op for loaded ones); the route table awaits it
 * with the page. A part is merged after its namespace has loaded: i18next would replace the keys
 * of a namespace that arrives later.
 */
export async function loadNamespaces(bundles: readonly StringBundle[]): Promise<void> {
  const parts = bundles.filter(isPart).filter((part) => !loadedParts.has(part));
  const namespaces = [
    ...new Set([
      ...bundles.filter((b): b is Namespace => !isPart(b)),
      ...parts.map((part) => part.split('.')[0] as Namespace),
    ]),
  ].filter((ns) => !i18next.hasResourceBundle(LANGUAGE, ns));
  const retried = namespaces.filter((ns) => failedLoads.has(ns));
  const first = namespaces.filter((ns) => !failedLoads.has(ns));
  const [, , ...modules] = await Promise.all([
    first.length ? i18next.loadNamespaces(first) : undefined,
    retried.length ? i18next.reloadResources([LANGUAGE], retried) : undefined,
    ...parts.map(loadPartFile),
  ]);
  const missing = namespaces.find((ns) => !i18next.hasResourceBundle(LANGUAGE, ns));
  if (missing)
    throw failedLoads.get(missing) ?? new Error(`i18n: namespace ${missing} did not load`);
  parts.forEach((part, index) => mergePart(part, modules[index]!));
}

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
