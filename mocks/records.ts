/**
 * The shapes of the mock backend's records (its db: ./db.ts) and the account presets it can start
 * from: types only, so that the fixtures, the state and the db can all name them without
 * importing one another.
 */
import type { AssetPackage, MachineDetail } from './types';

/** Which seeded accounts a fresh db holds (./fixtures/accounts.ts, the QA panel's 账号 row). */
export type AccountPreset =
  | 'member'
  | 'non-member'
  | 'low-storage'
  | 'member-no-pieces'
  | 'expired'
  | 'no-devices';

/** One asset grant held by a user; `unit` and `paid_price` stay inside the mock. */
export interface HeldPackage extends AssetPackage {
  product_id: number;
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
  /**
   * The purchase intent it was made for: the same id within INTENT_TTL_SECONDS
   * (mocks/handlers/pay.ts) answers this order.
   */
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
