import { Module } from '@nestjs/common';
import { BackendController } from './backend.controller';
import { PipelineControlService } from './pipeline-control.service';

@Module({ controllers: [BackendController], providers: [PipelineControlService] })
export class BackendModule {}
