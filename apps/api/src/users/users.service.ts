import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import {
  type CreateUserRequest,
  noPermissions,
  type Permissions,
  type UpdateUserRequest,
  type User,
} from '@agency/contracts';
import { EventStore, handleCommand, RuleViolation } from '@agency/event-store';
import { hashPassword } from '../auth/password-hasher';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
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
    @InjectRepository(UserRecord) private readonly users: Repository<UserRecord>,
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

  async update(id: string, input: UpdateUserRequest, actor: StaffPrincipal): Promise<User> {
    const current = await this.get(id);
    if (input.username !== undefined && input.username.toLowerCase() !== current.username.toLowerCase()) {
      await this.assertUsernameFree(input.username);
    }
    if (id === actor.id && input.active === false) {
      throw new BadRequestException('Sie können Ihr eigenes Konto nicht deaktivieren');
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
    );
    return this.get(id);
  }

  async delete(id: string, actor: StaffPrincipal): Promise<void> {
    await this.get(id);
    if (id === actor.id) throw new BadRequestException('Sie können Ihr eigenes Konto nicht löschen');
    await this.run(id, { type: 'DeleteUser', actor: actorOf(actor) }, actor, async (manager) => {
      await manager.delete(UserCredential, { userId: id });
      await manager.delete(UserTwoFactor, { userId: id });
      await this.assertAnActiveAdminRemains(manager);
    });
  }

  private async run(
    userId: string,
    command: UserCommand,
    actor: StaffPrincipal | null,
    alsoInTransaction?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    try {
      await handleCommand(this.store, userStreamId(userId), userDecider, command, {
        metadata: actorMetadata(actor),
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
