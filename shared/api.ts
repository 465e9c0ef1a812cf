import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The failure envelope of every API answer (design.md §4). */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  /** Each refused row of an upload (a CSV import), with its line number (the header is row 1) and the reason. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Wraps the fields of a successful answer in `{ success: true, ... }`. */
export const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const PaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function paginate(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return { currentPage: page, totalPages, totalItems, limit, hasPrev: page > 1, hasNext: page < totalPages };
}

export const IdParamSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });
