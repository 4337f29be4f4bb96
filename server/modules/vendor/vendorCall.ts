import type { Brand } from '../../brands/store';

/** What each wallet call of a vendor works on: the brand (its currency), the vendor whose signature the body carries, the member wallet its money moves in, and the body. */
export interface VendorCall<I> {
  brand: Brand;
  vendor: string;
  /** `main` for a seamless vendor, `vendor:<code>` for one that keeps its own (decision 0255). */
  wallet: string;
  input: I;
}

/** The reference of a vendor's ledger changes: the product profit and loss counts them under (server/modules/wallet/profit.ts). */
export const productOf = (category: string, vendor: string): string => `${category}/${vendor}`;

/** The ledger key of a vendor's call: its txId, unique per vendor. */
export const ledgerKeyOf = (vendor: string, txId: string): string => `vendor:${vendor}:${txId}`;

/** The house account a vendor's stakes go to and its wins and refunds come from. */
export const houseOf = (vendor: string): string => `games:${vendor}`;
