/**
 * Where the mock state lives: localStorage `__mock_state` in a browser (so every tab and every
 * reload sees the same state, like one server), memory elsewhere. Read on every request, so a
 * change in another tab applies at once. Depends on nothing but ./dimensions, so the mock's clock
 * (mocks/lib/http.ts) can read the offset without an import cycle.
 */
import { DEFAULT_STATE, type MockState } from './dimensions';

export const STATE_STORAGE_KEY = '__mock_state';

export interface StoredMockState {
  state: MockState;
  /** The named preset the state was set from, while no dimension has been changed after it. */
  preset: string | null;
  /**
   * Real Unix seconds at which the `ending` promotion ends (ENDING_PROMOTION_SECONDS after it was
   * set, mocks/scenarios.ts).
   */
  promotionEndsAt?: number;
}

const INITIAL: StoredMockState = { state: { ...DEFAULT_STATE }, preset: 'default' };

let memory: StoredMockState = structuredClone(INITIAL);
let cache: { raw: string; stored: StoredMockState } | undefined;

/** localStorage, or undefined under Node and where storage is disabled (privacy mode, sandbox). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored record of an older shape, or edited by hand, falls back field by field to defaults. */
function parse(raw: string): StoredMockState {
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !isRecord(value.state)) return structuredClone(INITIAL);
    return {
      state: { ...DEFAULT_STATE, ...(value.state as Partial<MockState>) },
      preset: typeof value.preset === 'string' ? value.preset : null,
      promotionEndsAt:
        typeof value.promotionEndsAt === 'number' ? value.promotionEndsAt : undefined,
    };
  } catch {
    return structuredClone(INITIAL);
  }
}

export function readStored(): StoredMockState {
  const store = browserStorage();
  if (!store) return memory;
  const raw = store.getItem(STATE_STORAGE_KEY) ?? '';
  if (cache?.raw === raw) return cache.stored;
  if (raw === '') return structuredClone(INITIAL);
  const stored = parse(raw);
  cache = { raw, stored };
  return stored;
}

export function writeStored(next: StoredMockState): void {
  const store = browserStorage();
  if (!store) {
    memory = next;
    return;
  }
  const raw = JSON.stringify(next);
  try {
    store.setItem(STATE_STORAGE_KEY, raw);
    cache = { raw, stored: next };
  } catch {
    // Storage full: this page keeps the state, tied to what storage still holds.
    cache = { raw: store.getItem(STATE_STORAGE_KEY) ?? '', stored: next };
  }
}

export function clearStored(): void {
  memory = structuredClone(INITIAL);
  cache = undefined;
  browserStorage()?.removeItem(STATE_STORAGE_KEY);
}

/** Seconds the server clock is ahead of the real one (negative: behind). */
export function clockOffset(): number {
  return readStored().state.clockOffset;
}
