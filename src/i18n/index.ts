import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from './resources';
import { api } from './zh-CN/api';
import { auth } from './zh-CN/auth';
import { common } from './zh-CN/common';
import { errors } from './zh-CN/errors';
import { layout } from './zh-CN/layout';

export const LANGUAGE = 'zh-CN';

export type Namespace = keyof Resources;

/**
 * Namespaces of the first load: the shell (navbar, footer, error screens), API error toasts and the
 * session/login strings that any page can need. Every OTHER file of ./zh-CN is its own chunk,
 * loaded with the routes that use it: the route table names them (`page(load, ['payment'])` in
 * src/app/router.tsx) and loads them together with the page module, so that the first render,
 * the prerender and hydration all find them in place (docs/decisions/0008-first-load-budget.md).
 */
const core = { api, auth, common, errors, layout };

const lazyFiles = import.meta.glob<Record<string, ResourceKey>>([
  './zh-CN/*.ts',
  '!./zh-CN/{api,auth,common,errors,layout}.ts',
]);

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
      (module) => callback(null, module[namespace] ?? {}),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
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

/** Loads lazy namespaces (no-op for loaded ones); the route table awaits it with the page. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18next.hasLoadedNamespace(ns));
  return missing.length ? i18next.loadNamespaces(missing) : Promise.resolve();
}

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
