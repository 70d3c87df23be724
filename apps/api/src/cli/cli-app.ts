import path from 'node:path';
import { type DynamicModule, Global, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CONTENT_KINDS } from '@agency/contracts';
import { loadEnv } from '../config/env';
import { ContentStoreModule } from '../content/content-store.module';
import { BUILT_IN_CONTENT } from '../content/seed/seed-content';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../infrastructure/embedded/embedded-postgres';
import { prepareDataDirFor } from '../infrastructure/embedded/private-data-dir';
import { migrations } from '../migrations';
import { ReadModelsModule } from '../read-models.module';

@Global()
@Module({})
class CliPersistenceModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: CliPersistenceModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrations,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          poolSize: 4,
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}

export interface CliContext {
  app: INestApplicationContext;
  close(): Promise<void>;
}

/**
 * The database and the read-model modules without HTTP, Redis or ClickHouse. Uses DATABASE_URL, else the
 * embedded PostgreSQL under DATA_DIR: the running one of `npm start` if there is one, else it starts it.
 */
export async function startCli(log: (line: string) => void): Promise<CliContext> {
  const env = loadEnv(process.env);
  let stopDatabase = async () => undefined as void;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    prepareDataDirFor(env, log);
    const running = runningEmbeddedPostgres(env.DATA_DIR);
    if (running) {
      databaseUrl = running;
      log(`Using the embedded PostgreSQL of the running app (${path.join(env.DATA_DIR, 'postgres')})`);
    } else {
      const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
      databaseUrl = embedded.url;
      stopDatabase = () => embedded.stop();
      log(`Started the embedded PostgreSQL in ${path.join(env.DATA_DIR, 'postgres')}`);
    }
  }
  // The event store with every read model the api keeps (read-models.module.ts); the content for `seed`.
  @Module({
    imports: [
      CliPersistenceModule.forRoot(databaseUrl),
      ReadModelsModule,
      ContentStoreModule.forKinds(CONTENT_KINDS, BUILT_IN_CONTENT),
    ],
  })
  class CliModule {}
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  return {
    app,
    async close() {
      await app.close();
      await stopDatabase();
    },
  };
}

/**
 * A maintenance command's run: the CLI's app context for `work`, closed again whatever happens; the lines
 * `work` logs go to stdout.
 */
export async function withCli<T>(
  work: (app: INestApplicationContext, log: (line: string) => void) => Promise<T>,
): Promise<T> {
  const log = (line: string) => console.log(line);
  const cli = await startCli(log);
  try {
    return await work(cli.app, log);
  } finally {
    await cli.close();
  }
}

/** Runs a command file's `main` when the file itself was started; a failure prints its message and exits 1. */
export function runIfMain(file: NodeModule, main: () => Promise<unknown>): void {
  if (require.main !== file) return;
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
