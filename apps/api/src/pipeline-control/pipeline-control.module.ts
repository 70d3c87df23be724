import { Module } from '@nestjs/common';
import { BackendController } from './pipeline-control.controller';
import { PipelineControlService } from './pipeline-control.service';

@Module({ controllers: [BackendController], providers: [PipelineControlService] })
export class BackendModule {}
