// Linted as if it were a file of the wishlist module: the import names the cart module's real repository.
import { listItems } from '../cart/cart.repository.ts';

export const leaked = listItems;
