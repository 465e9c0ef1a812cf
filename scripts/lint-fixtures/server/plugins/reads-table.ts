// Linted as if it were a plugin of the server: the import names a module's table.
import { users } from '../db/schema/users.ts';

export const leaked = users;
