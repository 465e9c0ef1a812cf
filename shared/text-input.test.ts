import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths, refuseControlCharacters } from './text-input.ts';

describe('control characters in text input', () => {
  it('finds each string holding one, by path; a multi-line text keeps tabs and line breaks', () => {
    const value = {
      a: 'ok',
      b: 'x\u0000',
      list: ['fine', 'bad\u001b', { deep: 'del\u007f' }],
      lines: 'one\r\ntwo\tthree',
    };
    expect(controlCharacterPaths(value, 'multiLine')).toEqual([['b'], ['list', 1], ['list', 2, 'deep']]);
    expect(controlCharacterPaths(value, 'singleLine')).toEqual([['b'], ['list', 1], ['list', 2, 'deep'], ['lines']]);
    expect(controlCharacterPaths('C1 \u0085', 'multiLine')).toEqual([[]]);
    expect(controlCharacterPaths('বাংলা — “quotes” ✓', 'singleLine')).toEqual([]);
  });

  it('reports them as issues beside the schema’s own, which keeps its type', () => {
    const schema = refuseControlCharacters(z.object({ name: z.string().min(1), age: z.number() }), 'multiLine');
    expect(schema.shape.name).toBeDefined();
    const result = schema.safeParse({ name: 'a\u0000' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['age'], 'Invalid input: expected number, received undefined'],
      [['name'], CONTROL_CHARACTER_MESSAGE],
    ]);
    expect(schema.safeParse({ name: 'a', age: 1 }).success).toBe(true);
  });
});
