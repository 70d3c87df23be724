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
import { type EventMetadata, EventStore, handleCommand } from '@agency/event-store';
import { hashPassword } from '../auth/password-hasher';
import type { StaffPrincipal } from '../auth/staff-principal';
import { userDecider, UserRuleViolation, type UserCommand } from './user.decider';
import { UserCredential, UserRecord } from './user.entity';
import { userStreamId } from './user.events';

type ParsedCreate = Required<Omit<CreateUserRequest, 'permissions'>> & { permissions: Partial<Permissions> };

export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    email: record.email,
    role: record.role,
    active: record.active,
    permissions: { ...noPermissions(), ...record.permissions },
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
    await this.run(userId, {
      type: 'CreateUser',
      userId,
      username: input.username,
      email: input.email,
      role: input.role,
      active: input.active,
      permissions: { ...noPermissions(), ...input.permissions },
    }, actor, (manager) => this.saveCredential(manager, userId, passwordHash));
    return this.get(userId);
  }

  async update(id: string, input: UpdateUserRequest, actor: StaffPrincipal): Promise<User> {
    const current = await this.get(id);
    if (input.username !== undefined && input.username.toLowerCase() !== current.username.toLowerCase()) {
      await this.assertUsernameFree(input.username);
    }
    const losesAdmin =
      current.role === 'admin' && current.active && (input.role === 'editor' || input.active === false);
    if (losesAdmin) await this.assertAnotherActiveAdmin(id);
    if (id === actor.id && input.active === false) {
      throw new BadRequestException('Sie können Ihr eigenes Konto nicht deaktivieren');
    }
    const password = input.password ? await hashPassword(input.password) : undefined;
    await this.run(id, {
      type: 'UpdateUser',
      username: input.username,
      email: input.email,
      role: input.role,
      active: input.active,
      permissions: input.permissions ? { ...noPermissions(), ...input.permissions } : undefined,
      passwordChanged: password !== undefined,
    }, actor, password ? (manager) => this.saveCredential(manager, id, password) : undefined);
    return this.get(id);
  }

  async delete(id: string, actor: StaffPrincipal): Promise<void> {
    const current = await this.get(id);
    if (id === actor.id) throw new BadRequestException('Sie können Ihr eigenes Konto nicht löschen');
    if (current.role === 'admin' && current.active) await this.assertAnotherActiveAdmin(id);
    await this.run(id, { type: 'DeleteUser' }, actor, (manager) => manager.delete(UserCredential, { userId: id }).then(() => undefined));
  }

  private async run(
    userId: string,
    command: UserCommand,
    actor: StaffPrincipal | null,
    alsoInTransaction?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    const metadata: EventMetadata = { actor: actor ? { id: actor.id, username: actor.username } : null };
    try {
      await handleCommand(this.store, userStreamId(userId), userDecider, command, { metadata, alsoInTransaction });
    } catch (error) {
      if (error instanceof UserRuleViolation) {
        throw error.code === 'not_found' ? new NotFoundException(error.message) : new ConflictException(error.message);
      }
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

  private async assertAnotherActiveAdmin(exceptId: string): Promise<void> {
    const others = await this.users
      .createQueryBuilder('u')
      .where(`u.role = 'admin' AND u.active AND u.id <> :id`, { id: exceptId })
      .getCount();
    if (others === 0) throw new BadRequestException('Der letzte aktive Administrator kann nicht entfernt werden');
  }
}
