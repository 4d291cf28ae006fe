import { tokens } from '@web3icons/common/metadata';
import type { PackageToken } from './build';

/**
 * The coin metadata the catalogue is built from: @web3icons/common's tokens (CoinGecko ids,
 * names, symbols, market-cap ranks and contract addresses per platform), installed with the
 * project, so no build needs the network. `npm update @web3icons/common` brings a newer list.
 * A large module (about 0.6 MB): the server and the build import it, the browser's pages
 * should get the built catalogue instead.
 */
export const PACKAGE_TOKENS: readonly PackageToken[] = tokens;
