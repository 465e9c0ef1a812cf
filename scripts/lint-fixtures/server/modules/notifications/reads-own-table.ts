// Linted as if it were a file of the notifications module: a module reads and writes its own tables.
import { notifications } from '../../db/schema/notifications.ts';

export const owned = notifications;
