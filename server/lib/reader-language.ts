import type { FastifyRequest } from 'fastify';
import { asLanguage, type Language } from '#shared/bilingual.ts';

/**
 * The reader's language for content in two languages (issue 34's order): `?lang=bn|en`, else the language switcher's
 * `pathshala_lang` cookie, else the first of Bengali or English in Accept-Language, else English (the site's).
 */
export function readerLanguage(request: FastifyRequest): Language {
  const query = asLanguage((request.query as Record<string, unknown> | undefined)?.lang);
  if (query) return query;
  const cookie = asLanguage(request.cookies?.pathshala_lang);
  if (cookie) return cookie;
  const accepted = /\b(bn|en)\b/i.exec(request.headers['accept-language'] ?? '');
  return asLanguage(accepted?.[1]?.toLowerCase()) ?? 'en';
}
