import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StaffOpenWork } from '@agency/contracts';
import { ConcurrencyError } from '@agency/event-store';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { OpenWork, type OpenWorkSource } from '../../users/open-work';
import { staffRights, standingOf } from '../../users/staff-standing';
import { KindContents } from '../engine/content-providers';
import { plannerStanding } from '../engine/publication-plan';
import { PreviewLinks } from './preview-links';
import { plansWaitingFor } from './publication-plans';

/** Appends tried per plan when edits of its content keep coming in between. */
const ATTEMPTS = 3;

/**
 * A staff member's planned publications and preview links, as work that ends with their account: the
 * users screen counts it before a deactivation or deletion, and each change of the account ends what it
 * no longer allows (a plan fails with its reason, shown in 'Geplant'; a link is revoked). The scheduler and
 * the preview pages check the same rule whenever a plan runs or a link opens.
 */
@Injectable()
export class PlannerOpenWork implements OpenWorkSource, OnModuleInit {
  private readonly logger = new Logger('Publishing');

  constructor(
    private readonly dataSource: DataSource,
    private readonly contents: KindContents,
    private readonly previews: PreviewLinks,
    private readonly work: OpenWork,
  ) {}

  onModuleInit(): void {
    this.work.register(this);
  }

  async count(userId: string): Promise<Partial<StaffOpenWork>> {
    return {
      plans: (await plansWaitingFor(this.dataSource, userId)).length,
      previewLinks: await this.previews.countOpenBy(userId),
    };
  }

  async settle(userId: string, actor: StaffPrincipal): Promise<Partial<StaffOpenWork>> {
    const rights = await staffRights(this.dataSource, userId);
    let plans = 0;
    for (const plan of await plansWaitingFor(this.dataSource, userId)) {
      const content = this.contents.of(plan.content);
      if (!content) continue;
      const standing = plannerStanding(standingOf(rights, content.definition.permission));
      if (standing === 'allowed') continue;
      const fail = (): Promise<boolean> => content.failPlan(plan.item_id, plan.plan_id, standing, actor);
      try {
        if (await retried(fail)) plans++;
      } catch (error) {
        // Left to the scheduler, which checks the planner again when the plan comes due.
        this.logger.warn(
          `Plan ${plan.plan_id} not ended at once: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { plans, previewLinks: await this.previews.revokeUnallowed(userId, actor) };
  }
}

/** Appends again when an edit of the same content came in between (each try reads the stream anew). */
async function retried(fail: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fail();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
