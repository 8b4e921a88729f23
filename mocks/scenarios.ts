/**
 * The mock server's state (mocks/README.md "模拟状态"): independent dimensions (./state/dimensions.ts)
 * set one by one from the QA panel or the URL, or all at once from a named preset
 * (./state/presets.ts, `?mock=NAME`). Kept in localStorage until changed. A change of the account
 * dimension rebuilds the test phone's account; switching to `guest` signs every session out; any
 * change tells the app, once, that its cached server answers are stale.
 */
import { applyAccountPreset, configureSeedPreset, resetDb, updateDb } from './db';
import { realNowSec } from './lib/http';
import {
  DEFAULT_STATE,
  dimensionsFromQuery,
  queryOfState,
  sameState,
  type Fault,
  type MockState,
} from './state/dimensions';
import { findPreset, presetState } from './state/presets';
import {
  browserStorage,
  clearStored,
  readStored,
  writeStored,
  type StoredMockState,
} from './state/store';

/** Set when the mock server's answers change (another state, a reset), until the app asks. */
const STATE_CHANGED_STORAGE_KEY = '__mock_state_changed';
/** Before dimensions: a path prefix that `?mock=<network preset>` limits its fault to. */
const LEGACY_ONLY_PARAM = 'mock-only';

/** How long after it is set the `ending` promotion ends. */
const ENDING_PROMOTION_SECONDS = 60;

export function getMockState(): MockState {
  return readStored().state;
}

/** The preset the state was set from, or null once a dimension was changed on its own (自定义). */
export function activePreset(): string | null {
  const { state, preset } = readStored();
  const named = preset ? findPreset(preset) : undefined;
  return named && sameState(state, presetState(named, state)) ? named.name : null;
}

/** Real Unix seconds at which the `ending` promotion ends. */
export function promotionEndsAt(): number | undefined {
  return readStored().promotionEndsAt;
}

function markServerStateChanged(): void {
  browserStorage()?.setItem(STATE_CHANGED_STORAGE_KEY, '1');
}

/**
 * Whether the mock server's answers changed since the app last asked (a state change, a data
 * reset), which makes the app's session caches of earlier answers stale: the web config would
 * keep payment open after payment was closed. Asking clears the mark.
 */
export function takeServerStateChanged(): boolean {
  const store = browserStorage();
  const changed = store?.getItem(STATE_CHANGED_STORAGE_KEY) === '1';
  store?.removeItem(STATE_CHANGED_STORAGE_KEY);
  return changed;
}

export function revokeAllSessions(): void {
  updateDb((db) => {
    db.sessions = {};
  });
}

/**
 * Makes `next` the state. Only an actual change has effects, so reloading a page whose URL still
 * sets the state keeps what was bought meanwhile. Returns whether anything changed.
 */
function commit(next: MockState, preset: string | null): boolean {
  const current = readStored();
  if (sameState(current.state, next) && current.preset === preset) return false;
  const stored: StoredMockState = { state: next, preset };
  if (next.promotion === 'ending') {
    stored.promotionEndsAt =
      current.state.promotion === 'ending' && current.promotionEndsAt
        ? current.promotionEndsAt
        : realNowSec() + ENDING_PROMOTION_SECONDS;
  }
  writeStored(stored);
  if (next.account !== current.state.account) {
    updateDb((db) => applyAccountPreset(db, next.account));
  }
  const named = preset ? findPreset(preset) : undefined;
  if (named?.revokeSessions && current.preset !== preset) revokeAllSessions();
  markServerStateChanged();
  return true;
}

/** Sets some dimensions, keeping the others. */
export function setDimensions(change: Partial<MockState>): void {
  const current = getMockState();
  commit({ ...current, ...change }, null);
}

/** Applies a named preset; false for an unknown name (nothing changes). */
export function applyPreset(name: string): boolean {
  const preset = findPreset(name);
  if (!preset) return false;
  commit(presetState(preset, getMockState()), preset.name);
  return true;
}

/**
 * Applies the state a query string carries: `?mock=NAME` first (a preset), then each
 * `mock-<dimension>=` on top. The legacy `&mock-only=/v1/path` limits a network preset's faults
 * to that path. A URL without any of them changes nothing.
 */
export function applyMockUrl(search: string): void {
  const params = new URLSearchParams(search);
  const preset = findPreset(params.get('mock') ?? '');
  const dimensions = dimensionsFromQuery(params);
  const current = getMockState();
  let next = preset ? presetState(preset, current) : { ...current };
  const only = params.get(LEGACY_ONLY_PARAM);
  if (preset && only?.startsWith('/')) {
    next.faults = next.faults.map((fault): Fault => ({ ...fault, path: only }));
  }
  if (!preset && Object.keys(dimensions).length === 0) return;
  next = { ...next, ...dimensions };
  // Still the named preset (the URL's, else the one already set) if the dimensions left it whole.
  const named = [preset, findPreset(readStored().preset ?? '')].find(
    (candidate) => candidate && sameState(next, presetState(candidate, next)),
  );
  commit(next, named?.name ?? null);
}

/** The page's address with the whole mock state in its query: opening it reproduces the state. */
export function shareableUrl(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()])
    if (key === 'mock' || key.startsWith('mock-')) url.searchParams.delete(key);
  for (const [key, value] of queryOfState(getMockState())) url.searchParams.append(key, value);
  return url.toString();
}

/**
 * A one-shot fault (`401`) has fired: it leaves the state. Not a change the app must hear of: the
 * 401 itself is the event under test.
 */
export function consumeFault(fault: Fault): void {
  const stored = readStored();
  const faults = stored.state.faults.filter(
    (f) => !(f.kind === fault.kind && f.path === fault.path),
  );
  writeStored({ ...stored, state: { ...stored.state, faults } });
}

/** The QA panel's 重置模拟数据: fixtures again, in the shape the state asks for. */
export function resetMockData(): void {
  resetDb(getMockState().account);
  const preset = activePreset();
  if (preset && findPreset(preset)?.revokeSessions) revokeAllSessions();
  markServerStateChanged();
}

/** Back to the default state with freshly seeded data (for tests). */
export function resetMocks(): void {
  clearStored();
  browserStorage()?.removeItem(STATE_CHANGED_STORAGE_KEY);
  resetDb(DEFAULT_STATE.account);
}

configureSeedPreset(() => getMockState().account);
