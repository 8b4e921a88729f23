import type { DownloadEntry } from '@/api/types';

/**
 * enumerate/info entries as docs/backend-contract.md and docs/decisions/0003 define them (plus one
 * unknown type).
 */
export const DESKTOP_TYPES_FIXTURE: DownloadEntry[] = [
  {
    app_type: 107,
    version: '5.12.0',
    url: 'https://apps.apple.com/cn/app/id1',
    size: 1,
    updated_at: 1,
  },
  { app_type: 108, version: '5.12.0', url: 'https://dl.example/a.apk', size: 1, updated_at: 1 },
  { app_type: 1, version: '3.8.2', url: 'https://dl.example/w.exe', size: 1, updated_at: 1 },
  { app_type: 2, version: '3.8.2', url: 'https://dl.example/x64.dmg', size: 1, updated_at: 1 },
  { app_type: 3, version: '3.8.2', url: 'https://dl.example/arm64.dmg', size: 1, updated_at: 1 },
  { app_type: 999, version: '0.0.1', url: 'https://dl.example/other', size: 1, updated_at: 1 },
];
