import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';

/**
 * Tokens ended by a logout, shared by every api instance through Redis. Each entry lives exactly as long
 * as its token would have, so the list stays bounded by the tokens issued in one token lifetime.
 */
@Injectable()
export class TokenRevocations {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.prefix = `${config.REDIS_KEY_PREFIX}revoked-token:`;
  }

  async revoke(tokenId: string, expiresAtSeconds: number): Promise<void> {
    const ttl = Math.ceil(expiresAtSeconds - Date.now() / 1000);
    if (ttl <= 0) return;
    await this.redis.set(this.prefix + tokenId, '1', 'EX', ttl);
  }

  /** Fails closed: without Redis no token can be shown not to be revoked, so the request is refused. */
  async isRevoked(tokenId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(this.prefix + tokenId)) === 1;
    } catch {
      throw new ServiceUnavailableException(
        'Die Anmeldung kann gerade nicht geprüft werden. Bitte versuchen Sie es gleich erneut.',
      );
    }
  }
}
