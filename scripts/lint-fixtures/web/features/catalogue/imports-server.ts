// Linted as if it were web/features/catalogue/imports-server.ts: the import names a real file of the server.
import { buildApp } from '../../../server/app.ts';

export const leaked = buildApp;
