import { NavLink } from 'react-router-dom';
import type { Link } from '../../engine/generated/schema-types';
import { SmartLink } from '../../ui/SmartLink';

/** A navigation link from site.json; internal ones mark themselves as the current page. */
export function NavItem({ link, onClick }: { link: Link; onClick?: () => void }) {
  return link.href.startsWith('/') ? (
    <NavLink to={link.href} end onClick={onClick}>
      {link.label}
    </NavLink>
  ) : (
    <SmartLink href={link.href} onClick={onClick}>
      {link.label}
    </SmartLink>
  );
}
