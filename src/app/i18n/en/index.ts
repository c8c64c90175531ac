import { crud } from './crud';
import { dashboard } from './dashboard';
import { refine } from './refine';
import { shell } from './shell';

export const en = { ...refine, ...crud, ...shell, ...dashboard };
