import { useCallback } from 'react';
import { useLanguage } from '#web/i18n/react.tsx';
import { formatMoney, priceIn } from '#shared/numbers.ts';

/** `money(taka)` and `price(taka, free)` in the reader's language (web/lib/numbers.ts): the one way a price is shown. */
export function useMoney(): {
  money: (taka: number) => string;
  price: (taka: number, free: string) => string;
} {
  const language = useLanguage();
  const money = useCallback((taka: number) => formatMoney(taka, language), [language]);
  const price = useCallback((taka: number, free: string) => priceIn(taka, free, language), [language]);
  return { money, price };
}
