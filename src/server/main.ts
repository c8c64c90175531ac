import { acceptMore } from './accept';
import { buildApp } from './app';
import { adminAtStart } from './auth/admin-recovery';
import { readConfigOrExit } from './config';
import { connect } from './db/connect';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed';

const config = readConfigOrExit();
const db = connect(config.databaseUrl);
const report = await db.engine.underStartupLock(db.kysely, async () => {
  await migrate(db);
  return seedIfEmpty(db, {
    production: config.production,
    demoPassword: config.demoPassword,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
});
const adminNotice = await adminAtStart(db, config);

const app = await buildApp(config, { db });
app.addHook('onClose', () => db.close());
let extraAccepts: ReturnType<typeof acceptMore> | undefined;
app.addHook('preClose', async () => extraAccepts?.close());
await app.listen({ host: config.host, port: config.port });
extraAccepts = acceptMore(app.server);
await extraAccepts.ready;

const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const lines = [
  `Operations dashboard on ${url}  (API ${url}/api, OpenAPI ${url}/api/docs)`,
  `Database: ${db.engine.describe(config.databaseUrl)}`,
];
if (report)
  lines.push(
    `Seeded ${report.users} users, ${report.orders} orders, ${report.packages} packages over ${report.days} days.`,
  );
if (!config.production) {
  lines.push('Demo sign-ins (password: DEMO_PASSWORD, default "demo-password"):');
  lines.push('  admin@example.com     admin: everything, users and the activity log');
  lines.push('  operator@example.com  operator: orders and packages');
  lines.push('  viewer@example.com    viewer: read-only');
}
if (adminNotice) lines.push(adminNotice);
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const drained = await app.shutdown();
    process.exit(drained ? 0 : 1);
  });
}
