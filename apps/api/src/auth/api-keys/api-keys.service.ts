import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { DataSource, type EntityManager, IsNull, type Repository } from 'typeorm';
import { OpenWork, type OpenWorkSource } from '../../users/open-work';
import { staffRights, standingOf } from '../../users/staff-standing';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEYS_PER_USER,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  hasPermission,
  type StaffOpenWork,
} from '@agency/contracts';
import { EventStore, handleCommand } from '@agency/event-store';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../infrastructure/persistence/persistence.module';
import { consumeWithin, redisRateLimiter } from '../../infrastructure/persistence/redis-rate-limiter';
import { OwnerConfirmation } from '../owner-confirmation';
import { actorMetadata, type StaffPrincipal } from '../staff-principal';
import { apiKeyDecider, type ApiKeyCommand } from './api-key.decider';
import { ApiKeyRecord, ApiKeySecret } from './api-key.entity';
import { API_KEY_STREAMS } from './api-key.events';

/** The permission a key carries: the statistics, read-only. */
export const API_KEY_PERMISSION = 'statistics';
/** Characters of the key kept to recognise it by ('agk_' and six more). */
const HINT_LENGTH = API_KEY_PREFIX.length + 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A key is the prefix and 32 random bytes in base64url (43 characters); anything else is not looked up. */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
/** The longest address recorded for a call (the query is the staff member's own filters). */
const RECORDED_PATH_LENGTH = 500;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export class TooManyApiKeyCalls extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(API_KEY_MESSAGES.tooManyCalls, HttpStatus.TOO_MANY_REQUESTS);
  }
}

function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    name: record.name,
    hint: `${record.hint}…`,
    created_at: record.createdAt.toISOString(),
    last_used_at: record.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Personal API keys: made by their owner (confirmed like a change of the account), shown once, kept as a hash,
 * revocable. A call with a key acts with its owner's rights as they are at the call, limited to the statistics
 * and to API_KEY_MAX_CALLS_PER_MINUTE per key; every call is an event of the key, so 'Aktivität' lists it.
 */
@Injectable()
export class ApiKeys implements OpenWorkSource, OnModuleInit {
  private readonly callsPerKey: RateLimiterRedis;

  constructor(
    private readonly store: EventStore,
    private readonly confirmation: OwnerConfirmation,
    @InjectRepository(ApiKeyRecord) private readonly keys: Repository<ApiKeyRecord>,
    @InjectRepository(ApiKeySecret) private readonly secrets: Repository<ApiKeySecret>,
    @Inject(REDIS) redis: Redis,
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly dataSource: DataSource,
    private readonly work: OpenWork,
  ) {
    this.callsPerKey = redisRateLimiter(
      redis,
      `${config.REDIS_KEY_PREFIX}api-key:calls`,
      config.API_KEY_MAX_CALLS_PER_MINUTE,
      60,
    );
  }

  onModuleInit(): void {
    this.work.register(this);
  }

  /** Keys of `userId` that still work: the users screen says they end with a deactivation or deletion. */
  async count(userId: string): Promise<Partial<StaffOpenWork>> {
    return { apiKeys: await this.keys.countBy({ userId, revokedAt: IsNull() }) };
  }

  /**
   * Revokes the keys of `userId` when their account no longer reads the statistics (gone, inactive, or without
   * the permission), so they stay revoked when the account comes back.
   */
  async settle(userId: string, actor: StaffPrincipal): Promise<Partial<StaffOpenWork>> {
    if (standingOf(await staffRights(this.dataSource, userId), API_KEY_PERMISSION) === 'allowed') return { apiKeys: 0 };
    const open = await this.keys.findBy({ userId, revokedAt: IsNull() });
    for (const key of open) {
      await this.run(key.id, { type: 'RevokeApiKey', by: userId }, actor, (manager) =>
        manager.delete(ApiKeySecret, { keyId: key.id }),
      );
    }
    return { apiKeys: open.length };
  }

  /** The owner's keys that still work, newest first. */
  async list(owner: StaffPrincipal): Promise<ApiKey[]> {
    const records = await this.keys.find({
      where: { userId: owner.id, revokedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    return records.map(toApiKey);
  }

  async create(owner: StaffPrincipal, request: CreateApiKeyRequest, client: string): Promise<CreatedApiKey> {
    if (!hasPermission(owner.role, owner.permissions, API_KEY_PERMISSION)) {
      throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    }
    if ((await this.keys.countBy({ userId: owner.id, revokedAt: IsNull() })) >= API_KEYS_PER_USER) {
      throw new ForbiddenException(API_KEY_MESSAGES.tooMany);
    }
    await this.confirmation.confirm(owner, { currentPassword: request.current_password, code: request.code }, client);
    const id = randomUUID();
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.run(
      id,
      { type: 'CreateApiKey', key: { userId: owner.id, name: request.name.trim(), hint: key.slice(0, HINT_LENGTH) } },
      owner,
      (manager) => manager.insert(ApiKeySecret, { keyId: id, hash: hashApiKey(key) }),
    );
    return { ...toApiKey(await this.keys.findOneByOrFail({ id })), key };
  }

  /** Revokes one of the owner's keys; a key of someone else is not found. */
  async revoke(owner: StaffPrincipal, id: string): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundException(API_KEY_MESSAGES.notFound);
    await this.run(id, { type: 'RevokeApiKey', by: owner.id }, owner, (manager) =>
      manager.delete(ApiKeySecret, { keyId: id }),
    );
  }

  /** The key a call names, if it exists and is not revoked; the caller checks its owner's account and rights. */
  async find(key: string): Promise<ApiKeyRecord> {
    const secret = KEY_SHAPE.test(key) ? await this.secrets.findOneBy({ hash: hashApiKey(key) }) : null;
    const record = secret ? await this.keys.findOneBy({ id: secret.keyId }) : null;
    if (!record || record.revokedAt) throw new UnauthorizedException(API_KEY_MESSAGES.invalid);
    return record;
  }

  /** Counts a call against the key's limit (429 beyond it) and records it for 'Aktivität'. */
  async recordCall(record: ApiKeyRecord, owner: StaffPrincipal, method: string, path: string): Promise<void> {
    await consumeWithin(this.callsPerKey, record.id, (seconds) => new TooManyApiKeyCalls(seconds));
    await this.store.appendToStream(
      API_KEY_STREAMS.id(record.id),
      [{ type: 'ApiKeyUsed', data: { name: record.name, method, path: path.slice(0, RECORDED_PATH_LENGTH) } }],
      { expectedVersion: 'any', metadata: { ...actorMetadata(owner), via: 'api-key' } },
    );
  }

  private async run(
    id: string,
    command: ApiKeyCommand,
    actor: StaffPrincipal,
    alsoInTransaction: (manager: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    await handleCommand(this.store, API_KEY_STREAMS.id(id), apiKeyDecider, command, {
      metadata: actorMetadata(actor),
      alsoInTransaction: async (manager) => void (await alsoInTransaction(manager)),
    });
  }
}
