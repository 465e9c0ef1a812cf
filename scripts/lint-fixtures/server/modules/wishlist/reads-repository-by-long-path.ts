// The same repository named from the modules folder: the fence compares the file, not the words of the path.
import { listItems } from '../../modules/cart/cart.repository.ts';

export const leaked = listItems;
