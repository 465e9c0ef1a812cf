import { rows } from './alpha.repository.ts';

export const listAlpha = (): string[] => rows();
