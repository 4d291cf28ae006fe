import type { SiteShell } from '../../site/siteParts';
import { mountRootOfItsOwn } from '../rootOfItsOwn';
import { Consent } from './Consent';

export const mountConsent = (site: SiteShell) => mountRootOfItsOwn(site, <Consent />);
