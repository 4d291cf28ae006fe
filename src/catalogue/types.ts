/**
 * The coin catalogue: every coin the swap widget can trade, read from a coin-metadata package
 * that installs with the project, so a build needs no network. A hand-written coin file wins
 * over the catalogue for its coin; the content folder's catalogue.json hides or corrects entries.
 */

/** One chain a coin lives on, as the swap widget names it. */
export interface CatalogueChain {
  /** The chain's name in the widget provider's BLOCKCHAIN_NAME list, such as ETH or BSC. */
  chain: string;
  /** The chain as a visitor reads it, such as "Ethereum" or "BNB Chain". */
  network: string;
  /** The token's contract address there; absent where the coin is the chain's own coin. */
  address?: string;
}

/** A coin of the catalogue. */
export interface CatalogueCoin {
  /** Its id at the market-data service (CoinGecko's), which its prices are asked under. */
  id: string;
  /** Its address on the site, /{slug}: lower-case letters, digits and single dashes. */
  slug: string;
  name: string;
  /** Upper case, as the widget and the market show it. */
  symbol: string;
  /** Its market-cap rank in the package's data, where it gives one. */
  rank?: number;
  /** The site path of its mark, where the marks package has one. */
  logo?: string;
  /**
   * True for a coin with a hand-written coin file (in the content folder's coins/), whose page is that
   * file: its name, symbol, slug and mark are the file's, and no page is made for it.
   */
  written?: true;
  /** Where it lives; the first is the chain the widget opens it on. Never empty. */
  chains: CatalogueChain[];
}

/** A chain the widget supports, with where a visitor reads its transactions and tokens. */
export interface CatalogueNetwork {
  chain: string;
  network: string;
  /** Explorer address templates with {address} and {hash} placeholders; https only. */
  explorer?: { token?: string; address?: string; tx: string };
}
