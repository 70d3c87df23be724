import 'reflect-metadata';
import { ContentSeeder } from '../content/seed/content-seeder';
import { runIfMain, withCli } from './cli-app';

/** `npm run seed`: writes the built-in content into every content type that is still empty. */
async function main(): Promise<void> {
  await withCli(async (app, log) => {
    const seeder = app.get(ContentSeeder);
    // A database that never had content was seeded as on a first start while the context came up.
    const first = seeder.firstStartReport?.seeded ?? [];
    const report = await seeder.seedEmpty((line) => log(`  seeded ${line}`));
    const seeded = [...first, ...report.seeded];
    report.skipped = report.skipped.filter((name) => !first.includes(name));
    log(`Seeded: ${seeded.length ? seeded.join(', ') : 'nothing'}`);
    log(`Left as they are (not empty): ${report.skipped.length ? report.skipped.join(', ') : 'none'}`);
  });
}

runIfMain(module, main);
