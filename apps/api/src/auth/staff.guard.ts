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
import { hasPermission, type PermissionKey } from '@agency/contracts';
import { UserRecord } from '../users/user.entity';
import type { StaffPrincipal, StaffTokenPayload } from './staff-principal';
import { CSRF_HEADER, CSRF_HEADER_VALUE, CSRF_REFUSED_MESSAGE, SAFE_METHODS, staffTokenOf } from './staff-session';
import { TokenRevocations } from './token-revocations';
import { OPEN_METADATA, PERMISSION_METADATA } from './staff.metadata';

const SESSION_ENDED = 'Sitzung abgelaufen oder ungültig. Bitte erneut anmelden.';

/**
 * 401 without a valid, current token (bearer header or session cookie; one ended by a logout is no longer
 * valid); 403 when the user lacks the route's permission, or when a state-changing request carries the
 * cookie but not the CSRF header. The user is read fresh on every request, so a revoked permission or a
 * deactivation takes effect at once.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly revocations: TokenRevocations,
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

    const permission = this.reflector.getAllAndOverride<PermissionKey | undefined>(PERMISSION_METADATA, targets);
    // A route that forgot to declare its permission stays closed rather than open to every staff member.
    if (!permission || !hasPermission(user.role, user.permissions, permission)) {
      throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    }
    return true;
  }
}
