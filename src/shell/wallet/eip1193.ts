/** The slice of EIP-1193 (the browser wallet provider API) the site uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** EIP-1193's code for "the user rejected the request". */
export const USER_REJECTED_REQUEST = 4001;

declare global {
  interface Window {
    /** The pre-EIP-6963 way a single wallet extension makes itself known. */
    ethereum?: Eip1193Provider;
  }
}

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** The first account of an eth_requestAccounts or accountsChanged answer, if it is one. */
export function firstAccount(accounts: unknown): string | null {
  if (!Array.isArray(accounts)) return null;
  const [first] = accounts as unknown[];
  return typeof first === 'string' && addressPattern.test(first) ? first : null;
}

/** 0x1234…abcd: enough to recognise an address without filling the header. */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function isUserRejection(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === USER_REJECTED_REQUEST
  );
}
