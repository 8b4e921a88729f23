/**
 * The sub-application lifecycle of docs/product-rules.md §4 (loading, mounting, mounted, unmounted)
 * plus the error state of §8, and the mapping from qiankun's loader errors to what the user is
 * told.
 */
export type WbStatus = 'idle' | 'loading' | 'mounting' | 'mounted' | 'unmounted' | 'error';

/**
 * Why the sub-app could not start. The first three are the loader errors of docs/product-rules.md
 * §8 ('element not existed!' / 'Wrapper element for {app} is not existed!' / 'Target container with
 * {selector} not existed ...' are all a missing element: `container`; 'You need to export lifecycle
 * functions in {app} entry': `lifecycle`); `load` is a failed fetch of the entry or its assets,
 * `mount` anything thrown by the sub-app's own bootstrap/mount, `notConfigured` a build without
 * VITE_WORKBENCH_ENTRY.
 */
export type WbErrorKind = 'container' | 'lifecycle' | 'load' | 'mount' | 'notConfigured';

export interface WbFailure {
  kind: WbErrorKind;
  error: unknown;
}

export const WB_APP_NAME = 'wbApp';
/** The container the app shell always renders (src/app/root.tsx, docs/integration-notes.md §1). */
export const WB_CONTAINER_SELECTOR = '#qiankun-content';

const CONTAINER_ERRORS = [
  /element not existed!/,
  /Wrapper element for .+ is not existed!/,
  /Target container with .+ not existed/,
];
const LIFECYCLE_ERROR = /You need to export lifecycle functions in .+ entry/;
/** What `fetch` rejects with when a request is refused (network, CORS) in Chromium, Firefox, Safari. */
const FETCH_ERRORS = /Failed to fetch|NetworkError|Load failed|fetch failed/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** Classifies an error thrown while the sub-app loads or mounts. */
export function classifyWbError(error: unknown): WbErrorKind {
  const message = messageOf(error);
  if (CONTAINER_ERRORS.some((re) => re.test(message))) return 'container';
  if (LIFECYCLE_ERROR.test(message)) return 'lifecycle';
  if (FETCH_ERRORS.test(message) || (error instanceof Response && !error.ok)) return 'load';
  return 'mount';
}

/** The error qiankun itself raises for a missing container; we raise it before calling qiankun. */
export function missingContainerError(selector: string, appName: string): Error {
  return new Error(`Target container with ${selector} not existed while ${appName} loading!`);
}

/**
 * docs/product-rules.md §2: the sub-app is active when the path starts with the workbench prefix.
 */
export function isWorkbenchPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
