/**
 * One activation of the workbench sub-app (docs/product-rules.md §2, §4): qiankun is imported here
 * and nowhere else, and only when /workbench is shown. `loadMicroApp` with `autoStart: false` —
 * never registerMicroApps/start, which would make React Router run every loader twice
 * (docs/integration-notes.md §1). qiankun caches the loaded app by name + container, so a second
 * activation mounts again without fetching or bootstrapping again.
 */
import type { FrameworkConfiguration, MicroApp } from 'qiankun';
import {
  classifyWbError,
  missingContainerError,
  WB_APP_NAME,
  WB_CONTAINER_SELECTOR,
  type WbFailure,
  type WbStatus,
} from './lifecycle';

/** What the host hands the sub-app (mount props and every `update`). */
export interface WbHostProps {
  /** The path prefix the sub-app owns (`/workbench`). */
  basePath: string;
  /** The current host path, e.g. `/workbench/projects/12`. */
  pathname: string;
  /** Navigates the host router (autoStart: false gives the sub-app no popstate of its own). */
  navigate: (to: string) => void;
  [key: string]: unknown;
}

type LoadMicroApp = typeof import('qiankun').loadMicroApp;

export interface ActivateOptions {
  entry: string;
  props: WbHostProps;
  onStatus: (status: WbStatus, failure?: WbFailure) => void;
  name?: string;
  container?: string;
  /** Injected in tests; the app imports qiankun lazily. */
  loadQiankun?: () => Promise<{ loadMicroApp: LoadMicroApp }>;
  logError?: (message: string, error: unknown) => void;
  fetch?: typeof window.fetch;
}

export interface WbActivation {
  /** Passes the host's new location to a mounted sub-app (if it exports `update`). */
  update: (props: WbHostProps) => void;
  /** Unmounts (leaving /workbench); resolves once the sub-app has unmounted. */
  deactivate: () => Promise<void>;
}

const requestUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The entry and every asset are fetched in CORS mode; cookies go only to the sub-app's own host
 * (the one of VITE_WORKBENCH_ENTRY), never to a third-party CDN the sub-app might reference.
 * `init` is kept: qiankun's FAQ sample spreads `...args` and drops it (docs/integration-notes.md
 * §1).
 */
export function credentialedFetch(
  entry: string,
  baseFetch: typeof window.fetch = (...args) => window.fetch(...args),
): typeof window.fetch {
  const entryOrigin = new URL(entry, window.location.href).origin;
  return (input, init) => {
    const origin = new URL(requestUrl(input), window.location.href).origin;
    return baseFetch(input, {
      ...init,
      mode: 'cors',
      credentials: origin === entryOrigin ? 'include' : 'same-origin',
    });
  };
}

const ignore = () => undefined;

export function activateWbApp(options: ActivateOptions): WbActivation {
  const {
    entry,
    onStatus,
    name = WB_APP_NAME,
    container = WB_CONTAINER_SELECTOR,
    loadQiankun = () => import('qiankun'),
    logError = (message, error) => console.error(message, error),
  } = options;
  let props = options.props;
  let app: MicroApp | undefined;
  let active = true;
  let mounted = false;
  let failed = false;
  /** The path the sub-app has seen (mount props, then each update). */
  let shownPath = props.pathname;
  /** Updates and the unmount run one after another: single-spa refuses to unmount while UPDATING. */
  let queue: Promise<unknown> = Promise.resolve();

  const fail = (error: unknown, kind = classifyWbError(error)) => {
    failed = true;
    logError(`[workbench] ${name} could not be started`, error);
    if (active) onStatus('error', { kind, error });
  };

  const pushUpdate = () => {
    const target = app;
    if (!target?.update || !mounted || !active || props.pathname === shownPath) return;
    shownPath = props.pathname;
    const next = { ...props };
    queue = queue
      .then(() => target.update?.(next))
      .catch((error: unknown) => logError(`[workbench] ${name} update failed`, error));
  };

  onStatus('loading');
  if (!entry) {
    fail(new Error('VITE_WORKBENCH_ENTRY is not set'), 'notConfigured');
  } else {
    loadQiankun()
      .then(({ loadMicroApp }) => {
        if (!active) return;
        // Checked before qiankun sees it: a container missing while loading poisons qiankun's
        // cache for this name + container (umijs/qiankun#2845, docs/integration-notes.md §1).
        if (!document.querySelector(container)) throw missingContainerError(container, name);
        const configuration: FrameworkConfiguration & { autoStart: false } = {
          autoStart: false,
          singular: true,
          sandbox: { experimentalStyleIsolation: true },
          fetch: credentialedFetch(entry, options.fetch),
        };
        const loaded = loadMicroApp({ name, entry, container, props: { ...props } }, configuration);
        app = loaded;
        // Every promise gets a handler: a failed load rejects all of them
        // (docs/integration-notes.md §1).
        loaded.loadPromise.catch(ignore);
        loaded.unmountPromise.catch(ignore);
        loaded.bootstrapPromise.then(() => {
          if (active && !failed) onStatus('mounting');
        }, ignore);
        loaded.mountPromise.then(
          () => {
            mounted = true;
            if (!active) return;
            onStatus('mounted');
            // The host may have moved on while the sub-app was loading.
            pushUpdate();
          },
          (error: unknown) => fail(error),
        );
      })
      .catch((error: unknown) => fail(error));
  }

  return {
    update(next) {
      props = next;
      pushUpdate();
    },
    async deactivate() {
      if (!active) return;
      active = false;
      if (app && !failed) {
        try {
          await queue;
          await app.unmount();
        } catch (error) {
          logError(`[workbench] ${name} unmount failed`, error);
        }
      }
      mounted = false;
      onStatus('unmounted');
    },
  };
}
