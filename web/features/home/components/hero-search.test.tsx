import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { answer, callsTo, PENDING, renderPage, stubApi } from '#web/test/render.tsx';
import { HeroSearch, SUGGEST_DELAY_MS } from './hero-search.tsx';

const suggestions = [
  { _id: 'a1', name: 'Python for Beginners' },
  { _id: 'b2', name: 'Advanced Python' },
  { _id: 'c3', name: 'পাইথন প্রোগ্রামিং' },
];

function setup(
  respond: Parameters<typeof answer<typeof catalogueApi.suggestions>>[1] = { success: true, suggestions },
) {
  const fetchMock = stubApi([answer(catalogueApi.suggestions, respond)]);
  const view = renderPage(<HeroSearch placeholder="Search for courses" />, { path: '/' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const box = screen.getByRole('combobox', { name: 'Search courses' });
  const asked = () =>
    callsTo(fetchMock, '/courses/public/suggestions').map(([input, init]) => ({
      q: new URL(String(input), 'http://x').searchParams.get('q'),
      signal: init?.signal ?? undefined,
    }));
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { user, box, asked, location };
}
const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('hero search suggestions', () => {
  it('asks once the learner pauses (not while letters come 100 ms apart), with the text typed so far', async () => {
    const { user, box, asked } = setup();
    for (const letter of 'pyth') {
      await user.type(box, letter);
      await pause(100);
    }
    expect(asked()).toEqual([]);
    await pause(50);
    expect(asked()).toEqual([]);
    await pause(SUGGEST_DELAY_MS);
    expect(asked().map((a) => a.q)).toEqual(['pyth']);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks nothing for fewer than 2 characters', async () => {
    const { user, box, asked } = setup();
    await user.type(box, 'p');
    await pause(SUGGEST_DELAY_MS * 2);
    expect(asked()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('cancels a request still running when the text changes', async () => {
    const { user, box, asked } = setup(PENDING);
    await user.type(box, 'py');
    await pause(SUGGEST_DELAY_MS);
    await user.type(box, 't');
    await pause(SUGGEST_DELAY_MS);
    const calls = asked();
    expect(calls.map((c) => c.q)).toEqual(['py', 'pyt']);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.signal?.aborted).toBe(false);
  });

  it('moves through the suggestions with the arrow keys and opens the chosen course with Enter', async () => {
    const { user, box, location } = setup();
    await user.type(box, 'python');
    await pause(SUGGEST_DELAY_MS);
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/course/b2');
  });

  it('closes the list with Escape; Enter then searches the text', async () => {
    const { user, box, location } = setup();
    await user.type(box, 'python');
    await pause(SUGGEST_DELAY_MS);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/courses?title=python');
  });

  it('opens a course clicked in the list', async () => {
    const { user, box, location } = setup();
    await user.type(box, 'পাইথ');
    await pause(SUGGEST_DELAY_MS);
    await user.click(await screen.findByRole('option', { name: 'পাইথন প্রোগ্রামিং' }));
    expect(location()).toBe('/course/c3');
  });
});
