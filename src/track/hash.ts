/**
 * The transaction hashes the status page accepts, one rule per chain family, shared by the
 * form (an instant message) and the server (a 400 before any upstream call).
 */

export type ChainFamily = 'evm' | 'hex' | 'solana';

export type HashCheck =
  { ok: true; hash: string; family: ChainFamily } | { ok: false; error: string };

const EVM = /^0x[0-9a-f]{64}$/i;
/** Bitcoin, Litecoin, Dogecoin and Tron write a transaction id as 64 hex digits, no prefix. */
const BARE_HEX = /^[0-9a-f]{64}$/i;
/** A Solana signature: 64 bytes in base58, which never uses 0, O, I or l. */
const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{86,88}$/;
const LONGEST_HASH = 88;

export const HASH_FORMATS_SENTENCE =
  'Ethereum-style chains use 0x and 64 hex characters, Bitcoin and Tron 64 hex characters, Solana 86 to 88 letters and digits.';

/** How a chain writes its transaction hashes, for a hash already of one of the forms. */
export function hashFormat(hash: string): ChainFamily | undefined {
  if (EVM.test(hash)) return 'evm';
  if (BARE_HEX.test(hash)) return 'hex';
  if (SOLANA.test(hash)) return 'solana';
  return undefined;
}

const LINK = /^https?:\/\//i;

/**
 * The hash in an explorer's address (etherscan.io/tx/0x…, tronscan.org/#/transaction/…,
 * solscan.io/tx/…?cluster=…): the last part of its path, fragment or query that is one.
 */
function hashInLink(link: string): string | undefined {
  const parts = link.replace(LINK, '').split(/[/?#&=]/);
  return parts.reverse().find((part) => hashFormat(part) !== undefined);
}

/** The hash in the one spelling the provider and the cache see: hex in lower case. */
export function checkTxHash(input: string): HashCheck {
  const pasted = input.trim();
  if (pasted === '') return { ok: false, error: 'Paste the transaction hash of your swap.' };
  const linked = LINK.test(pasted) ? hashInLink(pasted) : undefined;
  if (LINK.test(pasted) && linked === undefined) {
    return {
      ok: false,
      error:
        'That is a link with no transaction hash in it. Open it and copy the transaction hash itself.',
    };
  }
  const hash = linked ?? pasted;
  if (hash.length > LONGEST_HASH) {
    return {
      ok: false,
      error: `That is ${hash.length} characters, longer than any transaction hash (at most ${LONGEST_HASH}). Check that you copied the hash and nothing else.`,
    };
  }
  if (!/^[0-9A-Za-z]+$/.test(hash)) {
    return {
      ok: false,
      error:
        'A transaction hash has only letters and digits. Check that you copied the whole hash and nothing else.',
    };
  }
  if (EVM.test(hash)) return { ok: true, hash: hash.toLowerCase(), family: 'evm' };
  if (BARE_HEX.test(hash)) return { ok: true, hash: hash.toLowerCase(), family: 'hex' };
  if (SOLANA.test(hash)) return { ok: true, hash, family: 'solana' };
  if (/^0x/i.test(hash)) {
    const digits = hash.slice(2);
    return {
      ok: false,
      error: /^[0-9a-f]*$/i.test(digits)
        ? `An Ethereum-style transaction hash is 0x and 64 hex characters; this one has ${digits.length}. Check that you copied all of it.`
        : 'An Ethereum-style transaction hash has only 0-9 and a-f after the 0x. Check that you copied the right one.',
    };
  }
  return {
    ok: false,
    error: `This does not look like a transaction hash. ${HASH_FORMATS_SENTENCE}`,
  };
}

const TRADE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export type TradeIdCheck = { ok: true; id: string | undefined } | { ok: false; error: string };

/** The optional trade id: empty means none; anything else must look like an identifier. */
export function checkTradeId(input: string | null | undefined): TradeIdCheck {
  const id = (input ?? '').trim();
  if (id === '') return { ok: true, id: undefined };
  return TRADE_ID.test(id)
    ? { ok: true, id }
    : {
        ok: false,
        error:
          'A trade ID has only letters, digits, hyphens and underscores, at most 100 characters. Leave it empty if you do not have one.',
      };
}
