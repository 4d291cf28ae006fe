import type { SVGProps } from 'react';

/** Decorative line icons; the control around each one carries the accessible name. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
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

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const LockIcon = () => (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const BlocksIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
    <path d="M10 6.5h4v11" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);

export const MicroblogIcon = () => (
  <Icon>
    <path d="M4 4l16 16M20 4 4 20" />
  </Icon>
);

export const BlogIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13 7l4 4" />
  </Icon>
);

export const MessagingIcon = () => (
  <Icon>
    <path d="M21 4 3 11l6 2 2 6 3-4 5 4z" />
    <path d="m9 13 8-6" />
  </Icon>
);
