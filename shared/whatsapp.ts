/** The floating WhatsApp button (learner-side §2 Home, §9): number cleaning and the chat link. */

export const WHATSAPP_GREETING = "Hello! I'm interested in your courses";

/** Keeps only digits and + (learner-side §9). */
export function cleanWhatsappNumber(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[^\d+]/g, '');
}

/**
 * The chat link, or null when no number is set. wa.me takes the number in international form without the +,
 * so the + kept by cleaning is dropped from the link itself.
 */
export function whatsappChatLink(raw: string | null | undefined): string | null {
  const digits = cleanWhatsappNumber(raw).replace(/\+/g, '');
  if (digits === '') return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}
