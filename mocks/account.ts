/** What the mock backend derives from a user's holdings: user info, assets, purchase rules. */
import type { HeldPackage, MockDb, MockOrder, MockUser } from './db';
import { BusinessType, OrderState, PurchaseMethod, type Package } from './types';
import { nowSec, YEAR } from './lib/http';
import { findPackage } from './fixtures/packages';

const active = (held: HeldPackage, now: number) =>
  held.valid_start_time <= now && held.valid_end_time > now;

/** Vip packages come in two lines (fine / smooth retouching), told apart by their commodity type. */
const sameLine = (a: Package, b: Package) =>
  a.business_type === BusinessType.Vip && b.business_type === BusinessType.Vip && a.type === b.type;

function heldVip(user: MockUser, now: number): Array<{ held: HeldPackage; product: Package }> {
  return user.packages.flatMap((held) => {
    const product = findPackage(held.product_id);
    return held.business_type === BusinessType.Vip && product && active(held, now)
      ? [{ held, product }]
      : [];
  });
}

export function isVip(user: MockUser, now = nowSec()): boolean {
  return heldVip(user, now).length > 0;
}

function sumUnits(user: MockUser, unit: HeldPackage['unit'], now: number) {
  const grants = user.packages.filter((p) => p.unit === unit && active(p, now));
  return {
    total: grants.reduce((sum, p) => sum + p.count, 0),
    left: grants.reduce((sum, p) => sum + p.left_count, 0),
  };
}

/** The User fields of docs/product-rules.md §3, as user/info/get and im/info answer them. */
export function userInfo(user: MockUser, token: string, now = nowSec()) {
  const pieces = sumUnits(user, 'piece', now);
  const lite = sumUnits(user, 'lite', now);
  const top = heldVip(user, now).sort((a, b) => b.product.order - a.product.order)[0];
  return {
    token,
    user_id: user.user_id,
    total_space: user.storage.total_space,
    used_space: user.storage.used_space,
    created_at: user.created_at,
    total_retouch_count: pieces.total,
    left_retouch_count: pieces.left,
    verify: user.verify,
    max_level_name: top ? top.product.name : '普通用户',
    is_vip: top ? 1 : 0,
    phone: user.phone,
    name: user.name,
    cake_protocol_agreed: user.cake_protocol_agreed,
    non_active_lite_effect_count: lite.left,
    total_lite_effect_count_count: lite.total,
    left_count_str: String(pieces.left),
    total_count_str: String(pieces.total),
    org_id: user.org_id,
  };
}

/** user/assets: every grant (expired ones too, so the page can show them greyed) and the storage. */
export function assetsOf(user: MockUser) {
  return {
    packages: user.packages.map((p) => ({
      business_type: p.business_type,
      name: p.name,
      count: p.count,
      left_count: p.left_count,
      valid_start_time: p.valid_start_time,
      valid_end_time: p.valid_end_time,
    })),
    storage: { ...user.storage },
  };
}

/**
 * How `user` may buy `product` now: Normal for add-ons, for guests and for a first package of a
 * line; Renewal for the tier already held; Upgrade to a higher tier of the held line. A lower tier
 * is reported as Normal and refused at payment with 5031 (downgrade), as the real backend does.
 */
export function purchaseMethodFor(
  product: Package,
  user: MockUser | undefined,
  now = nowSec(),
): Package['purchase_method'] {
  if (product.business_type !== BusinessType.Vip || !user) return PurchaseMethod.Normal;
  const current = heldVip(user, now).find((h) => sameLine(h.product, product));
  if (!current) return PurchaseMethod.Normal;
  if (current.product.order === product.order) return PurchaseMethod.Renewal;
  return current.product.order < product.order ? PurchaseMethod.Upgrade : PurchaseMethod.Normal;
}

export function isDowngrade(product: Package, user: MockUser, now = nowSec()): boolean {
  const current = heldVip(user, now).find((h) => sameLine(h.product, product));
  return !!current && current.product.order > product.order;
}

/** Fen credited for the unused part of the held lower tier when upgrading. */
export function deductionFor(product: Package, user: MockUser | undefined, now = nowSec()): number {
  if (!user || purchaseMethodFor(product, user, now) !== PurchaseMethod.Upgrade) return 0;
  const current = heldVip(user, now).find((h) => sameLine(h.product, product));
  if (!current) return 0;
  const { held } = current;
  const span = held.valid_end_time - held.valid_start_time;
  const unused = span > 0 ? (held.valid_end_time - now) / span : 0;
  return Math.min(product.price - 1, Math.max(0, Math.floor(held.paid_price * unused)));
}

