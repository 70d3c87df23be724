import { tableProjection } from '@agency/event-store';
import { ApiKeyRecord } from './api-key.entity';
import { API_KEY_STREAMS, type ApiKeyEvent } from './api-key.events';

export const apiKeysProjection = tableProjection<ApiKeyEvent, ApiKeyRecord>({
  name: 'api-keys',
  table: ApiKeyRecord,
  streams: API_KEY_STREAMS,
  async apply(event, { id, table }) {
    switch (event.type) {
      case 'ApiKeyCreated':
        return table.insert({
          id,
          userId: event.data.userId,
          name: event.data.name,
          hint: event.data.hint,
          createdAt: event.createdAt,
          lastUsedAt: null,
          revokedAt: null,
        });
      case 'ApiKeyRevoked':
        return table.update(id, { revokedAt: event.createdAt });
      case 'ApiKeyUsed':
        return table.update(id, { lastUsedAt: event.createdAt });
    }
  },
});
