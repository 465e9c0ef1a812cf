// Linted as if it were shared/imports-server.ts: the import names a real file of the server.
import { buildApp } from '../server/app.ts';

export const leaked = buildApp;
