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

export const walletName = (method: string): string => WALLET_NAMES[method.trim().toLowerCase()] ?? method;
