import { describe, expect, it } from 'vitest';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, reply, stubApi } from '#web/test/render.tsx';
import { api, ApiError, errorMessage } from './api-client.ts';

/** The layout piece `type` of GET /layouts/public/layout/:type answers `outcome`; any declared GET would do. */
const piece = (type: 'Banner' | 'Footer' | 'FAQ', outcome: ReturnType<typeof reply>) =>
  answer(layoutsApi.get, outcome, { params: { type } });

async function failure(type: string): Promise<unknown> {
  try {
    await api(`/layouts/public/layout/${type}`, { noRefresh: true });
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client errors', () => {
  it('carries the server envelope: status, message, code and field messages', async () => {
    stubApi([
      piece(
        'Banner',
        reply(400, {
          success: false,
          message: 'Course name is required',
          code: 'validation_failed',
          fields: { name: 'Required' },
        }),
      ),
    ]);
    const error = await failure('Banner');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Course name is required',
      code: 'validation_failed',
      fields: { name: 'Required' },
      hasServerMessage: true,
    });
    expect(errorMessage(error, 'Failed to update course')).toBe('Course name is required');
  });

  it('shows the fallback when the answer has no message of the server (a proxy page, an empty 500, the network)', async () => {
    stubApi([piece('Footer', reply(500, {})), piece('FAQ', reply(502, { message: '  ' }))]);
    const empty = await failure('Footer');
    expect(errorMessage(empty, 'Failed to update footer')).toBe('Failed to update footer');
    // The error's own message (what a log or an error boundary reads) is the translated generic line.
    expect(empty).toMatchObject({ message: 'Request failed', code: 'http_error', hasServerMessage: false });
    expect(errorMessage(await failure('FAQ'), 'Failed to update footer')).toBe('Failed to update footer');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to update footer')).toBe('Failed to update footer');
  });
});
