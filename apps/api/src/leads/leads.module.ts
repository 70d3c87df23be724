import { Module } from '@nestjs/common';
import { LeadSourcesQueries } from './lead-sources.queries';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';

/** Leads by source: which traffic sources and entry pages bring offer requests. */
@Module({
  controllers: [LeadsController],
  providers: [LeadsService, LeadSourcesQueries],
  exports: [LeadsService],
})
export class LeadsModule {}
