import { crud } from './crud';
import { dashboard } from './dashboard';
import { listViews } from './list-views';
import { refine } from './refine';
import { shell } from './shell';

export const en = { ...refine, ...crud, ...shell, ...dashboard, ...listViews };
