import type { EndpointAnswer } from '#shared/endpoint.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, type StubEntry } from './api-stub.ts';

type LayoutPiece = EndpointAnswer<typeof layoutsApi.get>['layout'];

/** The answer of GET /layouts/public/layout/{type} for the piece's own type only (other types fall through). */
export const layoutAnswer = (layout: LayoutPiece): StubEntry =>
  answer(layoutsApi.get, { success: true, layout }, { params: { type: layout.type } });
