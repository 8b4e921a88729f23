import type { DownloadEntry } from '@/api/types';
import { AppType } from '@/shared/enums';

/**
 * `app_type` of the desktop builds in /v1/enumerate/info. docs/product-rules.md fixes only 107
 * (iOS) and 108 (Android); the desktop numbers are this project's contract
 * (docs/decisions/0003-mock-backend.md).
 */
const DesktopAppType = { Windows: 1, MacIntel: 2, MacAppleSilicon: 3 } as const;

export interface DownloadSet {
  ios?: DownloadEntry;
  android?: DownloadEntry;
  win?: DownloadEntry;
  macArm?: DownloadEntry;
  macIntel?: DownloadEntry;
}

/** The download page's five builds out of the enumerate/info list (unknown types are ignored). */
export function pickDownloads(list: readonly DownloadEntry[]): DownloadSet {
  const byType = (type: number) => list.find((entry) => entry.app_type === type && entry.url);
  return {
    ios: byType(AppType.IOS),
    android: byType(AppType.Android),
    win: byType(DesktopAppType.Windows),
    macArm: byType(DesktopAppType.MacAppleSilicon),
    macIntel: byType(DesktopAppType.MacIntel),
  };
}
