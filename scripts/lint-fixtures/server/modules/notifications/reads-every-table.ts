// Linted as if it were a file of the notifications module: the schema's index holds every module's tables.
import { notifications } from '#server/db/schema/index.ts';

export const leaked = notifications;
