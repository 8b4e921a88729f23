/**
 * Where the open-orders record lives (./open-orders.ts): localStorage, one list per account under
 * one key, so every tab of the account reads the same list and hears each change
 * (src/shared/storage/open-orders-signal.ts). Storage that is full or blocked keeps the list in
 * this tab's memory: the purchase goes on, only a reload or another tab does not see it. An entry
 * that is not an order (corrupted JSON, an older shape) is dropped on read.
 */
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';
import { parseStored } from '@/shared/storage/json';
import { isRecord } from '@/shared/is-record';
import {
  signalOpenOrdersChanged,
  subscribeOpenOrdersSignal,
} from '@/shared/storage/open-orders-signal';
import {
  openOrdersReducer,
  type OpenOrder,
  type OpenOrders,
  type OpenOrdersAction,
} from './open-orders';
import { isPayingRecord } from './pending-order';

type Accounts = Record<string, OpenOrders>;

const isOpenOrder = (value: unknown): value is OpenOrder =>
  isPayingRecord(value) && ['undefined', 'number'].includes(typeof (value as OpenOrder).paidAt);

/** The list was kept in memory because storage refused it (null: storage holds it). */
let memory: Accounts | null = null;
/** The last text read and what it parsed to: an unchanged record reads as the same object. */
let parsed: { text: string | null; accounts: Accounts } = { text: null, accounts: {} };
const NO_ORDERS: OpenOrders = [];

function parse(text: string | null): Accounts {
  const stored = parseStored<unknown>(text, null);
  if (!isRecord(stored)) return {};
  const accounts: Accounts = {};
  for (const [account, orders] of Object.entries(stored)) {
    if (Array.isArray(orders)) accounts[account] = orders.filter(isOpenOrder);
  }
  return accounts;
}

function readAll(): Accounts {
  if (memory) return memory;
  const text = local.getString(LOCAL_KEYS.openPayOrders);
  if (text !== parsed.text) parsed = { text, accounts: parse(text) };
  return parsed.accounts;
}

function writeAll(accounts: Accounts): void {
  const kept = Object.fromEntries(Object.entries(accounts).filter(([, list]) => list.length));
  const saved = Object.keys(kept).length
    ? local.set(LOCAL_KEYS.openPayOrders, kept)
    : (local.remove(LOCAL_KEYS.openPayOrders), true);
  memory = saved ? null : kept;
  signalOpenOrdersChanged(memory !== null);
}

/** The account's record (empty for no account). */
export function readOpenOrders(account: number | undefined): OpenOrders {
  return account === undefined ? NO_ORDERS : (readAll()[String(account)] ?? NO_ORDERS);
}

/** Applies one change to the account's record, prunes it, stores it and signals the change. */
export function updateOpenOrders(account: number | undefined, action: OpenOrdersAction): void {
  if (account === undefined) return;
  const all = readAll();
  const key = String(account);
  const before = all[key] ?? [];
  const changed = openOrdersReducer(before, action);
  if (changed === before) return;
  const after = openOrdersReducer(changed, { type: 'pruned', now: Date.now() });
  writeAll({ ...all, [key]: after });
}

/**
 * Every account's paid orders past their notice and orders past their limit go: once none is
 * left, the key goes and no page loads the watcher for them.
 */
export function pruneOpenOrders(now = Date.now()): void {
  const all = readAll();
  let changed = false;
  const pruned: Accounts = {};
  for (const [account, orders] of Object.entries(all)) {
    pruned[account] = openOrdersReducer(orders, { type: 'pruned', now });
    changed ||= pruned[account] !== orders;
  }
  if (changed) writeAll(pruned);
}

/** The account's whole record goes (its own logout: the next person on this device sees nothing). */
export function forgetOpenOrders(account: number | undefined): void {
  if (account === undefined) return;
  const { [String(account)]: _gone, ...rest } = readAll();
  writeAll(rest);
}

/** Whether any account has an order in the record: the watcher's code is loaded only then. */
export function anyOpenOrders(): boolean {
  return Object.values(readAll()).some((orders) => orders.length > 0);
}

/** Called after a change to the record in this tab or in another one. */
export const subscribeOpenOrders = subscribeOpenOrdersSignal;

/** The account's record, kept current across the tab's and other tabs' changes. */
export function useOpenOrders(account: number | undefined): OpenOrders {
  return useSyncExternalStore(
    subscribeOpenOrders,
    () => readOpenOrders(account),
    () => NO_ORDERS,
  );
}

/** Orders whose dialog this tab shows (and polls itself); the tab's watcher leaves them alone. */
const shownHere = new Map<string, number>();

export function markShownHere(outTradeNo: string): () => void {
  shownHere.set(outTradeNo, (shownHere.get(outTradeNo) ?? 0) + 1);
  return () => {
    const left = (shownHere.get(outTradeNo) ?? 1) - 1;
    if (left > 0) shownHere.set(outTradeNo, left);
    else shownHere.delete(outTradeNo);
  };
}

export function isShownHere(outTradeNo: string): boolean {
  return shownHere.has(outTradeNo);
}

/** Whether this tab shows any order (a dialog, the success page): nothing takes the page from it. */
export function anyShownHere(): boolean {
  return shownHere.size > 0;
}
