import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { type RecoveryCodes, TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '@agency/contracts';
import { EventStore, handleCommand, RuleViolation } from '@agency/event-store';
import { type UserActor, userDecider, type UserCommand } from '../../users/user.decider';
import { UserCredential, UserRecord, UserTwoFactor } from '../../users/user.entity';
import { userStreamId } from '../../users/user.events';
import { LoginThrottle } from '../login-throttle';
import { verifyPassword } from '../password-hasher';
import { actorMetadata, ownSessionMetadata, type StaffPrincipal } from '../staff-principal';
import type { SignInMethod } from '../sign-in.events';
import { TwoFactorPolicy } from './two-factor-policy';
import {
  isRecoveryCodeShape,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
} from './totp';

const actorOf = (actor: StaffPrincipal): NonNullable<UserActor> => ({
  id: actor.id,
  role: actor.role,
  permissions: actor.permissions,
});

/** A second step passed: how, and for a recovery code how many are left. */
export type CodeMatch = { method: Exclude<SignInMethod, 'password'>; recoveryCodesLeft?: number };

/**
 * Two-factor login of staff accounts: set-up with a QR code, confirmation with a first code, ten recovery
 * codes (stored as hashes, each accepted once), switching off by the owner, reset by a colleague who may
 * manage the account. The user stream records each change; the secret and hashes stay in user_two_factor.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly store: EventStore,
    private readonly policy: TwoFactorPolicy,
    private readonly throttle: LoginThrottle,
    private readonly dataSource: DataSource,
    @InjectRepository(UserTwoFactor) private readonly secrets: Repository<UserTwoFactor>,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
    @InjectRepository(UserCredential) private readonly credentials: Repository<UserCredential>,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const [user, row, required] = await Promise.all([
      this.users.findOneBy({ id: userId }),
      this.secrets.findOneBy({ userId }),
      this.policy.required(),
    ]);
    const enabled = user?.twoFactorEnabled === true;
    return { enabled, required, recovery_codes_left: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0 };
  }

  /** Whether a login needs the second step (and the session of one that has none may only set it up). */
  async enabledFor(user: Pick<UserRecord, 'twoFactorEnabled'>): Promise<{ enabled: boolean; setupRequired: boolean }> {
    if (user.twoFactorEnabled) return { enabled: true, setupRequired: false };
    return { enabled: false, setupRequired: await this.policy.required() };
  }

  /**
   * Admins require it for all staff (or stop). Only an admin who uses it may require it: otherwise the admin
   * would be shut out of everything but the set-up, the switch included.
   */
  async setRequirement(actor: StaffPrincipal, required: boolean): Promise<boolean> {
    if (required && !(await this.users.findOneBy({ id: actor.id }))?.twoFactorEnabled) {
      throw new RuleViolation('conflict', TWO_FACTOR_MESSAGES.enrolBeforeRequiring);
    }
    return this.policy.setRequired(required, actor);
  }

  /** A new secret for the signed-in user, kept as pending until a code from it confirms it. */
  async startSetup(actor: StaffPrincipal): Promise<TwoFactorSetup> {
    const user = await this.users.findOneBy({ id: actor.id });
    if (user?.twoFactorEnabled) throw new RuleViolation('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    await this.secrets.upsert({ userId: actor.id, pendingSecret: secret, updatedAt: new Date() }, ['userId']);
    const { url, qrCode } = await totpEnrolment(secret, actor.username);
    return { secret, otpauth_url: url, qr_code: qrCode };
  }

  /**
   * Confirms the pending set-up with a code from the app; answers the recovery codes, shown this once.
   * Every other session of the account ends (one opened with the password alone, perhaps by someone who
   * had it, would otherwise outlive the second factor); the one that set it up stays.
   */
  async enable(actor: StaffPrincipal, code: string): Promise<RecoveryCodes> {
    const row = await this.secrets.findOneBy({ userId: actor.id });
    if (!row?.pendingSecret) throw new RuleViolation('invalid', TWO_FACTOR_MESSAGES.noSetup);
    const step = await matchTotp(row.pendingSecret, code);
    if (step === null) throw new RuleViolation('invalid', TWO_FACTOR_MESSAGES.wrongCode);
    const codes = newRecoveryCodes();
    const pendingSecret = row.pendingSecret;
    await this.run(
      actor.id,
      { type: 'EnableTwoFactor', actor: actorOf(actor) },
      actor,
      (manager) =>
        manager.update(UserTwoFactor, actor.id, {
          secret: pendingSecret,
          pendingSecret: null,
          recoveryCodeHashes: codes.map(recoveryCodeHash),
          lastUsedStep: String(step),
          updatedAt: new Date(),
        }),
      ownSessionMetadata(actor),
    );
    return { recovery_codes: codes };
  }

  /** The owner switches it off, confirming with their password; refused while staff are required to use it. */
  async disable(actor: StaffPrincipal, password: string, client: string): Promise<void> {
    await this.assertPassword(actor, password, client);
    if (await this.policy.required()) throw new RuleViolation('conflict', TWO_FACTOR_MESSAGES.requiredCannotDisable);
    await this.run(actor.id, { type: 'DisableTwoFactor', actor: actorOf(actor) }, actor, (manager) =>
      manager.delete(UserTwoFactor, { userId: actor.id }),
    );
  }

  /** Ten new recovery codes replace the old ones (all of them, used or not). */
  async renewRecoveryCodes(actor: StaffPrincipal, password: string, client: string): Promise<RecoveryCodes> {
    await this.assertPassword(actor, password, client);
    const codes = newRecoveryCodes();
    await this.run(actor.id, { type: 'RenewRecoveryCodes', actor: actorOf(actor) }, actor, (manager) =>
      manager.update(UserTwoFactor, actor.id, {
        recoveryCodeHashes: codes.map(recoveryCodeHash),
        updatedAt: new Date(),
      }),
    );
    return { recovery_codes: codes };
  }

  /** A colleague removes a user's two-factor login (the rules on who may manage whom apply); their sessions end. */
  async reset(userId: string, actor: StaffPrincipal): Promise<void> {
    if (!(await this.users.existsBy({ id: userId }))) throw new RuleViolation('not_found', 'Benutzer nicht gefunden');
    await this.run(userId, { type: 'ResetTwoFactor', actor: actorOf(actor) }, actor, (manager) =>
      manager.delete(UserTwoFactor, { userId }),
    );
  }

  /**
   * The second step of a login: an app code of a step not used before, or an unused recovery code, which
   * is used up by this. Both are single-use even for two requests at the same moment (one UPDATE each).
   */
  async matchLoginCode(userId: string, code: string): Promise<CodeMatch | null> {
    if (isRecoveryCodeShape(code)) {
      const rows: { left: number }[] = await this.dataSource.query(
        `WITH used AS (
           UPDATE user_two_factor
           SET recovery_code_hashes = array_remove(recovery_code_hashes, $2), updated_at = now()
           WHERE user_id = $1 AND secret IS NOT NULL AND $2 = ANY(recovery_code_hashes)
           RETURNING cardinality(recovery_code_hashes) AS left
         ) SELECT "left" FROM used`,
        [userId, recoveryCodeHash(code)],
      );
      return rows.length ? { method: 'recovery_code', recoveryCodesLeft: Number(rows[0].left) } : null;
    }
    const row = await this.secrets.findOneBy({ userId });
    if (!row?.secret) return null;
    const step = await matchTotp(row.secret, code);
    if (step === null) return null;
    const accepted: unknown[] = await this.dataSource.query(
      `WITH accepted AS (
         UPDATE user_two_factor SET last_used_step = $2, updated_at = now()
         WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
         RETURNING user_id
       ) SELECT user_id FROM accepted`,
      [userId, step],
    );
    return accepted.length ? { method: 'totp' } : null;
  }

  /** The password again, under the login throttle: a taken-over session is no way to try passwords. */
  private async assertPassword(actor: StaffPrincipal, password: string, client: string): Promise<void> {
    await this.throttle.beforeAttempt(client, actor.username);
    const credential = await this.credentials.findOneBy({ userId: actor.id });
    if (!credential || !(await verifyPassword(password, credential.passwordHash))) {
      await this.throttle.failed(client, actor.username);
      throw new RuleViolation('invalid', TWO_FACTOR_MESSAGES.wrongPassword);
    }
  }

  private async run(
    userId: string,
    command: UserCommand,
    actor: StaffPrincipal,
    alsoInTransaction: (manager: EntityManager) => Promise<unknown>,
    metadata = actorMetadata(actor),
  ): Promise<void> {
    await handleCommand(this.store, userStreamId(userId), userDecider, command, {
      metadata,
      alsoInTransaction: async (manager) => {
        await alsoInTransaction(manager);
      },
    });
  }
}
