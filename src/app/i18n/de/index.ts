import type { en } from '../en';
import type { SameKeys } from '../types';
import { crud } from './crud';
import { dashboard } from './dashboard';
import { listViews } from './list-views';
import { refine } from './refine';
import { shell } from './shell';

export const de: SameKeys<typeof en> = { ...refine, ...crud, ...shell, ...dashboard, ...listViews };
