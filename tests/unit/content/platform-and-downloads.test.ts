import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DESKTOP_TYPES_FIXTURE } from './fixtures';
import { pickDownloads } from '@/features/content/lib/downloads';
import { detectPlatform } from '@/features/content/lib/platform';

const vectors = (
  JSON.parse(readFileSync('tests/vectors/user-agents.json', 'utf8')) as {
    vectors: { ua: string; category: string }[];
  }
).vectors;

describe('visitor platform', () => {
  it('recognises phones and desktops', () => {
    expect(
      detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15'),
    ).toBe('ios');
    expect(
      detectPlatform(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
      ),
    ).toBe('android');
    expect(
      detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0'),
    ).toBe('win');
    expect(
      detectPlatform(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
      ),
    ).toBe('mac');
    expect(detectPlatform('curl/8.5.0')).toBeNull();
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBeNull();
  });

  it('takes an iPad that reports a Mac UA (touch screen) for iOS', () => {
    expect(
      detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5),
    ).toBe('ios');
  });

  it('maps every iOS and Android vector of the shared UA list', () => {
    for (const { ua, category } of vectors) {
      if (/^ios-/.test(category)) expect(detectPlatform(ua), ua).toBe('ios');
      if (/^android-/.test(category)) expect(detectPlatform(ua), ua).toBe('android');
    }
  });
});

describe('download builds', () => {
  it('picks the five builds by app_type and ignores unknown types and empty urls', () => {
    const set = pickDownloads(DESKTOP_TYPES_FIXTURE);
    expect(set.ios?.version).toBe('5.12.0');
    expect(set.android?.app_type).toBe(108);
    expect(set.win?.app_type).toBe(1);
    expect(set.macIntel?.app_type).toBe(2);
    expect(set.macArm?.app_type).toBe(3);
    expect(
      pickDownloads([{ app_type: 107, version: '1', url: '', size: 1, updated_at: 1 }]).ios,
    ).toBeUndefined();
    expect(pickDownloads([])).toEqual({});
  });
});
