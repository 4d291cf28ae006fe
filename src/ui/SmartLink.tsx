import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/**
 * Internal paths are plain anchors that the islands' document listener follows on the client;
 * in-page anchors and mailto stay plain links; external addresses open in a new tab without
 * giving the new page a handle on ours.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
