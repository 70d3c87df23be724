import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import {
  type CreateUserRequest,
  noPermissions,
  type Permissions,
  type StaffOpenWork,
  type UpdateUserRequest,
  type User,
} from '@agency/contracts';
import { type EventMetadata, EventStore, handleCommand, RuleViolation } from '@agency/event-store';
import { OwnerConfirmation } from '../auth/owner-confirmation';
import { hashPassword } from '../auth/password-hasher';
import { actorMetadata, ownSessionMetadata, type StaffPrincipal } from '../auth/staff-principal';
import { assertPasswordAllowed } from './new-password';
import { OpenWork } from './open-work';
import { type UserActor, userDecider, type UserCommand } from './user.decider';
import { UserCredential, UserRecord, UserTwoFactor } from './user.entity';
import { userStreamId } from './user.events';

const LAST_ADMIN_MESSAGE = 'Der letzte aktive Administrator kann nicht entfernt werden';

const actorOf = (actor: StaffPrincipal | null): UserActor =>
  actor ? { id: actor.id, role: actor.role, permissions: actor.permissions } : null;

type ParsedCreate = Required<Omit<CreateUserRequest, 'permissions'>> & { permissions: Partial<Permissions> };

export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    email: record.email,
    role: record.role,
    active: record.active,
    permissions: { ...noPermissions(), ...record.permissions },
    two_factor_enabled: record.twoFactorEnabled,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(
    private readonly store: EventStore,
    private readonly ownerConfirmation: OwnerConfirmation,
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
    private readonly work: OpenWork,
  ) {}

  async list(): Promise<User[]> {
    return (await this.users.find({ order: { createdAt: 'ASC' } })).map(toUser);
  }

  async count(): Promise<number> {
    return this.users.count();
  }

  async get(id: string): Promise<User> {
    const record = await this.users.findOneBy({ id });
    if (!record) throw new NotFoundException('Benutzer nicht gefunden');
    return toUser(record);
  }

  async create(input: ParsedCreate, actor: StaffPrincipal | null): Promise<User> {
    await this.assertUsernameFree(input.username);
    await assertPasswordAllowed(input.password, input, 'password');
    const userId = randomUUID();
    const passwordHash = await hashPassword(input.password);
    await this.run(
      userId,
      {
        type: 'CreateUser',
        actor: actorOf(actor),
        userId,
        username: input.username,
        email: input.email,
        role: input.role,
        active: input.active,
        permissions: { ...noPermissions(), ...input.permissions },
      },
      actor,
      (manager) => this.saveCredential(manager, userId, passwordHash),
    );
    return this.get(userId);
  }

  /** The plans and preview links of the account that would end with a deactivation or deletion. */
  async openWork(id: string): Promise<StaffOpenWork> {
    await this.get(id);
    return this.work.count(id);
  }

  /**
   * An edit. One's own new password or e-mail address needs the owner's confirmation (current password,
   * and a code with two-factor login); a new password of one's own ends the account's other sessions and
   * keeps this one. A colleague's password is set without their old one (the privilege rules decide who may).
   * `client` is the request's client, for the login throttle the confirmation runs under; `passwordField`
   * names the new password's field in a refusal. `ended` is the work of theirs (plans, preview links) that the
   * changed account no longer allows (all of it on a deactivation, that of a content whose permission was
   * taken away).
   */
  async update(
    id: string,
    input: UpdateUserRequest,
    actor: StaffPrincipal,
    client: string,
    passwordField = 'password',
  ): Promise<{ user: User; ended: StaffOpenWork }> {
    const current = await this.get(id);
    if (input.username !== undefined && input.username.toLowerCase() !== current.username.toLowerCase()) {
      await this.assertUsernameFree(input.username);
    }
    const own = id === actor.id;
    if (own && input.active === false) {
      throw new BadRequestException('Sie können Ihr eigenes Konto nicht deaktivieren');
    }
    if (input.password) {
      const context = { username: input.username ?? current.username, email: input.email ?? current.email };
      await assertPasswordAllowed(input.password, context, passwordField);
    }
    const emailChanges = input.email !== undefined && input.email !== current.email;
    if (own && (input.password || emailChanges)) {
      // Last of the checks: a code given here is used up.
      await this.ownerConfirmation.confirm(
        actor,
        { currentPassword: input.current_password, code: input.code },
        client,
      );
    }
    const password = input.password ? await hashPassword(input.password) : undefined;
    await this.run(
      id,
      {
        type: 'UpdateUser',
        actor: actorOf(actor),
        username: input.username,
        email: input.email,
        role: input.role,
        active: input.active,
        permissions: input.permissions ? { ...noPermissions(), ...input.permissions } : undefined,
        passwordChanged: password !== undefined,
      },
      actor,
      async (manager) => {
        if (password) await this.saveCredential(manager, id, password);
        await this.assertAnActiveAdminRemains(manager);
      },
      own ? ownSessionMetadata(actor) : actorMetadata(actor),
    );
    const ended = await this.work.settle(id, actor);
    return { user: await this.get(id), ended };
  }

  /** 'Mein Konto': one's own new password, confirmed by the owner; the other sessions end, this one stays. */
  async changeOwnPassword(
    actor: StaffPrincipal,
    input: { current_password: string; new_password: string; code?: string },
    client: string,
  ): Promise<void> {
    await this.update(
      actor.id,
      { password: input.new_password, current_password: input.current_password, code: input.code },
      actor,
      client,
      'new_password',
    );
  }

  /** Deletes an account; `ended` is the work of theirs (plans, preview links) that ended with it. */
  async delete(id: string, actor: StaffPrincipal): Promise<{ ended: StaffOpenWork }> {
    await this.get(id);
    if (id === actor.id) throw new BadRequestException('Sie können Ihr eigenes Konto nicht löschen');
    await this.run(id, { type: 'DeleteUser', actor: actorOf(actor) }, actor, async (manager) => {
      await manager.delete(UserCredential, { userId: id });
      await manager.delete(UserTwoFactor, { userId: id });
      await this.assertAnActiveAdminRemains(manager);
    });
    return { ended: await this.work.settle(id, actor) };
  }

  private async run(
    userId: string,
    command: UserCommand,
    actor: StaffPrincipal | null,
    alsoInTransaction?: (manager: EntityManager) => Promise<void>,
    metadata: EventMetadata = actorMetadata(actor),
  ): Promise<void> {
    try {
      await handleCommand(this.store, userStreamId(userId), userDecider, command, {
        metadata,
        alsoInTransaction,
      });
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'users_username_unique') {
        throw new ConflictException('Benutzername ist bereits vergeben');
      }
      throw error;
    }
  }

  private async saveCredential(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.upsert(UserCredential, { userId, passwordHash, updatedAt: new Date() }, ['userId']);
  }

  private async assertUsernameFree(username: string): Promise<void> {
    const taken = await this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getExists();
    if (taken) throw new ConflictException('Benutzername ist bereits vergeben');
  }

  /**
   * Runs inside the append's transaction, after the users projection applied the change. Appends are
   * serialised by the event store's transaction-scoped advisory lock, so two admins demoting, deactivating
   * or deleting each other at the same moment are checked one after the other, each against the other's
   * committed change: the second finds no admin left and rolls back.
   */
  private async assertAnActiveAdminRemains(manager: EntityManager): Promise<void> {
    const remaining = await manager
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .where(`u.role = 'admin' AND u.active`)
      .getExists();
    // Refused inside the append's transaction, which it rolls back.
    if (!remaining) throw new RuleViolation('invalid', LAST_ADMIN_MESSAGE);
  }
}
