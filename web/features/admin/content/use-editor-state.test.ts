import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sameValue, useEditorState } from './use-editor-state.ts';
import { toPosition } from './navigation-model.ts';

describe('useEditorState', () => {
  it('shows the server value, tracks a draft against it and drops the draft on reset', () => {
    const { result, rerender } = renderHook(({ server }) => useEditorState(server), {
      initialProps: { server: { a: 1, list: ['x'] } as { a: number; list: string[] } | undefined },
    });
    expect(result.current.value).toEqual({ a: 1, list: ['x'] });
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.update((v) => ({ ...v, a: 2 })));
    expect(result.current.value).toEqual({ a: 2, list: ['x'] });
    expect(result.current.isDirty).toBe(true);
    // A refetch with new server data keeps what was typed.
    rerender({ server: { a: 3, list: ['x'] } });
    expect(result.current.value).toEqual({ a: 2, list: ['x'] });
    act(() => result.current.update((v) => ({ ...v, a: 3 })));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.update((v) => ({ ...v, a: 9 })));
    act(() => result.current.reset());
    expect(result.current.value).toEqual({ a: 3, list: ['x'] });
    expect(result.current.isDirty).toBe(false);
  });

  it('is not dirty and does not edit before the server value arrives', () => {
    const { result } = renderHook(() => useEditorState<{ a: number }>(undefined));
    act(() => result.current.update((v) => ({ ...v, a: 1 })));
    expect(result.current.value).toBeUndefined();
    expect(result.current.isDirty).toBe(false);
  });

  it('compares structurally, ignoring key order', () => {
    expect(sameValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: '1' }, { a: 1 })).toBe(false);
  });
});

describe('navigation positions (admin-side §5)', () => {
  it('are at least 1 and non-numeric becomes 1', () => {
    expect(toPosition('4')).toBe(4);
    expect(toPosition('0')).toBe(1);
    expect(toPosition('-2')).toBe(1);
    expect(toPosition('abc')).toBe(1);
    expect(toPosition('')).toBe(1);
  });
});
