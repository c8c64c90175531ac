import { foldRollupChanges } from '../stats/rollup-delta';
import type { ResourceRules } from './types';

/** The daily rollups are exact once the changes PostgreSQL writes queue are folded in. */
export const statsRules: ResourceRules = {
  beforeRead: foldRollupChanges,
};
