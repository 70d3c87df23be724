import { Injectable } from '@nestjs/common';
import { type Decider, type DomainEvent, EventStore, handleCommand } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../staff-principal';

/** Admins require (or stop requiring) two-factor login for all staff. */
export type TwoFactorRequirementChanged = DomainEvent<'TwoFactorRequirementChanged', { required: boolean }>;

/** The one stream of staff-wide security rules. */
export const STAFF_POLICY_STREAM = 'staff-policy';

type Policy = { required: boolean };
type SetRequirement = { type: 'SetTwoFactorRequirement'; required: boolean };

const policyDecider: Decider<Policy, SetRequirement, TwoFactorRequirementChanged> = {
  initialState: { required: false },
  evolve: (state, event) => (event.type === 'TwoFactorRequirementChanged' ? { required: event.data.required } : state),
  decide: (command, state) =>
    command.required === state.required
      ? []
      : [{ type: 'TwoFactorRequirementChanged', data: { required: command.required } }],
};

/** Whether staff must use two-factor login: read from the log (a handful of events ever), set by admins. */
@Injectable()
export class TwoFactorPolicy {
  constructor(private readonly store: EventStore) {}

  async required(): Promise<boolean> {
    const events = await this.store.readStream(STAFF_POLICY_STREAM);
    return events.reduce(
      (state, event) => policyDecider.evolve(state, event as unknown as TwoFactorRequirementChanged),
      policyDecider.initialState,
    ).required;
  }

  async setRequired(required: boolean, actor: StaffPrincipal): Promise<boolean> {
    const result = await handleCommand(
      this.store,
      STAFF_POLICY_STREAM,
      policyDecider,
      { type: 'SetTwoFactorRequirement', required },
      { metadata: actorMetadata(actor) },
    );
    return result.state.required;
  }
}
