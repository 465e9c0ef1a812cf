import { openDatabase } from './db/client.ts';
import { EnvError, loadEnv } from './env.ts';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The database opens (PGlite compiles its WebAssembly off the main thread) while the app's modules load.
const opening = openDatabase(env);
opening.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
const [{ buildApp }, { runStartupSeed }] = await Promise.all([import('./app.ts'), import('./db/seed/index.ts')]);
const database = await opening;
await database.migrate();
const app = await buildApp({ env, database });
await runStartupSeed(app);

await app.listen({ host: env.HOST, port: env.PORT });

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
