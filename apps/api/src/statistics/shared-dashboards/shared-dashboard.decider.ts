import { SHARED_DASHBOARD_MESSAGES } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { SharedDashboardCreated, SharedDashboardEvent } from './shared-dashboard.events';

export type SharedDashboardState = { status: 'absent' } | { status: 'shared' | 'revoked'; name: string };
export type SharedDashboardCommand =
  { type: 'ShareDashboard'; dashboard: SharedDashboardCreated['data'] } | { type: 'RevokeDashboard' };

export function evolveSharedDashboard(state: SharedDashboardState, event: SharedDashboardEvent): SharedDashboardState {
  if (event.type === 'SharedDashboardCreated') return { status: 'shared', name: event.data.name };
  return state.status === 'absent' ? state : { ...state, status: 'revoked' };
}

/** Shared once, revoked once; a revoked link is gone for good. */
export function decideSharedDashboard(
  command: SharedDashboardCommand,
  state: SharedDashboardState,
): SharedDashboardEvent[] {
  if (command.type === 'ShareDashboard') {
    if (state.status !== 'absent') throw new RuleViolation('conflict', 'Dashboard existiert bereits');
    return [{ type: 'SharedDashboardCreated', data: command.dashboard }];
  }
  if (state.status !== 'shared') throw new RuleViolation('not_found', SHARED_DASHBOARD_MESSAGES.notFound);
  return [{ type: 'SharedDashboardRevoked', data: { name: state.name } }];
}

export const sharedDashboardDecider = {
  initialState: { status: 'absent' } as SharedDashboardState,
  decide: decideSharedDashboard,
  evolve: evolveSharedDashboard,
};
