import { z } from 'zod';

/**
 * Control characters in text input (issue 32 §11): C0 controls, DEL and C1 controls. A multi-line text (a request
 * body's strings) may hold tab, line feed and carriage return; a single-line one (a query or path parameter) none.
 * PostgreSQL refuses NUL in text outright, and none of them has a place in anything a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters (such as a NUL byte)';

export type TextKind = 'multiLine' | 'singleLine';

/** The paths of the strings in `value` (plain objects and arrays walked) that hold a control character. */
export function controlCharacterPaths(value: unknown, kind: TextKind): (string | number)[][] {
  const pattern = kind === 'multiLine' ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  const found: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (pattern.test(node)) found.push(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]));
    } else if (node !== null && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
    }
  };
  walk(value, []);
  return found;
}

/**
 * The check every endpoint's input gets (shared/endpoint.ts): each string that holds a control character is a
 * validation issue at its own path, reported even when other fields are wrong too (`when`).
 */
export function refuseControlCharacters<S extends z.ZodType>(schema: S, kind: TextKind): S {
  return schema.check(
    z.superRefine(
      (value, ctx) => {
        for (const path of controlCharacterPaths(value, kind)) {
          ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
        }
      },
      { when: () => true },
    ),
  ) as S;
}
