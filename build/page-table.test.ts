import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstScreensOf } from './page-table';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("the first screens, read from the app's page table", () => {
  it('are the modules each first screen loads, by the import() behind each name', () => {
    expect(firstScreensOf(root)).toEqual({
      signIn: ['src/app/sign-in-entry.tsx'],
      dashboard: [
        'src/app/app.tsx',
        'src/app/components/shell.tsx',
        'src/app/dashboard/charts.tsx',
        'src/app/pages/dashboard.tsx',
      ],
      list: [
        'src/app/app.tsx',
        'src/app/components/shell.tsx',
        'src/app/resources/index.ts',
        'src/app/crud/resource-list.tsx',
      ],
    });
  });
});
