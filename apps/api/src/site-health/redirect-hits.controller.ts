import { Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { MAX_REDIRECTS, REDIRECT_MATCHES, type RedirectHits } from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';

/** 'Aufrufe' of each redirect (RedirectHitCounter), for the 'Weiterleitungen' tab. */
@ApiTags('Weiterleitungen')
@ApiBearerAuth()
@AdminController('redirect-hits')
@RequirePermission('website')
export class RedirectHitsController {
  constructor(private readonly dataSource: DataSource) {}

  @ApiOperation({ summary: 'Aufrufe je Weiterleitung (Art des Vergleichs, alte Adresse), seit sie besteht' })
  @Get()
  async list(): Promise<RedirectHits> {
    const rows = await this.dataSource.query<
      { match: (typeof REDIRECT_MATCHES)[number]; from: string; hits: string; last_hit: Date }[]
    >(`SELECT match, from_path AS "from", hits, last_hit FROM redirect_hits ORDER BY hits DESC LIMIT $1`, [
      MAX_REDIRECTS * 5,
    ]);
    return {
      hits: rows.map((row) => ({ ...row, hits: Number(row.hits), last_hit: new Date(row.last_hit).toISOString() })),
    };
  }
}
