import type { ReactNode, SVGProps } from 'react';

/*
 * The icons several parts of the site draw. This module is in every first load (the navbar draws
 * some), so an icon that one component alone draws is defined beside it, on IconSvg.
 */

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

export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
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
