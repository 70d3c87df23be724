import { Injectable, Logger } from '@nestjs/common';
import type { StaffOpenWork } from '@agency/contracts';
import type { StaffPrincipal } from '../auth/staff-principal';

/**
 * One kind of work a staff member set going that acts under their name later (planned publications,
 * preview links, API keys), kept by the feature that owns it. Each checks its own work against the account whenever
 * it acts; `settle` ends at once what the account no longer allows, so a deactivated user's work stays
 * ended when the account comes back.
 */
export interface OpenWorkSource {
  /** How much of `userId`'s work still waits or opens. */
  count(userId: string): Promise<Partial<StaffOpenWork>>;
  /** Ends the work of `userId` that their account (read now) no longer allows; how much ended. */
  settle(userId: string, actor: StaffPrincipal): Promise<Partial<StaffOpenWork>>;
}

const NONE: StaffOpenWork = { plans: 0, previewLinks: 0, apiKeys: 0 };

function add(total: StaffOpenWork, part: Partial<StaffOpenWork>): StaffOpenWork {
  return {
    plans: total.plans + (part.plans ?? 0),
    previewLinks: total.previewLinks + (part.previewLinks ?? 0),
    apiKeys: total.apiKeys + (part.apiKeys ?? 0),
  };
}

/**
 * What ends with a staff account: the users screen shows it before a deactivation or deletion, and the
 * account's changes settle it. The features register their work here (the users module knows none of them).
 */
@Injectable()
export class OpenWork {
  private readonly logger = new Logger('Users');
  private readonly sources: OpenWorkSource[] = [];

  register(source: OpenWorkSource): void {
    this.sources.push(source);
  }

  async count(userId: string): Promise<StaffOpenWork> {
    let total = NONE;
    for (const source of this.sources) total = add(total, await source.count(userId));
    return total;
  }

  /**
   * Runs after a change of the account has committed. A source that fails here leaves its work to the check
   * it makes whenever the work acts: the change stands either way.
   */
  async settle(userId: string, actor: StaffPrincipal): Promise<StaffOpenWork> {
    let total = NONE;
    for (const source of this.sources) {
      try {
        total = add(total, await source.settle(userId, actor));
      } catch (error) {
        this.logger.warn(
          `Open work of user ${userId} not ended at once: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return total;
  }
}
