import 'reflect-metadata';
import { EventStore } from '@agency/event-store';
import { runIfMain, withCli } from './cli-app';

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

runIfMain(module, () => withCli((app, log) => rebuildReadModels(app.get(EventStore), log)));
