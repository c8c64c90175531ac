import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'build/**/*.test.ts',
      'tests/layout/**/*.test.ts',
      // Races through two processes on PostgreSQL, through the one process on SQLite.
      'tests/scale-out/races.test.ts',
      'tests/scale-out/oversell.test.ts',
      // Several server processes on one PostgreSQL (npm run test:pg); SQLite has no such setup.
      ...(process.env.TEST_DATABASE_URL ? ['tests/scale-out/**/*.test.ts'] : []),
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
