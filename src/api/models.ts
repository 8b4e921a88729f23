/**
 * Defaults and small pure rules over API data (docs/product-rules.md §3 and §4,
 * docs/backend-contract.md).
 */
import { ORDINARY_PACKAGE_ID } from '@/shared/constants';
import { BusinessType, Flag, PromotionActivityState, PurchaseMethod } from '@/shared/enums';
import type { Machine, MachineServer, Package, PromotionConfig, WebConfig } from './types';

/** The "ordinary user" package: id -1, everything else zero or empty. */
export const DEFAULT_PACKAGE: Readonly<Package> = {
  id: ORDINARY_PACKAGE_ID,
  name: '',
  duration: 0,
  price: 0,
  original_price: 0,
  app_store_product_id: '',
  space_size: 0,
  has_ad: Flag.No,
  package_day: 0,
  count: 0,
  is_hot: Flag.No,
  business_type: BusinessType.Vip,
  commodity_id: 0,
  bonus_count: 0,
  bonus_valid_start_time: 0,
  bonus_valid_end_time: 0,
  bought_count: 0,
  desc: '',
  is_show: Flag.No,
  json_info: '',
  last_edit_account_id: 0,
  limit_buy_count: 0,
  limit_total_count: 0,
  limit_white_list: '',
  order: 0,
  org_id: 0,
  state: 0,
  style: 0,
  tag: '',
  total_price: 0,
  type: 0,
  type_ex: 0,
  valid_start_time: 0,
  valid_end_time: 0,
  lite_effect_count: 0,
  is_vip_buy: Flag.No,
  purchase_method: PurchaseMethod.None,
  lite_effect_product_quantity: 0,
  lite_effect_duration: 0,
  activate_duration: 0,
  storage_duration: 0,
  cake_duration: 0,
};

/** docs/product-rules.md §4: a failed promotion config means NotInActivity with zero durations. */
export const DEFAULT_PROMOTION_CONFIG: Readonly<PromotionConfig> = {
  activity_state: PromotionActivityState.NotInActivity,
  promotion_activity_remaining_time: 0,
  promotion_activity_start_time: 0,
  cake_promotion_activity_start_time: 0,
};

/** Used when the web config cannot be loaded: payment stays closed. */
export const DEFAULT_WEB_CONFIG: Readonly<WebConfig> = {
  cheese_config: {
    payment_conf: { is_open: Flag.No, start_time: 0, end_time: 0, payment_methods: [] },
  },
};

/**
 * docs/product-rules.md §4: buyable only when business type is Vip and it has a purchase method.
 */
export function canPurchase(pkg: Package | undefined | null): boolean {
  return Boolean(
    pkg && pkg.business_type === BusinessType.Vip && pkg.purchase_method !== PurchaseMethod.None,
  );
}

export function toMachine(
  server: MachineServer | null | undefined,
  latestVersion = '',
): Machine | null {
  if (!server) return null;
  return {
    platform: server.platform,
    osVersion: server.os_version,
    cpu: server.cpu,
    arch: server.arch,
    cpuNum: server.cpu_num,
    gpu: server.gpu,
    gpuRenderer: server.gpu_renderer,
    gpuVendor: server.gpu_vendor,
    macAddr: server.mac_addr,
    setupFileName: server.setup_file_name,
    totalmem: server.totalmem,
    freemem: server.freemem,
    hostName: server.host_name,
    latestVersion,
  };
}
