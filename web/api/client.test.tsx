import { act, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { answer, callsTo, fail, renderWithProviders, reply, stubApi } from '#web/test/render.tsx';
import { call, writeMeta } from './client.ts';

const COURSE = '3f0c8a52-6d3e-4c55-9a53-2f1a1b0c0d0e';

describe('call()', () => {
  it('fills the path parameters, adds the query and answers the declared answer', async () => {
    const fetchMock = stubApi([
      answer(wishlistApi.check, ({ params }) => ({ success: true, isInWishlist: params.courseId === COURSE })),
      answer(wishlistApi.adminList, ({ query }) => ({
        success: true,
        items: [],
        pagination: {
          currentPage: Number(query.get('page')),
          totalPages: 1,
          totalItems: 0,
          limit: Number(query.get('limit')),
          hasPrev: true,
          hasNext: false,
        },
      })),
    ]);
    expect(await call(wishlistApi.check, { params: { courseId: COURSE } })).toEqual({
      success: true,
      isInWishlist: true,
    });
    const list = await call(wishlistApi.adminList, { query: { page: 2, limit: 5 } });
    expect(list.pagination).toMatchObject({ currentPage: 2, limit: 5 });
    expect(callsTo(fetchMock, '/wishlist/admin/all')[0]?.[0]).toBe('/api/wishlist/admin/all?page=2&limit=5');
  });

  it('sends the body with the declared method and turns the error envelope into an ApiError with its code', async () => {
    const fetchMock = stubApi([
      answer(wishlistApi.add, fail('already_in_wishlist', 'This course is already in your wishlist')),
    ]);
    const error = await call(wishlistApi.add, { body: { courseId: COURSE } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'already_in_wishlist', hasServerMessage: true });
    expect(callsTo(fetchMock, '/wishlist/add')[0]?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ courseId: COURSE }),
    });
  });
});

describe('a failed write', () => {
  it('shows the server message by default', async () => {
    const { queryClient } = renderWithProviders(<Toaster />);
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => call(wishlistApi.add, { body: { courseId: COURSE } }),
      meta: writeMeta(),
    });
    stubApi([answer(wishlistApi.add, fail('already_in_wishlist', 'This course is already in your wishlist'))]);
    await act(() => mutation.execute(undefined).catch(() => undefined));
    expect(await screen.findByText('This course is already in your wishlist')).toBeInTheDocument();
  });

  it('shows the fallback when the answer has no message of the server, "Something went wrong" without one, and nothing when the caller opts out', async () => {
    const { queryClient } = renderWithProviders(<Toaster />);
    stubApi([answer(wishlistApi.add, reply(502, 'Bad Gateway'))]);
    const run = (meta: ReturnType<typeof writeMeta> | undefined) =>
      act(() =>
        queryClient
          .getMutationCache()
          .build(queryClient, { mutationFn: () => call(wishlistApi.add, { body: { courseId: COURSE } }), meta })
          .execute(undefined)
          .catch(() => undefined),
      );
    await run(writeMeta({ errorToast: 'Failed to add to wishlist' }));
    expect(await screen.findByText('Failed to add to wishlist')).toBeInTheDocument();
    await run(writeMeta({ errorToast: false }));
    await run(undefined);
    // Toasts are shown once sonner has loaded, in the order they were raised: when the last one is on screen, a toast
    // of the opted-out write would be too.
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Something went wrong',
      'Failed to add to wishlist',
    ]);
  });
});
