import { describe, expect, it } from 'vitest';
import { csvFilename, listRole, listState, withListState } from './users-model.ts';

describe('users model', () => {
  it('asks the server for admins in team mode and for everyone in user mode', () => {
    expect(listRole('team')).toBe('admin');
    expect(listRole('users')).toBe('all');
  });

  it('reads the page and search from the URL query, page 1 when missing or not a positive whole number', () => {
    expect(listState(new URLSearchParams('page=3&search=rahim'))).toEqual({ page: 3, search: 'rahim' });
    expect(listState(new URLSearchParams(''))).toEqual({ page: 1, search: '' });
    for (const page of ['0', '-2', '1.5', 'x']) expect(listState(new URLSearchParams({ page })).page).toBe(1);
  });

  it('writes the page and search into the URL query, leaving out page 1 and an empty search, keeping the rest', () => {
    const params = new URLSearchParams('tab=x&page=4&search=old');
    expect(withListState(params, { page: 2, search: ' karim ' }).toString()).toBe('tab=x&page=2&search=karim');
    expect(withListState(params, { page: 1, search: '  ' }).toString()).toBe('tab=x');
    expect(params.toString()).toBe('tab=x&page=4&search=old');
  });

  it('names the file users-export-{timestamp}.csv', () => {
    expect(csvFilename(new Date(1_767_225_600_000))).toBe('users-export-1767225600000.csv');
  });
});
