import { Module } from '@nestjs/common';
import { PipelineControlController } from './pipeline-control.controller';
import { PipelineControlService } from './pipeline-control.service';

@Module({
  controllers: [PipelineControlController],
  providers: [PipelineControlService],
  exports: [PipelineControlService],
})
export class PipelineControlModule {}
