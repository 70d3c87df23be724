import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { API_KEY_MESSAGES, API_KEY_PREFIX, hasPermission, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { UserRecord } from '../users/user.entity';
import type { ApiKeyRecord } from './api-keys/api-key.entity';
import { ApiKeys, TooManyApiKeyCalls } from './api-keys/api-keys.service';
import type { StaffPrincipal, StaffTokenPayload } from './staff-principal';
import { CSRF_HEADER, CSRF_HEADER_VALUE, CSRF_REFUSED_MESSAGE, SAFE_METHODS, staffTokenOf } from './staff-session';
import { TokenRevocations } from './token-revocations';
import { TwoFactorPolicy } from './two-factor/two-factor-policy';
import { ADMINS_ONLY, ANY_STAFF, routeRules } from './staff.metadata';

const SESSION_ENDED = 'Sitzung abgelaufen oder ungültig. Bitte erneut anmelden.';

/**
 * 401 without a valid, current token (bearer header or session cookie; one ended by a logout, or by a change
 * that ends the account's sessions, is no longer valid); 403 when the user lacks the route's permission, or when a state-changing request carries the
 * cookie but not the CSRF header. The user is read fresh on every request, so a revoked permission or a
 * deactivation takes effect at once. While staff are required to use two-factor login, the session of a user
 * who has not set it up reaches only that set-up (403 with a message saying so everywhere else). A personal
 * API key (`Authorization: Bearer agk_…`) stands for its owner on the routes that take keys (TakesApiKeys),
 * to read only, with the owner's rights read at the call like a session's.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly revocations: TokenRevocations,
    private readonly twoFactorPolicy: TwoFactorPolicy,
    private readonly apiKeys: ApiKeys,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = routeRules(this.reflector, context);
    if (rules.open) return true;

    const request = context.switchToHttp().getRequest();
    const source = staffTokenOf(request);
    if (!source) throw new UnauthorizedException('Anmeldung erforderlich');
    if (
      source.from === 'cookie' &&
      !SAFE_METHODS.has(request.method) &&
      request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE
    ) {
      throw new ForbiddenException(CSRF_REFUSED_MESSAGE);
    }

    const holder =
      source.from === 'bearer' && source.token.startsWith(API_KEY_PREFIX)
        ? await this.keyHolder(source.token, request.method, rules.takesApiKeys)
        : await this.sessionHolder(source.token);
    const user = holder.user;
    request.staff = holder.staff;

    if (!user.twoFactorEnabled && !rules.allowedBeforeTwoFactorSetup && (await this.twoFactorPolicy.required())) {
      throw new ForbiddenException(TWO_FACTOR_MESSAGES.setupRequired);
    }

    const access = rules.access;
    // A route that forgot to declare its permission stays closed rather than open to every staff member.
    const allowed =
      access === ANY_STAFF ||
      (access === ADMINS_ONLY ? user.role === 'admin' : !!access && hasPermission(user.role, user.permissions, access));
    if (!allowed) throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    if (holder.key) {
      try {
        await this.apiKeys.recordCall(holder.key, holder.staff, request.method, request.originalUrl ?? request.url);
      } catch (error) {
        if (error instanceof TooManyApiKeyCalls) {
          context.switchToHttp().getResponse().setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
    }
    return true;
  }

  /** The user of a session token: valid, not ended by a logout or by a change that ends the account's sessions. */
  private async sessionHolder(token: string): Promise<Holder> {
    let payload: StaffTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<StaffTokenPayload>(token);
    } catch {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    if (!payload.jti || (await this.revocations.isRevoked(payload.jti))) throw new UnauthorizedException(SESSION_ENDED);
    const user = await this.users.findOneBy({ id: payload.sub });
    // A change that ended the account's sessions (a newer version) keeps the one that made it, if any.
    const current =
      user?.sessionVersion === payload.sv || (!!user?.keptSessionId && user.keptSessionId === payload.jti);
    if (!user || !user.active || !current) {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    return { user, staff: staffOf(user, payload.jti) };
  }

  /**
   * The owner of a personal API key, on a route that takes keys and only to read: the key must exist and not be
   * revoked, its owner exist and be active; the owner's rights are checked like a session's below.
   */
  private async keyHolder(token: string, method: string, takesKeys: boolean): Promise<Holder> {
    const key = await this.apiKeys.find(token);
    if (!takesKeys || !SAFE_METHODS.has(method)) throw new ForbiddenException(API_KEY_MESSAGES.onlyStatistics);
    const user = await this.users.findOneBy({ id: key.userId });
    if (!user || !user.active) throw new UnauthorizedException(API_KEY_MESSAGES.invalid);
    return { user, staff: staffOf(user), key };
  }
}

interface Holder {
  user: UserRecord;
  staff: StaffPrincipal;
  /** Set when the call came with a personal API key. */
  key?: ApiKeyRecord;
}

const staffOf = (user: UserRecord, sessionId?: string): StaffPrincipal => ({
  id: user.id,
  username: user.username,
  role: user.role,
  permissions: user.permissions,
  ...(sessionId ? { sessionId } : {}),
});
