import type { z } from 'zod';

/**
 * Bad values for every rule of a zod object schema, read from the schema itself: for each field (into nested
 * objects and the first item of lists of objects) one value per constraint that breaks it, plus text in a number
 * box, a choice the list lacks and a malformed format. A rule added later is walked without a new case.
 * Used by shared/validation-messages.test.ts (every message is a sentence) and by the web forms' catalogue test
 * (every message a form can show has its words in both languages).
 */
interface Def {
  type: string;
  coerce?: boolean;
  format?: string;
  checks?: {
    _zod: { def: { check: string; value?: number; minimum?: number; maximum?: number; inclusive?: boolean } };
  }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and transform wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** Values that break one constraint each of a field (what a form can send: numbers, text, choices, lists). */
function badValues(schema: z.ZodType, valid: unknown): unknown[] {
  const def = defOf(unwrap(schema));
  const out: unknown[] = [];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (def.type === 'number') {
      if (c.check === 'greater_than') out.push(c.value! - (c.inclusive ? 1 : 0));
      if (c.check === 'less_than') out.push(c.value! + (c.inclusive ? 1 : 0));
      if (c.check === 'number_format') out.push(typeof valid === 'number' ? valid + 0.5 : 0.5);
    }
    if (def.type === 'string') {
      if (c.check === 'min_length') out.push('x'.repeat(Math.max(0, c.minimum! - 1)));
      if (c.check === 'max_length') out.push('x'.repeat(c.maximum! + 1));
      if (c.check === 'string_format') out.push('not valid!');
    }
    if (def.type === 'array') {
      if (c.check === 'min_length') out.push([]);
      if (c.check === 'max_length' && Array.isArray(valid) && valid.length > 0)
        out.push(Array.from({ length: c.maximum! + 1 }, () => valid[0]));
    }
  }
  // A number box left with text in it, a choice the list does not have, a malformed id or date.
  if (def.type === 'number') out.push('not a number');
  if (def.type === 'enum') out.push('not-a-choice');
  if (def.type === 'string' && def.format) out.push('not valid!');
  return out;
}

export interface SchemaCase {
  path: (string | number)[];
  value: unknown;
}

/** Every (field path, bad value) of an object schema, into nested objects and the first item of lists. */
export function schemaCases(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  prefix: (string | number)[] = [],
): SchemaCase[] {
  const def = defOf(unwrap(schema));
  const out: SchemaCase[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const value = valid[key];
    const path = [...prefix, key];
    for (const bad of badValues(field, value)) out.push({ path, value: bad });
    const inner = defOf(unwrap(field));
    if (inner.type === 'object' && value && typeof value === 'object')
      out.push(...schemaCases(field, value as Record<string, unknown>, path));
    if (inner.type === 'array' && inner.element && Array.isArray(value) && value[0] && typeof value[0] === 'object')
      out.push(...schemaCases(inner.element, value[0] as Record<string, unknown>, [...path, 0]));
  }
  return out;
}

/** `valid` with the value at `path` replaced. */
export function withValue(valid: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

export interface FoundIssue {
  /** The broken field's path, dotted. */
  at: string;
  value: unknown;
  issue: z.core.$ZodIssue;
}

/**
 * Parses `valid` broken once per case; answers every issue (with what broke it). `valid` must pass, and the walk
 * must find at least one case: else it answers null.
 */
export function issuesOf(schema: z.ZodType, valid: Record<string, unknown>): FoundIssue[] | null {
  if (!schema.safeParse(valid).success) return null;
  const all = schemaCases(schema, valid);
  if (all.length === 0) return null;
  const found: FoundIssue[] = [];
  for (const { path, value } of all) {
    const result = schema.safeParse(withValue(valid, path, value));
    if (result.success) continue; // a value the schema accepts (a null of a nullable field): nothing to word
    for (const issue of result.error.issues) found.push({ at: path.join('.'), value, issue });
  }
  return found;
}
