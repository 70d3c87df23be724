import { Get } from '@nestjs/common';
import type { BackupStatus } from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';
import { BackupService } from './backup.service';

/** The backups in the 'Backend' tab: last run's time, size and outcome, the schedule. */
@AdminController('backend')
export class BackupController {
  constructor(private readonly backups: BackupService) {}

  @Get('backup')
  @RequirePermission('system')
  status(): Promise<BackupStatus> {
    return this.backups.status();
  }
}
