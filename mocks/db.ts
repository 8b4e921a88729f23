/**
 * The mock backend's state. In a browser (and in vitest's jsdom) it lives in localStorage under
 * `__mock_db`, so a purchase or an invoice survives a reload and every tab sees the same data; under
 * plain Node it lives in memory. Handlers read it through `getDb()` and change it only inside
 * `updateDb()`, which writes it back.
 */
import type { BusinessType, MachineDetail } from './types';
import { nowSec } from './lib/http';
import { browserStorage } from './state/store';
import { seedAccounts, type AccountPreset, type AccountSeed } from './fixtures/accounts';

export const DB_STORAGE_KEY = '__mock_db';
const DB_VERSION = 2;

/** One asset grant held by a user; `unit` and `paid_price` stay inside the mock. */
export interface HeldPackage {
  product_id: number;
  business_type: BusinessType;
  name: string;
  count: number;
  left_count: number;
  valid_start_time: number;
  valid_end_time: number;
  /** What `count` counts: pieces (精修张数), lite-effect vouchers, or nothing (storage, membership). */
  unit: 'piece' | 'lite' | 'none';
  /** Fen actually paid, the base of an upgrade's deduction. */
  paid_price: number;
}

interface OrgInfo {
  org_name: string;
  org_type: number;
  province_id: number;
  city_id: number;
  contact_name: string;
  completed_at: number;
}

export interface MockUser {
  user_id: number;
  phone: string;
  name: string;
  created_at: number;
  verify: number;
  org_id: number;
  source_id: number;
  cake_protocol_agreed: boolean;
  storage: { total_space: number; used_space: number; expire_time: number };
  packages: HeldPackage[];
  org_info: OrgInfo | null;
}

/**
 * How an order ends: paid, failed or closed once due (`succeed`, `fail`, `close`); waiting until
 * its limit (`expire`, and `left`, whose buyer left the provider's page); waiting for ever (`never`).
 */
export type PayOutcome = 'succeed' | 'fail' | 'close' | 'expire' | 'left' | 'never';

export interface MockOrder {
  out_trade_no: string;
  user_id: number;
  product_id: number;
  product_name: string;
  count: number;
  purchase_method: number;
  pay_type: number;
  trade_type: number;
  source_id: number;
  subscription: number;
  /** Fen charged, after the deduction. */
  total_price: number;
  deduction: number;
  /** 0 waiting, 1 paid, 2 closed, 3 failed. */
  state: number;
  refund_status: number;
  invoiced: 0 | 1;
  created_at: number;
  paid_at: number;
  expire_at: number;
  /** How the scenario at creation time wants this order to end, and when. */
  outcome: PayOutcome;
  settle_after_polls: number;
  settle_after_seconds: number;
  polls: number;
  /** The purchase intent it was made for: the same id within 30 minutes answers this order. */
  client_order_id?: string;
  /** What the first answer carried, so that a repeated intent gets the same QR / WeChat sheet. */
  code_url?: string;
  pay_params?: Record<string, string>;
  /** Alipay / WeChat H5: waiting for the buyer on the provider's page (the mock cashier). */
  awaiting_provider?: boolean;
}

export interface MockInvoice {
  invoice_id: number;
  user_id: number;
  title_type: 1 | 2;
  title: string;
  tax_no: string;
  email: string;
  amount: number;
  /** 0 applied, 1 issued, 2 failed. */
  state: 0 | 1 | 2;
  created_at: number;
  out_trade_nos: string[];
  download_url: string;
}

interface MockDevice extends MachineDetail {
  id: number;
  user_id: number;
  last_active_at: number;
}

export interface MockDb {
  version: number;
  users: MockUser[];
  /** token → user_id */
  sessions: Record<string, number>;
  orders: MockOrder[];
  invoices: MockInvoice[];
  devices: MockDevice[];
  /** phone → send times (Unix seconds) of verification codes, for the hourly limit. */
  sendLog: Record<string, number[]>;
  /** Last id handed out for users, devices and invoices. */
  seq: { user: number; device: number; invoice: number };
}

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
