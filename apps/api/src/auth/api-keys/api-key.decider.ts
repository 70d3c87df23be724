import { API_KEY_MESSAGES } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { ApiKeyCreated, ApiKeyEvent } from './api-key.events';

export type ApiKeyState = { status: 'absent' } | { status: 'active' | 'revoked'; userId: string; name: string };

export type CreateApiKey = { type: 'CreateApiKey'; key: ApiKeyCreated['data'] };
/** Revoked by its owner: anyone else is told it does not exist. */
export type RevokeApiKey = { type: 'RevokeApiKey'; by: string };
export type ApiKeyCommand = CreateApiKey | RevokeApiKey;

export function evolveApiKey(state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  switch (event.type) {
    case 'ApiKeyCreated':
      return { status: 'active', userId: event.data.userId, name: event.data.name };
    case 'ApiKeyRevoked':
      return state.status === 'absent' ? state : { ...state, status: 'revoked' };
    case 'ApiKeyUsed':
      return state;
  }
}

/** Revoking a revoked key changes nothing. */
export function decideApiKey(command: ApiKeyCommand, state: ApiKeyState): ApiKeyEvent[] {
  if (command.type === 'CreateApiKey') {
    if (state.status !== 'absent') throw new RuleViolation('conflict', 'API-Schlüssel existiert bereits');
    return [{ type: 'ApiKeyCreated', data: command.key }];
  }
  if (state.status === 'absent' || state.userId !== command.by)
    throw new RuleViolation('not_found', API_KEY_MESSAGES.notFound);
  return state.status === 'revoked' ? [] : [{ type: 'ApiKeyRevoked', data: { name: state.name } }];
}

export const apiKeyDecider = {
  initialState: { status: 'absent' } as ApiKeyState,
  decide: decideApiKey,
  evolve: evolveApiKey,
};
