import { rows } from '../alpha/alpha.repository.ts';

export const listBeta = (): string[] => rows();
