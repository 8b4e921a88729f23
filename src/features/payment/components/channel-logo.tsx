import type { ReactElement } from 'react';
import type { PayChannel } from '@/shared/enums';

type Mark = (size: number) => ReactElement;

/**
 * Our own simple marks in each channel's colours (WeChat Pay green, Alipay blue, UnionPay's
 * red-blue-teal), drawn here rather than copied, so the choice is recognisable at a glance. One
 * per channel: a channel without its mark does not compile.
 */
const CHANNEL_MARKS: Record<PayChannel, Mark> = {
  wechat: (size) => (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#07C160" />
      <path
        d="M13.2 8.5c-4.6 0-8.2 3-8.2 6.8 0 2.1 1.1 3.9 2.9 5.2l-.7 2.3 2.7-1.4c1 .3 2.1.5 3.3.5h.6a6 6 0 0 1-.3-1.8c0-3.6 3.5-6.5 7.8-6.5h.6c-.7-2.9-4.3-5.1-8.7-5.1Z"
        fill="#fff"
      />
      <path
        d="M27 19.9c0-3.1-3.1-5.6-6.9-5.6s-6.9 2.5-6.9 5.6 3.1 5.6 6.9 5.6c.9 0 1.8-.1 2.6-.4l2.2 1.2-.6-1.9c1.6-1.1 2.7-2.7 2.7-4.5Z"
        fill="#fff"
      />
      <circle cx="10.6" cy="13.5" r="1.1" fill="#07C160" />
      <circle cx="15.8" cy="13.5" r="1.1" fill="#07C160" />
      <circle cx="17.9" cy="18.8" r=".9" fill="#07C160" />
      <circle cx="22.3" cy="18.8" r=".9" fill="#07C160" />
    </svg>
  ),
  alipay: (size) => (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1677FF" />
      <path
        d="M9 10.5h14M16 7.5v6M10.5 14.5h11c-.8 4.6-4.3 8.6-10.5 10.5M13.5 18.5c3.3 1.7 6.6 3.6 10 6"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  ),
  union: (size) => (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#fff" stroke="#E5E6EB" />
      <path d="M8.5 8h6.2l-3.2 16H5.3L8.5 8Z" fill="#E21836" />
      <path d="M14 8h6.2L17 24h-6.2L14 8Z" fill="#00447C" />
      <path d="M19.5 8h6.2l-3.2 16h-6.2L19.5 8Z" fill="#007B84" />
    </svg>
  ),
};

export function ChannelLogo({ channel, size = 28 }: { channel: PayChannel; size?: number }) {
  return CHANNEL_MARKS[channel](size);
}

export function ShieldIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="m8.8 12 2.2 2.2 4.2-4.4"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SuccessMark({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="#E8F8EE" />
      <circle cx="36" cy="36" r="26" fill="#00B42A" />
      <path
        d="m24.5 36.5 8 8 15-16"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

export function AlertMark({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="36" fill="#FFF3E8" />
      <circle cx="36" cy="36" r="26" fill="#FF9A2E" />
      <path d="M36 24v15" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="36" cy="47" r="2.8" fill="#fff" />
    </svg>
  );
}
