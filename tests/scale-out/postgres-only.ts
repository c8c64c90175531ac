/**
 * TEST_DATABASE_URL, which these tests need: they are of what PostgreSQL alone does (`npm run
 * test:pg` sets it). Without it, they fail with this message rather than pass on SQLite.
 */
export function postgresUrl(what = 'The scale-out tests'): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url?.startsWith('postgres'))
    throw new Error(`${what} need PostgreSQL: set TEST_DATABASE_URL (npm run test:pg)`);
  return url;
}
