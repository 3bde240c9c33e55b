import type { ReactNode } from 'react';

// Small inline icons (no icon font to download: the app must start offline). Decorative unless labelled by the caller.

type IconProps = { readonly className?: string };

const svg = (path: ReactNode, className?: string) => (
  <svg className={className ?? 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

export const MenuIcon = ({ className }: IconProps) =>
  svg(<path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />, className);

export const BackIcon = ({ className }: IconProps) =>
  svg(<path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />, className);

export const CloudOffIcon = ({ className }: IconProps) =>
  svg(
    <path
      fill="currentColor"
      d="M19.4 10.04A7.5 7.5 0 0 0 12 4a7.4 7.4 0 0 0-3.8 1.05l1.46 1.46A5.5 5.5 0 0 1 17.5 11v.5H19a3 3 0 0 1 1.36 5.68l1.45 1.45A5 5 0 0 0 19.4 10.04zM3 5.27l2.75 2.74A7.48 7.48 0 0 0 6 20h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6a4 4 0 0 1 0-8z"
    />,
    className,
  );

export const CloudDoneIcon = ({ className }: IconProps) =>
  svg(
    <path
      fill="currentColor"
      d="M19.35 10.04A7.49 7.49 0 0 0 12 4a7.5 7.5 0 0 0-6.65 4.04A6 6 0 0 0 6 20h13a5 5 0 0 0 .35-9.96zM10 17l-3.5-3.5 1.41-1.41L10 14.17 15.18 9l1.41 1.41z"
    />,
    className,
  );

export const UpdateIcon = ({ className }: IconProps) =>
  svg(
    <path
      fill="currentColor"
      d="M21 10.12h-6.78l2.74-2.82a7 7 0 0 0-9.88-.08 6.8 6.8 0 0 0 0 9.7 7 7 0 0 0 9.88 0A6.5 6.5 0 0 0 19 12.1h2a8.5 8.5 0 0 1-2.54 6.12 9 9 0 0 1-12.68 0 8.8 8.8 0 0 1 0-12.5 9 9 0 0 1 12.62 0L21 3zM12.5 8v4.25l3.5 2.08-.72 1.21L11 13V8z"
    />,
    className,
  );

export const PlusIcon = ({ className }: IconProps) =>
  svg(<path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" fill="currentColor" />, className);

export const HelpIcon = ({ className }: IconProps) =>
  svg(
    <path
      fill="currentColor"
      d="M11 18h2v-2h-2zm1-16a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-14a4 4 0 0 0-4 4h2a2 2 0 1 1 4 0c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5a4 4 0 0 0-4-4z"
    />,
    className,
  );

export const CheckIcon = ({ className }: IconProps) =>
  svg(<path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" fill="currentColor" />, className);

export function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#ffbf47" />
      <path d="M6 22h20v3H6zm3-4 4-9h6l4 9z" fill="#14202b" />
    </svg>
  );
}
