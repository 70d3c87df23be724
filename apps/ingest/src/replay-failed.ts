import { PipelineControl } from '@agency/pipeline';
import { parseIngestEnv } from './ingest.env';

/**
 * `npm run pipeline:replay-failed [-- --list] [ids…]`: lists the batches that ran out of insert attempts, or
 * puts them (all, or the given ids) back into the queue. The dedup token keeps a replayed batch counted once.
 */
async function main(): Promise<void> {
  const env = parseIngestEnv(process.env);
  const args = process.argv.slice(2);
  const control = new PipelineControl(env.REDIS_URL, env);
  try {
    if (args.includes('--list')) {
      const failed = await control.failedBatches(1_000);
      for (const batch of failed)
        console.log(
          `${batch.id}\t${batch.events} events\t${batch.attempts} attempts\t${batch.failed_at}\t${batch.failed_reason}`,
        );
      console.log(`${failed.length} failed batches`);
      return;
    }
    const replayed = await control.replayFailed(args.filter((a) => !a.startsWith('--')));
    console.log(
      `${replayed.length} failed batches put back into the queue${replayed.length ? `: ${replayed.join(', ')}` : ''}`,
    );
  } finally {
    await control.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
