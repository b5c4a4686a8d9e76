import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig } from './config';
import { createApp } from './bootstrap';
import { shutDownGracefully } from './common/lifecycle/shut-down';
import { exitOnShutdownSignals } from './common/lifecycle/signals';
import { seedIfEmpty } from './seed/seed.service';

async function main(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const app = await createApp();
  const config = app.get(AppConfig);
  // docs/architecture.md: `npm start` seeds an empty development database (never in production).
  if (config.nodeEnv === 'development') await seedIfEmpty(app);
  await app.listen(config.port, '0.0.0.0');
  // Not Nest's enableShutdownHooks: its close() ends the modules before the HTTP server, under
  // the requests still running (common/lifecycle/shut-down.ts).
  const log = new Logger('Shutdown');
  exitOnShutdownSignals(() => shutDownGracefully(app, { ...config.shutdown, log }), { log });
}

main().catch((error: unknown) => {
  // Nest has already logged its own start-up errors in full; configuration errors list every
  // bad variable in their message.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
