import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PASSWORD_MESSAGES, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { UserCredential, UserRecord } from '../users/user.entity';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password-hasher';
import type { StaffPrincipal } from './staff-principal';
import { SecondFactorAttempts } from './two-factor/code-attempts';
import { TwoFactorService } from './two-factor/two-factor.service';

/** What the owner of an account gives to confirm a change of it. */
export interface OwnerProof {
  currentPassword?: string;
  /** From the authenticator app, or a recovery code (used up by this). */
  code?: string;
}

/** A 400 naming the field, in the api's error shape; never 401, which would end the browser's session. */
const refused = (field: string, message: string) => new BadRequestException({ message, details: [{ field, message }] });

/**
 * Confirms that the person changing an account's password or e-mail address is its owner, not someone
 * at a session left open or taken over: the current password, and with two-factor login a code as well.
 * The password is checked under the login throttle and the code within the account's code attempts, so a
 * session is no way around either.
 */
@Injectable()
export class OwnerConfirmation {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly codeAttempts: SecondFactorAttempts,
    private readonly twoFactor: TwoFactorService,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
    @InjectRepository(UserCredential) private readonly credentials: Repository<UserCredential>,
  ) {}

  async confirm(owner: StaffPrincipal, proof: OwnerProof, client: string): Promise<void> {
    if (!proof.currentPassword) throw refused('current_password', PASSWORD_MESSAGES.currentMissing);
    await this.throttle.beforeAttempt(client, owner.username);
    const credential = await this.credentials.findOneBy({ userId: owner.id });
    if (!credential || !(await verifyPassword(proof.currentPassword, credential.passwordHash))) {
      await this.throttle.failed(client, owner.username);
      throw refused('current_password', PASSWORD_MESSAGES.currentWrong);
    }
    const user = await this.users.findOneBy({ id: owner.id });
    if (!user?.twoFactorEnabled) return;
    const code = proof.code;
    if (!code) throw refused('code', PASSWORD_MESSAGES.codeMissing);
    const generation = await this.codeAttempts.currentGeneration(owner.id);
    const check = await this.codeAttempts.check(owner.id, generation, () =>
      this.twoFactor.matchLoginCode(owner.id, code),
    );
    if (check.result !== 'match') {
      await this.throttle.failed(client, owner.username);
      throw refused('code', TWO_FACTOR_MESSAGES.wrongCode);
    }
  }
}
