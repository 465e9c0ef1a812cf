// Linted as if it were a plugin of the server: the import names a module's repository, not its service.
import { countPendingPayments } from '../modules/orders/orders.repository.ts';

export const leaked = countPendingPayments;
