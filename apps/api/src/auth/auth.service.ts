import { Injectable, UnauthorizedException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { allPermissions, type LoginResponse } from '@agency/contracts';
import { UserCredential, UserRecord } from '../users/user.entity';
import { LoginThrottle } from './login-throttle';
import { dummyHash, verifyPassword } from './password-hasher';
import type { StaffTokenPayload } from './staff-principal';
import { TokenRevocations } from './token-revocations';

@Injectable()
export class AuthService {
  constructor(
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly revocations: TokenRevocations,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
    @InjectRepository(UserCredential) private readonly credentials: Repository<UserCredential>,
  ) {}

  /** One answer for an unknown user, a wrong password and an inactive user: nothing tells which. */
  async login(username: string, password: string, ip: string): Promise<LoginResponse> {
    await this.throttle.beforeAttempt(ip, username);
    const user = await this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
    const credential = user ? await this.credentials.findOneBy({ userId: user.id }) : null;
    const valid = await verifyPassword(password, credential?.passwordHash ?? (await dummyHash()));
    if (!user || !credential || !valid || !user.active) {
      await this.throttle.failed(ip, username);
      throw new UnauthorizedException('Ungültige Anmeldedaten');
    }
    await this.throttle.succeeded(ip, username);

    const payload: StaffTokenPayload = { sub: user.id, sv: user.sessionVersion };
    const token = await this.jwt.signAsync(payload, { jwtid: randomUUID() });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return {
      token,
      role: user.role,
      username: user.username,
      permissions: user.role === 'admin' ? allPermissions() : user.permissions,
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }

  /** Ends a token for good, on every instance; an invalid or expired one needs no ending. */
  async logout(token: string): Promise<void> {
    let payload: StaffTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<StaffTokenPayload>(token);
    } catch {
      return;
    }
    if (payload.jti && payload.exp) await this.revocations.revoke(payload.jti, payload.exp);
  }
}
