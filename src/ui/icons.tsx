import type { SVGProps } from 'react';

/** Decorative line icons; the control around each one carries the accessible name. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const GearIcon = () => (
  <Icon>
    <path d="M19.2 9.6 L19.7 10.6 L22.1 10.6 L22.1 13.4 L19.7 13.4 L19.2 14.4 L18.8 15.4 L18.4 16.5 L20.1 18.1 L18.1 20.1 L16.5 18.4 L15.4 18.8 L14.4 19.2 L13.4 19.7 L13.4 22.1 L10.6 22.1 L10.6 19.7 L9.6 19.2 L8.6 18.8 L7.5 18.4 L5.9 20.1 L3.9 18.1 L5.6 16.5 L5.2 15.4 L4.8 14.4 L4.3 13.4 L1.9 13.4 L1.9 10.6 L4.3 10.6 L4.8 9.6 L5.2 8.6 L5.6 7.5 L3.9 5.9 L5.9 3.9 L7.5 5.6 L8.6 5.2 L9.6 4.8 L10.6 4.3 L10.6 1.9 L13.4 1.9 L13.4 4.3 L14.4 4.8 L15.4 5.2 L16.5 5.6 L18.1 3.9 L20.1 5.9 L18.4 7.5 L18.8 8.6Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M16.5 16.5 21 21" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
