import { tableProjection } from '@agency/event-store';
import { UserRecord } from './user.entity';
import { USER_STREAMS, type UserEvent } from './user.events';

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
          twoFactorEnabled: false,
          createdAt: at,
          updatedAt: at,
        });
      case 'UserDetailsChanged':
        return table.update(id, { ...event.data, updatedAt: at });
      case 'UserActivated':
        return table.update(id, { active: true, updatedAt: at });
      case 'UserDeactivated':
        await table.update(id, { active: false, updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserPasswordChanged':
        await table.update(id, { updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserDeleted':
        return table.delete(id);
      case 'UserTwoFactorEnabled':
        return table.update(id, { twoFactorEnabled: true, updatedAt: at });
      case 'UserTwoFactorDisabled':
        return table.update(id, { twoFactorEnabled: false, updatedAt: at });
      case 'UserTwoFactorReset':
        await table.update(id, { twoFactorEnabled: false, updatedAt: at });
        return table.increment({ id }, 'sessionVersion', 1);
      case 'UserRecoveryCodesRenewed':
        return undefined;
    }
  },
});
