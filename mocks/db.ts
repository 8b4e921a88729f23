/**
 * The mock backend's state. In a browser (and in vitest's jsdom) it lives in localStorage under
 * `__mock_db`, so a purchase or an invoice survives a reload and every tab sees the same data; under
 * plain Node it lives in memory. Handlers read it through `getDb()` and change it only inside
 * `updateDb()`, which writes it back.
 */
import { nowSec } from './lib/http';
import { browserStorage } from './state/store';
import { seedAccounts, type AccountSeed } from './fixtures/accounts';
import type {
  AccountPreset,
  HeldPackage,
  MockDb,
  MockInvoice,
  MockOrder,
  MockUser,
  PayOutcome,
} from './records';

export type { HeldPackage, MockDb, MockInvoice, MockOrder, MockUser, PayOutcome };

export const DB_STORAGE_KEY = '__mock_db';
const DB_VERSION = 2;

let seedPreset: () => AccountPreset = () => 'member';

/** Lets scenarios.ts say which account preset a fresh db starts with (no import cycle). */
export function configureSeedPreset(provider: () => AccountPreset): void {
  seedPreset = provider;
}

function emptyDb(): MockDb {
  return {
    version: DB_VERSION,
    users: [],
    sessions: {},
    orders: [],
    invoices: [],
    devices: [],
    sendLog: {},
    seq: { user: 10_100, device: 100, invoice: 500_200 },
  };
}

function addSeed(db: MockDb, seed: AccountSeed, now: number): void {
  db.users = db.users.filter((u) => u.user_id !== seed.user.user_id).concat(seed.user);
  db.orders = db.orders.filter((o) => o.user_id !== seed.user.user_id).concat(seed.orders);
  db.invoices = db.invoices.filter((i) => i.user_id !== seed.user.user_id).concat(seed.invoices);
  db.devices = db.devices.filter((d) => d.user_id !== seed.user.user_id);
  for (const device of seed.devices) {
    db.seq.device += 1;
    db.devices.push({
      ...device.machine,
      id: db.seq.device,
      user_id: seed.user.user_id,
      last_active_at: now - device.lastActiveAgo,
    });
  }
  for (const token of seed.tokens) db.sessions[token] = seed.user.user_id;
}

function seededDb(preset: AccountPreset): MockDb {
  const db = emptyDb();
  const now = nowSec();
  for (const seed of seedAccounts(preset, now)) addSeed(db, seed, now);
  return db;
}

let memoryDb: MockDb | undefined;
let cache: { raw: string; db: MockDb } | undefined;

function parse(raw: string | null): MockDb | undefined {
  if (!raw) return undefined;
  try {
    const db = JSON.parse(raw) as MockDb;
    return db.version === DB_VERSION && Array.isArray(db.users) ? db : undefined;
  } catch {
    return undefined;
  }
}

function write(db: MockDb): void {
  const storage = browserStorage();
  if (!storage) {
    memoryDb = db;
    return;
  }
  const raw = JSON.stringify(db);
  try {
    storage.setItem(DB_STORAGE_KEY, raw);
  } catch {
    // quota exceeded: keep serving from memory rather than failing the request
  }
  cache = { raw, db };
}

/** The current db. Re-read from localStorage when another tab (or a reload) changed it. */
export function getDb(): MockDb {
  const storage = browserStorage();
  if (!storage) return (memoryDb ??= seededDb(seedPreset()));
  const raw = storage.getItem(DB_STORAGE_KEY);
  if (cache && raw === cache.raw) return cache.db;
  const stored = parse(raw);
  if (stored && raw) {
    cache = { raw, db: stored };
    return stored;
  }
  const fresh = seededDb(seedPreset());
  write(fresh);
  return fresh;
}

/** Runs `change` on the db and persists the result. */
export function updateDb<T>(change: (db: MockDb) => T): T {
  const db = getDb();
  const result = change(db);
  write(db);
  return result;
}

/** Forgets the in-memory copy, as a page reload would; the next read comes from localStorage. */
export function reloadDb(): void {
  cache = undefined;
}

/** Back to the seeded fixtures (users, assets, orders, invoices, devices, sessions, send counts). */
export function resetDb(preset: AccountPreset = seedPreset()): void {
  write(seededDb(preset));
}

/** Replaces one fixture account (the test phone) with a preset, keeping everything else. */
export function applyAccountPreset(db: MockDb, preset: AccountPreset): void {
  const now = nowSec();
  const seed = seedAccounts(preset, now)[0];
  if (!seed) return;
  const keptSessions = Object.entries(db.sessions).filter(([, id]) => id === seed.user.user_id);
  addSeed(db, seed, now);
  for (const [token, id] of keptSessions) db.sessions[token] = id;
}

function findUser(db: MockDb, userId: number): MockUser | undefined {
  return db.users.find((u) => u.user_id === userId);
}

/** The user behind `Authorization: <bare token>`, or undefined (no header, `Bearer …`, unknown token). */
export function userForRequest(db: MockDb, request: Request): MockUser | undefined {
  const token = request.headers.get('Authorization')?.trim();
  if (!token) return undefined;
  const userId = db.sessions[token];
  return userId === undefined ? undefined : findUser(db, userId);
}
