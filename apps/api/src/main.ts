/** Reads the configuration, migrates, bootstraps and listens. */
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig, StartupError, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createStorage } from './lib/storage.ts';
import { createAttachments } from './plugins/uploads.ts';
import { seedDemoContent } from './seed/demo.ts';
import { upgradeContent } from './seed/upgrades.ts';
import { registerBareRoute } from './bench-bare-route.ts';

/** A setting or existing data the operator must fix: say what, without a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Chamber cannot start: ${error.message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error);
}
const database = openDatabase(config);
await migrateToLatest(database).catch(refuseToStart);
await bootstrap(database.db, config, (line) => console.log(line));
for (const upgrade of await upgradeContent(database.db))
  console.log(`Content upgraded: ${upgrade}`);
if (config.seedDemo) {
  const storage = createStorage(config);
  await seedDemoContent(database.db, createAttachments(config.dataDir, storage), (line) =>
    console.log(line),
  );
  await storage.close();
}
const app = await buildApp({ config, database });
if (process.env.BENCH_BARE_ROUTES === 'true') registerBareRoute(app);

// SIGTERM (deployments): stop accepting, let in-flight requests finish, then close the database.
let closing = false;
// Answers given while closing end their keep-alive connection, so the server can finish closing.
app.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('connection', 'close');
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A client that never lets go must not keep the process alive forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await database.db.destroy();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
