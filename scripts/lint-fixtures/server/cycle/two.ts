import { one } from './one.ts';

export const two = (): unknown => one;
