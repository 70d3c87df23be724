import { Delete, ForbiddenException, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { hasPermission, type PlannedPublication } from '@agency/contracts';
import { AdminController, AnyStaff, CurrentStaff } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ContentRegistry, type PlannableContent } from '../content.registry';
import { KindContents } from '../engine/content-providers';
import { findPlan, listPlans } from './publication-plans';

const NOT_FOUND = 'Geplante Veröffentlichung nicht gefunden';

/**
 * 'Geplant' across content types: every planned publish and taking offline a staff member may
 * see, with cancel. Open to staff holding at least one content permission (the tab's rule; anyone else gets
 * 403, as on every admin route without its permission); the list holds, and a cancel is allowed for, only
 * the content types whose permission they hold (checked here per plan, as each editor's own routes do).
 */
@ApiTags('Geplant')
@ApiBearerAuth()
@AdminController('plans')
@AnyStaff()
export class PlannedPublicationsController {
  private readonly plannable: readonly PlannableContent[];
  private readonly byName: ReadonlyMap<string, PlannableContent>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly contents: KindContents,
    content: ContentRegistry,
  ) {
    this.plannable = content.plannable;
    this.byName = new Map(content.plannable.map((plannable) => [plannable.name, plannable]));
  }

  @Get()
  @ApiOperation({ summary: 'Geplant: offene und zuletzt ausgeführte Pläne aller Inhalte mit Berechtigung' })
  async list(@CurrentStaff() staff: StaffPrincipal): Promise<{ success: true; plans: PlannedPublication[] }> {
    const contents = this.plannable.filter((c) => hasPermission(staff.role, staff.permissions, c.permission));
    if (contents.length === 0) throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    const plans = await listPlans(
      this.dataSource,
      contents.map((c) => c.name),
    );
    return {
      success: true,
      plans: plans.map((plan) => ({ ...plan, contentLabel: this.byName.get(plan.content)?.label ?? plan.content })),
    };
  }

  @Delete(':planId')
  @ApiOperation({ summary: 'Geplant: einen Plan absagen (mit der Berechtigung seines Inhalts)' })
  async cancel(@Param('planId') planId: string, @CurrentStaff() staff: StaffPrincipal) {
    if (!this.plannable.some((c) => hasPermission(staff.role, staff.permissions, c.permission)))
      throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    const plan = await findPlan(this.dataSource, null, planId);
    const content = plan && this.byName.get(plan.content);
    if (!plan || !content) throw new NotFoundException(NOT_FOUND);
    if (!hasPermission(staff.role, staff.permissions, content.permission))
      throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    if (content.collection && !plan.item_id) throw new NotFoundException(NOT_FOUND);
    await this.contents.of(content.name)?.cancelPlan(plan.item_id, planId, staff);
    return { success: true };
  }
}
