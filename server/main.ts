import { openDatabase } from './db/client.ts';
import { DataFolderInUseError } from './db/folder-lock.ts';
import { EnvError, loadEnv } from './env.ts';

// A log reader that went away (EPIPE) must not crash the process or stop its shutdown: writes to a closed pipe are
// dropped (the JSON log itself goes through lib/log-stream.ts, which never blocks on a full pipe either).
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

/** Starts the server: resolves once it is ready (migrated and seeded). */
async function main(): Promise<void> {
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
  const [{ buildApp }, { runStartupSeed }, { Lifecycle }, { shutdown }] = await Promise.all([
    import('./app.ts'),
    import('./db/seed/index.ts'),
    import('./plugins/lifecycle.ts'),
    import('./lib/shutdown.ts'),
  ]);
  const database = await opening.catch((error: unknown) => {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  // Listening comes before migrations, so readiness answers 503 `starting` (and liveness 200) while they run; every
  // other request is answered 503 with Retry-After until the seed has run (decision 0015).
  const lifecycle = new Lifecycle('starting');
  const app = await buildApp({ env, database, lifecycle });
  process.on('SIGTERM', () => void shutdown(app, database, { signal: 'SIGTERM' }));
  process.on('SIGINT', () => void shutdown(app, database, { signal: 'SIGINT' }));
  await app.listen({ host: env.HOST, port: env.PORT });
  await database.migrate();
  lifecycle.migrationsDone();
  await runStartupSeed(app);
  lifecycle.started();
}

// A failed start ends the process, as an error thrown at a module's top level would.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
