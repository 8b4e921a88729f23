import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Rendered width and height in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
};

/** The 24 × 24 line-icon frame every icon of the site draws in (also the visitor pages' icons). */
export function IconSvg({
  size = 20,
  title,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...rest}
    >
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </IconSvg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconSvg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5c1.2-3.4 3.8-5 7-5s5.8 1.6 7 5" />
    </IconSvg>
  );
}

const rotation = { down: 0, left: 90, up: 180, right: 270 } as const;

export function ChevronIcon({
  direction = 'down',
  style,
  ...props
}: IconProps & { direction?: keyof typeof rotation }) {
  return (
    <IconSvg {...props} style={{ transform: `rotate(${rotation[direction]}deg)`, ...style }}>
      <path d="M6 9.5l6 6 6-6" />
    </IconSvg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconSvg>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </IconSvg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.4M6.5 6.8C3.9 8.5 2.5 12 2.5 12s3.5 6.5 9.5 6.5c1.8 0 3.3-.6 4.6-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </IconSvg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </IconSvg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />
    </IconSvg>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 19h14" />
    </IconSvg>
  );
}
