import { getLocal, setLocal } from '@/shared/storage/local';
import { getSession, setSession } from '@/shared/storage/session';
import { LOCAL_KEYS } from '@/shared/storage/keys';

/**
 * The channel source of the visitor's last campaign touch, kept across visits (SPEC §3 "channel
 * source id"; docs/product-rules.md §2 "Attribution"): the winner of a landing URL's `sId` and its
 * uuid's looked-up `source_id`, with the time of the touch. A later touch replaces it; after
 * {@link CHANNEL_SOURCE_DAYS} days it no longer counts. Where localStorage refuses the write it
 * is kept for the tab (sessionStorage).
 */
export const CHANNEL_SOURCE_DAYS = 30;
const LIFETIME_MS = CHANNEL_SOURCE_DAYS * 24 * 60 * 60 * 1000;

interface ChannelSource {
  id: number;
  /** When the touch happened (ms since the epoch). */
  at: number;
}

const isChannelSource = (value: unknown): value is ChannelSource =>
  typeof value === 'object' &&
  value !== null &&
  isSourceId((value as ChannelSource).id) &&
  Number.isFinite((value as ChannelSource).at);

/** A source id worth keeping: a positive whole number (0 means none). */
export const isSourceId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function keepChannelSource(id: number, now = Date.now()): void {
  const record: ChannelSource = { id, at: now };
  if (!setLocal(LOCAL_KEYS.channelSourceId, record)) setSession(LOCAL_KEYS.channelSourceId, record);
}

/** The kept source id while within its lifetime, else undefined. */
export function keptChannelSource(now = Date.now()): number | undefined {
  const record =
    getLocal<ChannelSource | null>(LOCAL_KEYS.channelSourceId, null, isChannelSource) ??
    getSession<ChannelSource | null>(LOCAL_KEYS.channelSourceId, null, isChannelSource);
  if (!record) return undefined;
  const age = now - record.at;
  return age >= 0 && age < LIFETIME_MS ? record.id : undefined;
}
