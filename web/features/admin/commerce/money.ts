export { priceText } from '#shared/pricing.ts';

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A total in taka with a fixed number of decimals: revenue 2 (৳12,345.50), an average 0 (৳1,235) (admin-side §9). */
export const takaTotal = (taka: number, decimals: 0 | 2) => `৳${grouped(decimals).format(taka)}`;
