// Its own module, with no imports: the server (server/plugins/spa.ts) and the service worker (web/sw/rules.ts) read it.
/**
 * The public pages (learner-side §2) the server renders with their content for a visitor (decision 0036): `/`,
 * `/courses`, `/course/{id}`, `/about`, `/privacy`, `/faq` and a
 * certificate's verification page `/verify/{id}` (issue 33). The service worker keeps copies of these, and only
 * these, for reading offline (decision 0041).
 */
export const SERVER_RENDERED_PAGE = /^\/(courses|about|privacy|faq|course\/[^/]+|verify\/[^/]+)?\/?$/;

/**
 * The learner's own pages the server renders for a signed-in reader, with their data, from the session cookie they
 * send (issue 38): the learning page, the profile's dashboard and purchase history, the payment result page. Each
 * render is that reader's alone: never cached on the server nor kept by a shared cache or the service worker.
 */
export const LEARNER_RENDERED_PAGE = /^\/(course-access\/[^/]+|profile|profile\/orders|payment\/result)\/?$/;

/**
 * The header a server-rendered public page carries (`X-Rendered-For: visitor`): the page was rendered as a visitor
 * sees it, with no reader's data (decision 0036), so the service worker may keep it. Nothing else is kept as a page.
 */
export const RENDERED_FOR_HEADER = 'X-Rendered-For';

/** The id of a rendered page's `<script type="application/json">` holding its language, strings and data (web/lib/ssr-state.ts). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The id of a rendered page's `<script type="application/json">` listing the app's chunks it needs, which the page's
 * entry (web/boot.ts) preloads all at once when the page has drawn its content (decision 0045).
 */
export const APP_CHUNKS_ID = 'app-chunks';
