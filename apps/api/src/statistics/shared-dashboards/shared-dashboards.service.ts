import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { type EntityManager, IsNull, type Repository } from 'typeorm';
import {
  berlinClock,
  createSharedDashboardRequestSchema,
  SHARED_DASHBOARD_MESSAGES,
  SHARED_DASHBOARD_PATH,
  type SharedDashboard,
} from '@agency/contracts';
import { EventStore, handleCommand, RuleViolation } from '@agency/event-store';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../infrastructure/persistence/persistence.module';
import { consumeWithin, redisRateLimiter } from '../../infrastructure/persistence/redis-rate-limiter';
import { sharedDashboardDecider, type SharedDashboardCommand } from './shared-dashboard.decider';
import { SharedDashboardRecord, SharedDashboardSecret } from './shared-dashboard.entity';
import { SHARED_DASHBOARD_STREAMS } from './shared-dashboard.events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A link's token: 32 random bytes in base64url; anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Dashboards one installation shares at once (revoked ones do not count). */
const MAX_SHARED = 100;

/** The dashboard a link opens, and whether it asks for a password. */
export interface OpenDashboard {
  record: SharedDashboardRecord;
  passwordHash: string | null;
}

export class TooManyDashboardCalls extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(SHARED_DASHBOARD_MESSAGES.tooMany);
  }
}

const toView = (record: SharedDashboardRecord, token: string): SharedDashboard => ({
  id: record.id,
  name: record.name,
  sections: record.sections,
  period: record.period,
  has_password: record.hasPassword,
  expires_on: record.expiresOn,
  created_at: record.createdAt.toISOString(),
  created_by: record.createdBy,
  path: `${SHARED_DASHBOARD_PATH}/${token}`,
});

/**
 * Shared dashboards: staff with the statistics permission share chosen sections of one period by a link,
 * optionally with a password and a last day, and revoke it. Visitors of a link are limited per address
 * (SHARED_DASHBOARD_MAX_VIEWS_PER_MINUTE), and wrong passwords per link and address.
 */
@Injectable()
export class SharedDashboards {
  private readonly viewsPerClient: RateLimiterRedis;
  private readonly passwordFailures: RateLimiterRedis;

  constructor(
    private readonly store: EventStore,
    @InjectRepository(SharedDashboardRecord) private readonly dashboards: Repository<SharedDashboardRecord>,
    @InjectRepository(SharedDashboardSecret) private readonly secrets: Repository<SharedDashboardSecret>,
    @Inject(REDIS) redis: Redis,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    const prefix = `${config.REDIS_KEY_PREFIX}shared-dashboard`;
    this.viewsPerClient = redisRateLimiter(redis, `${prefix}:views`, config.SHARED_DASHBOARD_MAX_VIEWS_PER_MINUTE, 60);
    this.passwordFailures = redisRateLimiter(redis, `${prefix}:password`, 10, 15 * 60);
  }

  async list(): Promise<SharedDashboard[]> {
    const records = await this.dashboards.find({ where: { revokedAt: IsNull() }, order: { createdAt: 'DESC' } });
    const secrets = await this.secrets.findBy(records.map((record) => ({ dashboardId: record.id })));
    const tokens = new Map(secrets.map((secret) => [secret.dashboardId, secret.token]));
    return records.flatMap((record) => {
      const token = tokens.get(record.id);
      return token ? [toView(record, token)] : [];
    });
  }

  /** `request` as the controller's pipe parsed it (sections in their fixed order, defaults filled in). */
  async share(
    request: z.output<typeof createSharedDashboardRequestSchema>,
    actor: StaffPrincipal,
    now = new Date(),
  ): Promise<SharedDashboard> {
    if (request.expires_on && request.expires_on < berlinClock(now).date) {
      throw new RuleViolation('invalid', SHARED_DASHBOARD_MESSAGES.expiryPast);
    }
    if ((await this.dashboards.countBy({ revokedAt: IsNull() })) >= MAX_SHARED) {
      throw new RuleViolation(
        'invalid',
        `Es sind bereits ${MAX_SHARED} Dashboards geteilt. Bitte widerrufen Sie zuerst eines.`,
      );
    }
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const passwordHash = request.password ? await hashPassword(request.password) : null;
    await this.run(
      id,
      {
        type: 'ShareDashboard',
        dashboard: {
          name: request.name,
          sections: request.sections,
          period: request.period,
          hasPassword: passwordHash !== null,
          expiresOn: request.expires_on || null,
        },
      },
      actor,
      (manager) => manager.insert(SharedDashboardSecret, { dashboardId: id, token, passwordHash }),
    );
    return toView(await this.dashboards.findOneByOrFail({ id }), token);
  }

  async revoke(id: string, actor: StaffPrincipal): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundException(SHARED_DASHBOARD_MESSAGES.notFound);
    await this.run(id, { type: 'RevokeDashboard' }, actor, (manager) =>
      manager.delete(SharedDashboardSecret, { dashboardId: id }),
    );
  }

  /** Counts a visitor's call against the address's limit. */
  async admit(client: string): Promise<void> {
    await this.consume(this.viewsPerClient, client);
  }

  /** The dashboard a link opens: not revoked, not past its last day (Berlin); undefined otherwise. */
  async open(token: string, now = new Date()): Promise<OpenDashboard | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const secret = await this.secrets.findOneBy({ token });
    if (!secret) return undefined;
    const record = await this.dashboards.findOneBy({ id: secret.dashboardId });
    if (!record || record.revokedAt) return undefined;
    if (record.expiresOn && record.expiresOn < berlinClock(now).date) return undefined;
    return { record, passwordHash: secret.passwordHash };
  }

  /** Checks a password given for a link, within its failures per address (TooManyDashboardCalls beyond). */
  async checkPassword(open: OpenDashboard, password: string, client: string): Promise<boolean> {
    const key = `${open.record.id}:${client}`;
    const blocked = await this.passwordFailures.get(key);
    if (blocked && blocked.remainingPoints <= 0)
      throw new TooManyDashboardCalls(Math.ceil(blocked.msBeforeNext / 1000));
    if (open.passwordHash && (await verifyPassword(password.slice(0, 200), open.passwordHash))) return true;
    await this.consume(this.passwordFailures, key);
    return false;
  }

  private consume(limiter: RateLimiterRedis, key: string): Promise<void> {
    return consumeWithin(limiter, key, (seconds) => new TooManyDashboardCalls(seconds));
  }

  private async run(
    id: string,
    command: SharedDashboardCommand,
    actor: StaffPrincipal,
    alsoInTransaction: (manager: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    await handleCommand(this.store, SHARED_DASHBOARD_STREAMS.id(id), sharedDashboardDecider, command, {
      metadata: actorMetadata(actor),
      alsoInTransaction: async (manager) => void (await alsoInTransaction(manager)),
    });
  }
}
