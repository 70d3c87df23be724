import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { migrations } from '../../migrations';

export const REDIS = Symbol('REDIS');

/** Postgres (migrated at start; the event store is in read-models.module.ts) and the shared Redis connection. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        type: 'postgres' as const,
        url: config.databaseUrl,
        autoLoadEntities: true,
        synchronize: false,
        migrations,
        migrationsRun: true,
        migrationsTransactionMode: 'each' as const,
        poolSize: 10,
      }),
    }),
  ],
  providers: [
    {
      provide: REDIS,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }),
    },
  ],
  exports: [REDIS],
})
export class PersistenceModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
