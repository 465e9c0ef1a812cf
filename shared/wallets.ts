/**
 * The mobile wallets as they spell their own names. UddoktaPay reports the paying method in lower case ("bkash");
 * a learner's history and receipt, and the admin's refunds, show the wallet's name. An unknown method is shown as
 * the gateway sent it.
 */
const WALLET_NAMES: Record<string, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  upay: 'Upay',
};

/** The same names as the Bengali site writes them (issue 35: বিকাশ on the Bengali receipt). */
const WALLET_NAMES_BN: Record<string, string> = {
  bkash: 'বিকাশ',
  nagad: 'নগদ',
  rocket: 'রকেট',
  upay: 'উপায়',
};

export const walletName = (method: string, lang: 'bn' | 'en' = 'en'): string => {
  const key = method.trim().toLowerCase();
  return (lang === 'bn' ? WALLET_NAMES_BN[key] : undefined) ?? WALLET_NAMES[key] ?? method;
};
