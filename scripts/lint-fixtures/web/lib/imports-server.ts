// Linted as if it were web/lib/imports-server.ts (outside any feature): the import names a real file of the server.
import { siteOrigin } from '../../server/lib/site-origin.ts';

export const leaked = siteOrigin;
