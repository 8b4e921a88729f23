import type { ReactNode } from 'react';
import { IconSvg as Svg, type IconProps as Props } from '@/shared/ui/icons';

/** Icons of the visitor pages (24 × 24 line icons; decorative unless given a title). */
export const ZoomInIcon = (p: Props) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2M8 11h6M11 8v6" />
  </Svg>
);
export const ZoomOutIcon = (p: Props) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2M8 11h6" />
  </Svg>
);
export const RotateLeftIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M4 5v5h5" />
    <path d="M5.2 14.5A7.5 7.5 0 1 0 6.5 7L4 10" />
  </Svg>
);
export const RotateRightIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M20 5v5h-5" />
    <path d="M18.8 14.5A7.5 7.5 0 1 1 17.5 7L20 10" />
  </Svg>
);
export const ResetIcon = (p: Props) => (
  <Svg {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M9 9h.01M8 16l3.5-3.5 2 2L16 12" />
  </Svg>
);
export const ExpandIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Svg>
);
export const ArrowRightIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);
export const ClockIcon = (p: Props) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l2.5 2.5" />
  </Svg>
);
export const SparkleIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M12 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7Z" />
    <path d="M19 16c.2 1.5.9 2.2 2.4 2.4-1.5.2-2.2.9-2.4 2.4-.2-1.5-.9-2.2-2.4-2.4 1.5-.2 2.2-.9 2.4-2.4Z" />
  </Svg>
);
export const CameraIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7H8l1.5-2h5L16 7h2.5A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);
export const LiveIcon = (p: Props) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="2.5" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Svg>
);
export const LayersIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M12 4l8 4-8 4-8-4 8-4Z" />
    <path d="M4 12l8 4 8-4M4 16l8 4 8-4" />
  </Svg>
);
export const ChatIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M5 17.5V7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H8.5Z" />
    <path d="M9 10h6M9 13h4" />
  </Svg>
);
export const HandshakeIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M3 11l4-4 4 2 3-2 7 4" />
    <path d="M7 7l-4 4 6 6 2-1 2 2 5-5-4-4" />
    <path d="M11 16l-2-2M13 14l-2-2" />
  </Svg>
);
export const GiftIcon = (p: Props) => (
  <Svg {...p}>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9c-1-3-4.5-4-5.5-2S9 9 12 9Zm0 0c1-3 4.5-4 5.5-2S15 9 12 9Z" />
  </Svg>
);
export const TagIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M4 4h7l9 9-7 7-9-9Z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </Svg>
);
export const LinkIcon = (p: Props) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);

/** Platform marks (filled glyphs; own drawings, not the vendors' logos). */
function Mark({ size = 28, title, children, ...rest }: Props & { children: ReactNode }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" {...a11y} {...rest}>
      {children}
    </svg>
  );
}

export const AppleMark = (p: Props) => (
  <Mark {...p}>
    <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.5 1.3-2.6 0 0-2.5-1-2.5-3.7ZM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3Z" />
  </Mark>
);
export const AndroidMark = (p: Props) => (
  <Mark {...p}>
    <path d="M7.2 9.5h9.6a1 1 0 0 1 1 1V17a1.5 1.5 0 0 1-1.5 1.5H15v2.3a1.2 1.2 0 0 1-2.4 0v-2.3h-1.2v2.3a1.2 1.2 0 0 1-2.4 0v-2.3H7.7A1.5 1.5 0 0 1 6.2 17v-6.5a1 1 0 0 1 1-1ZM4.3 9.8a1.2 1.2 0 0 1 1.2 1.2v4.6a1.2 1.2 0 0 1-2.4 0V11a1.2 1.2 0 0 1 1.2-1.2Zm15.4 0a1.2 1.2 0 0 1 1.2 1.2v4.6a1.2 1.2 0 0 1-2.4 0V11a1.2 1.2 0 0 1 1.2-1.2ZM6.3 8.6A5.8 5.8 0 0 1 9.1 4.4l-1-1.6a.4.4 0 0 1 .7-.4l1 1.7a6 6 0 0 1 4.4 0l1-1.7a.4.4 0 0 1 .7.4l-1 1.6a5.8 5.8 0 0 1 2.8 4.2ZM9.6 6.9a.7.7 0 1 0 0-1.4.7.7 0 0 0 0 1.4Zm4.8 0a.7.7 0 1 0 0-1.4.7.7 0 0 0 0 1.4Z" />
  </Mark>
);
export const WindowsMark = (p: Props) => (
  <Mark {...p}>
    <path d="M3 5.4l7.4-1v7.1H3Zm8.4-1.2L21 3v8.5h-9.6ZM3 12.5h7.4v7.1L3 18.6Zm8.4 0H21V21l-9.6-1.3Z" />
  </Mark>
);
export const MacMark = (p: Props) => (
  <Mark {...p}>
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5V15a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 15Zm2 .5v8.5h12V6ZM2 18h20v.5a1.5 1.5 0 0 1-1.5 1.5h-17A1.5 1.5 0 0 1 2 18.5Z" />
  </Mark>
);