/** The package as list/refresh answer it for this user (purchase method, live bought count). */
export function packageFor(
  product: Package,
  user: MockUser | undefined,
  db: MockDb,
  now = nowSec(),
): Package {
  const sold = db.orders.filter(
    (o) => o.product_id === product.id && o.state === OrderState.Paid,
  ).length;
  return {
    ...product,
    bought_count: product.bought_count + sold,
    purchase_method: purchaseMethodFor(product, user, now),
  };
}

function grant(
  order: MockOrder,
  product: Package,
  fields: Partial<HeldPackage>,
  now: number,
): HeldPackage {
  return {
    product_id: product.id,
    business_type: product.business_type,
    name: product.name,
    count: 0,
    left_count: 0,
    valid_start_time: now,
    valid_end_time: now + (product.duration || YEAR),
    unit: 'none',
    paid_price: order.total_price,
    ...fields,
  };
}

function addStorage(user: MockUser, product: Package, bytes: number, now: number): void {
  if (bytes <= 0) return;
  user.storage.total_space += bytes;
  user.storage.expire_time = Math.max(
    user.storage.expire_time,
    now + (product.storage_duration || YEAR),
  );
}

/** Credits a paid order to its buyer: the assets really grow. */
function applyPurchase(user: MockUser, order: MockOrder, now = nowSec()): void {
  const product = findPackage(order.product_id);
  if (!product) return;
  const n = order.count;
  if (product.business_type === BusinessType.Vip) {
    const unit = product.type === 5 ? 'lite' : 'piece';
    const units = (unit === 'lite' ? product.lite_effect_count : product.count) * n;
    const current = heldVip(user, now).find((h) => sameLine(h.product, product));
    if (current && order.purchase_method === PurchaseMethod.Renewal) {
      current.held.valid_end_time += product.duration * n;
      current.held.count += units;
      current.held.left_count += units;
      current.held.paid_price += order.total_price;
    } else {
      let carried = 0;
      if (current && order.purchase_method === PurchaseMethod.Upgrade) {
        carried = current.held.left_count;
        current.held.left_count = 0;
        current.held.valid_end_time = now;
      }
      user.packages.push(
        grant(order, product, { count: units + carried, left_count: units + carried, unit }, now),
      );
    }
    if (unit === 'piece' && product.lite_effect_count > 0) {
      const vouchers = product.lite_effect_count * n;
      user.packages.push(
        grant(
          order,
          product,
          {
            business_type: BusinessType.LiteEffect,
            name: `${product.name} 赠送基础修图券`,
            count: vouchers,
            left_count: vouchers,
            unit: 'lite',
            paid_price: 0,
          },
          now,
        ),
      );
    }
    if (product.bonus_count > 0) {
      const bonus = product.bonus_count * n;
      user.packages.push(
        grant(
          order,
          product,
          {
            business_type: BusinessType.Piece,
            name: `${product.name} 赠送精修`,
            count: bonus,
            left_count: bonus,
            unit: 'piece',
            paid_price: 0,
            valid_start_time: product.bonus_valid_start_time || now,
            valid_end_time: product.bonus_valid_end_time || now + product.duration,
          },
          now,
        ),
      );
    }
    addStorage(user, product, product.space_size * n, now);
    return;
  }
  if (product.business_type === BusinessType.Storage) {
    addStorage(user, product, product.space_size * n, now);
    user.packages.push(grant(order, product, { count: n, left_count: n }, now));
    return;
  }
  const unit = product.business_type === BusinessType.LiteEffect ? 'lite' : 'piece';
  const units = (unit === 'lite' ? product.lite_effect_count : product.count) * n;
  user.packages.push(grant(order, product, { count: units, left_count: units, unit }, now));
}

/** The state an order whose outcome settles it takes once due. */
const SETTLED_STATE: Partial<Record<MockOrder['outcome'], number>> = {
  succeed: OrderState.Paid,
  fail: OrderState.Failed,
  close: OrderState.Closed,
};

/**
 * Moves waiting orders on, as the payment provider's notify would: paid, failed or closed (as its
 * outcome says) once polled often enough or old enough, closed once past `expire_at`; an order
 * that never settles stays waiting. Returns the orders that changed.
 */
export function settleOrders(db: MockDb, now = nowSec()): MockOrder[] {
  const changed: MockOrder[] = [];
  for (const order of db.orders) {
    if (order.state !== OrderState.Waiting || order.outcome === 'never') continue;
    const due =
      order.polls >= order.settle_after_polls ||
      now - order.created_at >= order.settle_after_seconds;
    const settled = SETTLED_STATE[order.outcome];
    if (settled !== undefined && due && !order.awaiting_provider) {
      order.state = settled;
      if (order.state === OrderState.Paid) {
        order.paid_at = now;
        const buyer = db.users.find((u) => u.user_id === order.user_id);
        if (buyer) applyPurchase(buyer, order, now);
      }
      changed.push(order);
    } else if (now >= order.expire_at) {
      order.state = OrderState.Closed;
      changed.push(order);
    }
  }
  return changed;
}
