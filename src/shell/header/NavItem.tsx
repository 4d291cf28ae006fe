import type { Link } from '../../types/schema';
import { SmartLink } from '../../ui/SmartLink';

/**
 * Whether a navigation link leads to the page shown, as the router matches addresses: a
 * trailing slash and letter case aside.
 */
export const isCurrentPage = (href: string, pathname: string) =>
  href.replace(/(.)\/$/, '$1').toLowerCase() === pathname.replace(/(.)\/$/, '$1').toLowerCase();

interface NavItemProps {
  link: Link;
  /** The address shown, which an internal link compares itself with. */
  pathname: string;
  onClick?: () => void;
}

/** A navigation link from site.json; internal ones mark themselves as the current page. */
export function NavItem({ link, pathname, onClick }: NavItemProps) {
  const current = link.href.startsWith('/') && isCurrentPage(link.href, pathname);
  return (
    <SmartLink href={link.href} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {link.label}
    </SmartLink>
  );
}
