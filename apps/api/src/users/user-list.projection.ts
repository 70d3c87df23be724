import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import { UserRecord } from './user.entity';
import { USER_EVENT_TYPES, type UserEvent } from './user.events';

const userIdOf = (event: RecordedEvent) => event.streamId.replace(/^user-/, '');

export const userListProjection: InlineProjection = {
  name: 'users',
  handles: USER_EVENT_TYPES,
  async apply(events: readonly RecordedEvent[], manager: EntityManager) {
    const repo = manager.getRepository(UserRecord);
    for (const recorded of events) {
      const event = recorded as unknown as RecordedEvent<UserEvent> & UserEvent;
      const id = userIdOf(recorded);
      const at = recorded.createdAt;
      switch (event.type) {
        case 'UserCreated':
          await repo.insert({ ...event.data, id, sessionVersion: 0, createdAt: at, updatedAt: at });
          break;
        case 'UserDetailsChanged':
          await repo.update(id, { ...event.data, updatedAt: at });
          break;
        case 'UserActivated':
          await repo.update(id, { active: true, updatedAt: at });
          break;
        case 'UserDeactivated':
          await repo.update(id, { active: false, updatedAt: at });
          await repo.increment({ id }, 'sessionVersion', 1);
          break;
        case 'UserPasswordChanged':
          await repo.update(id, { updatedAt: at });
          await repo.increment({ id }, 'sessionVersion', 1);
          break;
        case 'UserDeleted':
          await repo.delete(id);
          break;
      }
    }
  },
  async reset(manager: EntityManager) {
    await manager.getRepository(UserRecord).clear();
  },
};
