// Linted as if it were a file of the wishlist module: another module's service is how modules meet.
import { cartService } from '../cart/cart.service.ts';

export const reused = cartService;
