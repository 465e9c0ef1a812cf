// Linted as if it were shared/imports-web.ts: the import names a real file of the web app.
import { createQueryClient } from '../web/lib/query-client.ts';

export const leaked = createQueryClient;
