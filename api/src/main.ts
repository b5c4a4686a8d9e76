import 'reflect-metadata';
import { AppConfig } from './config';
import { createApp } from './bootstrap';
import { seedIfEmpty } from './seed/seed.service';

async function main(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const app = await createApp();
  const config = app.get(AppConfig);
  // docs/architecture.md: `npm start` seeds an empty development database (never in production).
  if (config.nodeEnv === 'development') await seedIfEmpty(app);
  app.enableShutdownHooks();
  await app.listen(config.port, '0.0.0.0');
}

main().catch((error: unknown) => {
  // Nest has already logged its own start-up errors in full; configuration errors list every
  // bad variable in their message.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
