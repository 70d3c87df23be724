import { type EventMetadata, tableProjection } from '@agency/event-store';
import { UserRecord } from './user.entity';
import { USER_STREAMS, type UserEvent } from './user.events';

/**
 * The session that made a change ending its own account's sessions, which stays valid: named in the
 * event's metadata (ownSessionMetadata) when the actor is the account itself, else none.
 */
function keptSession(event: { metadata: EventMetadata }, userId: string): string | null {
  const { actor, session } = event.metadata;
  return actor?.id === userId && typeof session === 'string' ? session : null;
}

export const userListProjection = tableProjection<UserEvent, UserRecord>({
  name: 'users',
  table: UserRecord,
  streams: USER_STREAMS,
  async apply(event, { id, table }) {
    const at = event.createdAt;
    switch (event.type) {
      case 'UserCreated':
        return table.insert({
          ...event.data,
          id,
          sessionVersion: 0,
          keptSessionId: null,
          twoFactorEnabled: false,
          createdAt: at,
          updatedAt: at,
        });
      case 'UserDetailsChanged':
        return table.update(id, { ...event.data, updatedAt: at });
      case 'UserActivated':
        return table.update(id, { active: true, updatedAt: at });
      case 'UserDeactivated':
        await table.update(id, { active: false, keptSessionId: null, updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserPasswordChanged':
        await table.update(id, { keptSessionId: keptSession(event, id), updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserDeleted':
        return table.delete(id);
      // A session that may have been taken over before the second factor existed ends with it.
      case 'UserTwoFactorEnabled':
        await table.update(id, { twoFactorEnabled: true, keptSessionId: keptSession(event, id), updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserTwoFactorDisabled':
        return table.update(id, { twoFactorEnabled: false, updatedAt: at });
      case 'UserTwoFactorReset':
        await table.update(id, { twoFactorEnabled: false, keptSessionId: null, updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserRecoveryCodesRenewed':
        return undefined;
    }
  },
});
