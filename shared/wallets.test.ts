import { describe, expect, it } from 'vitest';
import { walletName } from './wallets.ts';

describe('walletName', () => {
  it('spells each wallet as the wallet does, whatever case the gateway sent', () => {
    expect(['bkash', 'BKASH', ' Bkash ', 'nagad', 'rocket'].map(walletName)).toEqual([
      'bKash',
      'bKash',
      'bKash',
      'Nagad',
      'Rocket',
    ]);
  });

  it('keeps a method it does not know as it came', () => {
    expect(walletName('card')).toBe('card');
  });
});
