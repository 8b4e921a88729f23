/**
 * The device page's view of /v1/ow/im/info: docs/product-rules.md §3 machine state (mapped from the
 * server's field names by `toMachine`) plus the installed client version, read from the setup file
 * name the client reports ("CheeseRetouch_Setup_3.8.2.exe", "CheeseRetouch_3.8.1_arm64.dmg").
 */
import { toMachine } from '@/api/models';
import type { ImInfo, Machine } from '@/api/types';
import { DevicePlatform } from '@/shared/enums';

const VERSION_IN_NAME = /(\d+(?:\.\d+){1,3})/;

/** "CheeseRetouch_3.8.1_arm64.dmg" → "3.8.1"; no version in the name → undefined. */
export function versionFromSetupFile(fileName: string | null | undefined): string | undefined {
  return fileName ? VERSION_IN_NAME.exec(fileName)?.[1] : undefined;
}

/** Numeric comparison by dotted parts: compareVersions('3.10.0', '3.9.9') > 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface MachineView {
  machine: Machine;
  installedVersion: string | undefined;
  latestVersion: string;
  /** True only when both versions are known and the installed one is older. */
  outdated: boolean;
}

export function machineView(
  info: Pick<ImInfo, 'latest_machine_detail' | 'latest_version'>,
): MachineView | null {
  const machine = toMachine(info.latest_machine_detail, info.latest_version ?? '');
  if (!machine) return null;
  const installedVersion = versionFromSetupFile(machine.setupFileName);
  const latestVersion = machine.latestVersion;
  return {
    machine,
    installedVersion,
    latestVersion,
    outdated: Boolean(
      installedVersion && latestVersion && compareVersions(installedVersion, latestVersion) < 0,
    ),
  };
}

/** Keys under `profile:device.platform`. */
export type PlatformKey = DevicePlatform | 'other';

export function platformKey(platform: string): PlatformKey {
  return (Object.values(DevicePlatform) as string[]).includes(platform)
    ? (platform as DevicePlatform)
    : 'other';
}
