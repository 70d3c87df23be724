import type { DomainEvent } from '@agency/event-store';
import { defaultTrackingConfig, type TrackingConfig } from '@agency/contracts';
import type { Decider } from '@agency/event-store';

export const TRACKING_CONFIG_STREAM = 'setting-tracking-config';

/** The whole configuration after the change; a restore is the same event with an earlier config. */
export type TrackingConfigChanged = DomainEvent<'TrackingConfigChanged', { config: TrackingConfig; restoredFrom?: number }>;
export type TrackingConfigEvent = TrackingConfigChanged;
export const TRACKING_CONFIG_EVENT_TYPES: readonly TrackingConfigEvent['type'][] = ['TrackingConfigChanged'];

export type TrackingConfigCommand = { type: 'ChangeTrackingConfig'; config: TrackingConfig; restoredFrom?: number };

export const trackingConfigDecider: Decider<TrackingConfig, TrackingConfigCommand, TrackingConfigEvent> = {
  initialState: defaultTrackingConfig(),
  // Saving what is already in force records nothing.
  decide: (command, state) =>
    JSON.stringify(command.config) === JSON.stringify(state)
      ? []
      : [{ type: 'TrackingConfigChanged', data: { config: command.config, ...(command.restoredFrom ? { restoredFrom: command.restoredFrom } : {}) } }],
  evolve: (_state, event) => event.data.config,
};
