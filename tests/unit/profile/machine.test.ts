import { describe, expect, it } from 'vitest';
import { toMachine } from '@/api/models';
import type { MachineServer } from '@/api/types';
import {
  compareVersions,
  machineView,
  platformKey,
  versionFromSetupFile,
} from '@/features/profile/device/machine';

const server: MachineServer = {
  platform: 'mac_arm',
  os_version: 'macOS 14.6 Sonoma',
  cpu: 'Apple M3 Pro',
  arch: 'arm64',
  cpu_num: 12,
  gpu: 'Apple M3 Pro',
  gpu_renderer: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M3 Pro)',
  gpu_vendor: 'Google Inc. (Apple)',
  mac_addr: 'F0:2F:4B:08:9C:E1',
  setup_file_name: 'CheeseRetouch_3.8.1_arm64.dmg',
  totalmem: 18 * 1024 ** 3,
  freemem: 5 * 1024 ** 3,
  host_name: 'xiaozhi-MacBook-Pro',
};

describe('machine state from /v1/ow/im/info (docs/product-rules.md §3)', () => {
  it('maps every server field name to the client name', () => {
    expect(toMachine(server, '3.8.2')).toEqual({
      platform: 'mac_arm',
      osVersion: 'macOS 14.6 Sonoma',
      cpu: 'Apple M3 Pro',
      arch: 'arm64',
      cpuNum: 12,
      gpu: 'Apple M3 Pro',
      gpuRenderer: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M3 Pro)',
      gpuVendor: 'Google Inc. (Apple)',
      macAddr: 'F0:2F:4B:08:9C:E1',
      setupFileName: 'CheeseRetouch_3.8.1_arm64.dmg',
      totalmem: 18 * 1024 ** 3,
      freemem: 5 * 1024 ** 3,
      hostName: 'xiaozhi-MacBook-Pro',
      latestVersion: '3.8.2',
    });
    expect(toMachine(null)).toBeNull();
  });

  it('compares the installed version with latest_version', () => {
    expect(machineView({ latest_machine_detail: server, latest_version: '3.8.2' })).toMatchObject({
      installedVersion: '3.8.1',
      latestVersion: '3.8.2',
      outdated: true,
    });
    expect(
      machineView({
        latest_machine_detail: { ...server, setup_file_name: 'CheeseRetouch_Setup_3.8.2.exe' },
        latest_version: '3.8.2',
      }),
    ).toMatchObject({ installedVersion: '3.8.2', outdated: false });
    expect(
      machineView({
        latest_machine_detail: { ...server, setup_file_name: 'setup.exe' },
        latest_version: '3.8.2',
      }),
    ).toMatchObject({ installedVersion: undefined, outdated: false });
    expect(machineView({ latest_machine_detail: null, latest_version: '3.8.2' })).toBeNull();
  });

  it('reads versions from setup file names and compares them numerically', () => {
    expect(versionFromSetupFile('CheeseRetouch_Setup_3.8.2.exe')).toBe('3.8.2');
    expect(versionFromSetupFile('CheeseRetouch_3.6.0_x64.dmg')).toBe('3.6.0');
    expect(versionFromSetupFile('')).toBeUndefined();
    expect(compareVersions('3.10.0', '3.9.9')).toBeGreaterThan(0);
    expect(compareVersions('3.8', '3.8.0')).toBe(0);
    expect(compareVersions('3.8.1', '3.8.2')).toBeLessThan(0);
  });

  it('names known platforms and groups the rest', () => {
    expect(platformKey('win')).toBe('win');
    expect(platformKey('mac_arm')).toBe('mac_arm');
    expect(platformKey('linux')).toBe('other');
  });
});
