import { DevicePlatform } from '@/shared/enums';

/** The download cards a visitor's device maps to (macOS covers both chips: the UA cannot tell them apart). */
export type VisitorPlatform =
  | typeof DevicePlatform.Ios
  | typeof DevicePlatform.Android
  | typeof DevicePlatform.Win
  | typeof DevicePlatform.Mac;

/**
 * The visitor's platform from the User-Agent. iPadOS 13+ reports itself as a Mac; a touch screen
 * (`maxTouchPoints` > 1) gives it away.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): VisitorPlatform | null {
  if (/iphone|ipod|ipad/i.test(userAgent)) return DevicePlatform.Ios;
  if (/android/i.test(userAgent)) return DevicePlatform.Android;
  if (/macintosh|mac os x/i.test(userAgent)) {
    return maxTouchPoints > 1 ? DevicePlatform.Ios : DevicePlatform.Mac;
  }
  if (/windows nt/i.test(userAgent) && !/windows phone/i.test(userAgent)) return DevicePlatform.Win;
  return null;
}
