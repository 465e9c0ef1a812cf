import { listAlpha } from '../alpha/alpha.service.ts';

export const countAlpha = (): number => listAlpha().length;
