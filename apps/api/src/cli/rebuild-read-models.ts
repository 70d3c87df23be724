import 'reflect-metadata';
import { EventStore } from '@agency/event-store';
import { startCli } from './cli-app';

/**
 * `npm run rebuild-read-models`: empties every read model and replays the whole event log through its
 * projection, in one transaction (readers see the old or the new state, never half of it).
 */
export async function rebuildReadModels(store: EventStore, log: (line: string) => void): Promise<number> {
  const names = store.registeredProjections.map((projection) => projection.name);
  log(`Rebuilding ${names.length} read models: ${names.join(', ')}`);
  const started = Date.now();
  let lastPercent = -1;
  const replayed = await store.rebuildProjections(
    'all',
    (done, total) => {
      const percent = total ? Math.floor((done / total) * 100) : 100;
      if (percent !== lastPercent) log(`  ${String(percent).padStart(3)} %  ${done} / ${total} events`);
      lastPercent = percent;
    },
    500,
  );
  log(`Done: ${replayed} events replayed in ${Date.now() - started} ms`);
  return replayed;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const cli = await startCli(log);
  try {
    await rebuildReadModels(cli.app.get(EventStore), log);
  } finally {
    await cli.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
