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
import { hasPermission, type PermissionKey, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { UserRecord } from '../users/user.entity';
import type { StaffPrincipal, StaffTokenPayload } from './staff-principal';
import { CSRF_HEADER, CSRF_HEADER_VALUE, CSRF_REFUSED_MESSAGE, SAFE_METHODS, staffTokenOf } from './staff-session';
import { TokenRevocations } from './token-revocations';
import { TwoFactorPolicy } from './two-factor/two-factor-policy';
import {
  ADMINS_ONLY,
  ANY_STAFF,
  OPEN_METADATA,
  PERMISSION_METADATA,
  TWO_FACTOR_SETUP_METADATA,
} from './staff.metadata';

const SESSION_ENDED = 'Sitzung abgelaufen oder ungültig. Bitte erneut anmelden.';

/**
 * 401 without a valid, current token (bearer header or session cookie; one ended by a logout is no longer
 * valid); 403 when the user lacks the route's permission, or when a state-changing request carries the
 * cookie but not the CSRF header. The user is read fresh on every request, so a revoked permission or a
 * deactivation takes effect at once. While staff are required to use two-factor login, the session of a user
 * who has not set it up reaches only that set-up (403 with a message saying so everywhere else).
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly revocations: TokenRevocations,
    private readonly twoFactorPolicy: TwoFactorPolicy,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(OPEN_METADATA, targets)) return true;

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

    let payload: StaffTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<StaffTokenPayload>(source.token);
    } catch {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    if (!payload.jti || (await this.revocations.isRevoked(payload.jti))) throw new UnauthorizedException(SESSION_ENDED);
    const user = await this.users.findOneBy({ id: payload.sub });
    if (!user || !user.active || user.sessionVersion !== payload.sv) {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    const principal: StaffPrincipal = {
      id: user.id,
      username: user.username,
      role: user.role,
      permissions: user.permissions,
    };
    request.staff = principal;

    if (
      !user.twoFactorEnabled &&
      !this.reflector.getAllAndOverride<boolean>(TWO_FACTOR_SETUP_METADATA, targets) &&
      (await this.twoFactorPolicy.required())
    ) {
      throw new ForbiddenException(TWO_FACTOR_MESSAGES.setupRequired);
    }

    const access = this.reflector.getAllAndOverride<PermissionKey | typeof ANY_STAFF | typeof ADMINS_ONLY | undefined>(
      PERMISSION_METADATA,
      targets,
    );
    // A route that forgot to declare its permission stays closed rather than open to every staff member.
    const allowed =
      access === ANY_STAFF ||
      (access === ADMINS_ONLY ? user.role === 'admin' : !!access && hasPermission(user.role, user.permissions, access));
    if (!allowed) throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    return true;
  }
}
