import { describe, expect, it } from 'vitest';
import { cleanWhatsappNumber, whatsappChatLink } from './whatsapp.ts';

describe('WhatsApp number', () => {
  it('keeps only digits and +', () => {
    expect(cleanWhatsappNumber('+880 1712-345 678')).toBe('+8801712345678');
    expect(cleanWhatsappNumber('(017) 12.34.56.78 ext')).toBe('01712345678');
    expect(cleanWhatsappNumber(null)).toBe('');
  });

  it('builds the chat link with the greeting text', () => {
    expect(whatsappChatLink('+880 1712-345678')).toBe(
      "https://wa.me/8801712345678?text=Hello!%20I'm%20interested%20in%20your%20courses",
    );
  });

  it('gives no link when no number is set', () => {
    expect(whatsappChatLink('')).toBeNull();
    expect(whatsappChatLink('   ')).toBeNull();
    expect(whatsappChatLink('+')).toBeNull();
    expect(whatsappChatLink(undefined)).toBeNull();
  });
});
