// The same repository through the package's #server alias.
import { listItems } from '#server/modules/cart/cart.repository.ts';

export const leaked = listItems;
