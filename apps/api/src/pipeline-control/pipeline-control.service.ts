import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PipelineControl } from '@agency/pipeline';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** Owns the api's PipelineControl (its own Redis connection, closed on shutdown). */
@Injectable()
export class PipelineControlService implements OnApplicationShutdown {
  readonly pipeline: PipelineControl;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.pipeline = new PipelineControl(config.redisUrl, config);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pipeline.close();
  }
}
