import { Injectable, UnauthorizedException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { allPermissions, type LoginResponse, type SecondFactorChallenge, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { UserCredential, UserRecord } from '../users/user.entity';
import { LoginThrottle } from './login-throttle';
import { dummyHash, verifyPassword } from './password-hasher';
import { SIGN_IN_STREAMS, type SignInEvent, type SignInMethod } from './sign-in.events';
import type { StaffTokenPayload } from './staff-principal';
import { TokenRevocations } from './token-revocations';
import { SecondFactorAttempts } from './two-factor/code-attempts';
import { TwoFactorService } from './two-factor/two-factor.service';

/** The second step's ticket: proves the password was right, for a few minutes, and is no session. */
const CHALLENGE_AUDIENCE = 'staff-second-factor';
const CHALLENGE_LIFETIME = '5m';
const LOGIN_FAILED = 'Ungültige Anmeldedaten';

/** A challenge: the account, its session version, and the generation of its code attempts (SecondFactorAttempts). */
interface ChallengePayload extends StaffTokenPayload {
  cg?: number;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly revocations: TokenRevocations,
    private readonly store: EventStore,
    private readonly twoFactor: TwoFactorService,
    private readonly codeAttempts: SecondFactorAttempts,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
    @InjectRepository(UserCredential) private readonly credentials: Repository<UserCredential>,
  ) {}

  /**
   * One answer for an unknown user, a wrong password and an inactive user: nothing tells which. An account
   * with two-factor login gets a challenge instead of a session (loginWithCode completes it); the throttle's
   * failures of the (username, client) pair are cleared only by a complete login, so the right password
   * does not reset the count of wrong codes.
   */
  async login(username: string, password: string, ip: string): Promise<LoginResponse | SecondFactorChallenge> {
    await this.throttle.beforeAttempt(ip, username);
    const user = await this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
    const credential = user ? await this.credentials.findOneBy({ userId: user.id }) : null;
    const valid = await verifyPassword(password, credential?.passwordHash ?? (await dummyHash()));
    if (!user || !credential || !valid || !user.active) {
      await this.recordFailure(ip, username, user, 'password');
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    const { enabled, setupRequired } = await this.twoFactor.enabledFor(user);
    if (enabled) {
      const payload: ChallengePayload = {
        sub: user.id,
        sv: user.sessionVersion,
        cg: await this.codeAttempts.generationForChallenge(user.id),
      };
      const challenge = await this.jwt.signAsync(payload, {
        audience: CHALLENGE_AUDIENCE,
        expiresIn: CHALLENGE_LIFETIME,
      });
      return { two_factor_required: true, challenge };
    }
    await this.throttle.succeeded(ip, username);
    await this.recordSignIn(user, 'password');
    return this.session(user, setupRequired);
  }

  /**
   * The second step: a code from the authenticator app or a recovery code, under the same throttle, and
   * within the account's code attempts across all clients: the wrong code that uses up the last of them
   * ends the challenge (and every other open one of the account), which the answer says.
   */
  async loginWithCode(challenge: string, code: string, ip: string): Promise<LoginResponse> {
    let payload: ChallengePayload;
    try {
      payload = await this.jwt.verifyAsync<ChallengePayload>(challenge, { audience: CHALLENGE_AUDIENCE });
    } catch {
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeEnded);
    }
    const user = await this.users.findOneBy({ id: payload.sub });
    if (!user || !user.active || user.sessionVersion !== payload.sv || !user.twoFactorEnabled) {
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.challengeEnded);
    }
    await this.throttle.beforeAttempt(ip, user.username);
    const check = await this.codeAttempts.check(user.id, payload.cg ?? 0, () =>
      this.twoFactor.matchLoginCode(user.id, code),
    );
    if (check.result === 'over') throw new UnauthorizedException(TWO_FACTOR_MESSAGES.tooManyCodes);
    if (check.result === 'wrong') {
      await this.recordFailure(ip, user.username, user, 'code');
      throw new UnauthorizedException(check.over ? TWO_FACTOR_MESSAGES.tooManyCodes : TWO_FACTOR_MESSAGES.wrongCode);
    }
    const match = check.match;
    await this.throttle.succeeded(ip, user.username);
    await this.recordSignIn(user, match.method, match.recoveryCodesLeft);
    return this.session(user, false);
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

  private async session(user: UserRecord, twoFactorSetupRequired: boolean): Promise<LoginResponse> {
    const payload: StaffTokenPayload = { sub: user.id, sv: user.sessionVersion };
    const token = await this.jwt.signAsync(payload, { jwtid: randomUUID() });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return {
      token,
      role: user.role,
      username: user.username,
      permissions: user.role === 'admin' ? allPermissions() : user.permissions,
      expires_at: new Date(exp * 1000).toISOString(),
      ...(twoFactorSetupRequired ? { two_factor_setup_required: true } : {}),
    };
  }

  /**
   * Counts the failure in the throttle and, for an existing account only, writes it to the log (the
   * activity log shows it): every wrong code, as they are bounded by the account's code attempts, each
   * generation of which needs the right password; wrong passwords, which anyone can send, while the
   * account's failures stay within the throttle's recording limit.
   */
  private async recordFailure(
    ip: string,
    username: string,
    user: UserRecord | null,
    step: 'password' | 'code',
  ): Promise<void> {
    const { recordable } = await this.throttle.failed(ip, username);
    if (user && (recordable || step === 'code')) {
      await this.append(user.id, { type: 'StaffSignInFailed', data: { username: user.username, step } }, null);
    }
  }

  private async recordSignIn(user: UserRecord, method: SignInMethod, recoveryCodesLeft?: number): Promise<void> {
    await this.append(
      user.id,
      {
        type: 'StaffSignedIn',
        data: { username: user.username, method, ...(recoveryCodesLeft !== undefined ? { recoveryCodesLeft } : {}) },
      },
      { id: user.id, username: user.username },
    );
  }

  private async append(userId: string, event: SignInEvent, actor: { id: string; username: string } | null) {
    await this.store.appendToStream(SIGN_IN_STREAMS.id(userId), [event], {
      expectedVersion: 'any',
      metadata: { actor },
    });
  }
}
