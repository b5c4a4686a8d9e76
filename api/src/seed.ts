import 'reflect-metadata';
import { runSeed } from './seed/run-seed';

process.setSourceMapsEnabled(true);
runSeed(process.env)
  .then((report) => console.log(`Seed done, inserted: ${JSON.stringify(report)}`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
