import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminController, RequirePermission, TakesApiKeys } from '../auth/staff.decorators';

/**
 * A controller of the statistics under /api/admin/statistics[/<path>]: the `statistics` permission, reachable
 * with a staff session or a personal API key, documented under 'Statistik'.
 */
export const StatisticsApi = (path?: string) =>
  applyDecorators(
    ApiTags('Statistik'),
    ApiBearerAuth(),
    ApiBearerAuth('api-key'),
    AdminController(path ? `statistics/${path}` : 'statistics'),
    RequirePermission('statistics'),
    TakesApiKeys(),
  );
