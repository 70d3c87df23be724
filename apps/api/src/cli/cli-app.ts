import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DynamicModule, Global, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { loadEnv } from '../config/env';
import { CustomerNotesReadModelModule } from '../customer-notes/customer-notes-read-model.module';
import { ContentModule } from '../content/content.module';
import { startEmbeddedPostgres } from '../infrastructure/embedded/embedded-postgres';
import { migrations } from '../migrations';
import { OfferRequestsReadModelModule } from '../offer-requests/offer-requests-read-model.module';
import { UserCredential, UserRecord } from '../users/user.entity';
import { userListProjection } from '../users/user-list.projection';

/**
 * Modules owning read models, for the maintenance commands. An event-sourced module with a projection
 * adds itself here (its projection registers in onModuleInit) so `npm run rebuild-read-models` covers it.
 */
const READ_MODEL_MODULES = [ContentModule, OfferRequestsReadModelModule, CustomerNotesReadModelModule];

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
        TypeOrmModule.forFeature([UserRecord, UserCredential]),
        // The content controllers' guard needs one; no request ever reaches it here.
        JwtModule.register({ global: true, secret: randomBytes(32).toString('hex') }),
      ],
      providers: [
        {
          provide: EventStore,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => {
            const store = new EventStore(dataSource);
            // The users module is left out (it would create a first admin); its read model is rebuilt all the same.
            store.registerProjection(userListProjection);
            return store;
          },
        },
      ],
      exports: [EventStore, TypeOrmModule],
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
  @Module({ imports: [CliPersistenceModule.forRoot(databaseUrl), ...READ_MODEL_MODULES] })
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

/** postmaster.pid holds the pid (line 1) and port (line 4) of a running cluster. */
function runningEmbeddedPostgres(dataDir: string): string | undefined {
  const pidFile = path.resolve(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return port > 0 ? `postgres://postgres:postgres@127.0.0.1:${port}/agency` : undefined;
}
