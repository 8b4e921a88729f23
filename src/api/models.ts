/**
 * Defaults and small pure rules over API data (docs/product-rules.md §3 and §4,
 * docs/backend-contract.md).
 */
import { BusinessType, Flag, PromotionActivityState, PurchaseMethod } from '@/shared/enums';
import type { Machine, MachineServer, Package, PromotionConfig, WebConfig } from './types';

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
export function canPurchase(pkg: Package | undefined | null): pkg is Package {
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
