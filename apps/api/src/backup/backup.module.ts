import { Module } from '@nestjs/common';
import { PipelineControlModule } from '../pipeline-control/pipeline-control.module';
import { BackupController } from './backup.controller';
import { BackupService } from './backup.service';

@Module({ imports: [PipelineControlModule], controllers: [BackupController], providers: [BackupService] })
export class BackupModule {}
