import type { SiteShell } from '../../site/siteParts';
import { mountRootOfItsOwn } from '../rootOfItsOwn';
import ToastList from './ToastList';

export const mountToastRoot = (site: SiteShell) => mountRootOfItsOwn(site, <ToastList />);
