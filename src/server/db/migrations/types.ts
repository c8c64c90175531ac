/**
 * The engine a migration runs on, as the migrator passes it. Declared here, not imported from the
 * app: migrations are frozen history and must not change when the app's types do.
 */
export type Dialect = 'sqlite' | 'postgres';
