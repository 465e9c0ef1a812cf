import { describe, expect, it } from 'vitest';
import { walletName } from './wallets.ts';

describe('walletName', () => {
  it('spells each wallet as the wallet does, whatever case the gateway sent', () => {
    expect(['bkash', 'BKASH', ' Bkash ', 'nagad', 'rocket'].map((m) => walletName(m))).toEqual([
      'bKash',
      'bKash',
      'bKash',
      'Nagad',
      'Rocket',
    ]);
  });

  it('writes the wallets in Bengali on the Bengali site (বিকাশ)', () => {
    expect(['bkash', 'Nagad', 'rocket', 'upay'].map((m) => walletName(m, 'bn'))).toEqual([
      'বিকাশ',
      'নগদ',
      'রকেট',
      'উপায়',
    ]);
    expect(walletName('card', 'bn')).toBe('card');
  });

  it('keeps a method it does not know as it came', () => {
    expect(walletName('card')).toBe('card');
  });
});
