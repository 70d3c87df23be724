import type { Provider } from '@nestjs/common';
import { TrackingConfigSource } from '@agency/pipeline';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/**
 * Whether staff have the third-party analytics script configured right now, for the pages' CSP: read per
 * answer from memory. It follows the tracking configuration the api publishes to Redis after every change
 * (the copy every intake reads, on every api instance alike): on the change message, else within
 * INGEST_CONFIG_REFRESH_MS.
 */
export class ThirdPartyAnalyticsState {
  constructor(private readonly source: TrackingConfigSource) {}

  get configured(): boolean {
    return this.source.visitor.thirdPartyAnalytics.enabled;
  }
}

/** Its own Redis copy of the configuration (the inline intake's is internal to the intake module). */
const WEB_TRACKING_CONFIG = Symbol('WEB_TRACKING_CONFIG');

export const thirdPartyAnalyticsProviders: Provider[] = [
  {
    provide: WEB_TRACKING_CONFIG,
    inject: [API_CONFIG],
    useFactory: (config: ApiConfig) => new TrackingConfigSource({ redisUrl: config.redisUrl, config }),
  },
  {
    provide: ThirdPartyAnalyticsState,
    inject: [WEB_TRACKING_CONFIG],
    useFactory: (source: TrackingConfigSource) => new ThirdPartyAnalyticsState(source),
  },
];
