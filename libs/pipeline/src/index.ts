export { ingestEnvSchema, type IngestConfig, type IngestModuleOptions } from './ingest.config';
export { clientAddress, clientKey, trustProxySchema, type AddressedRequest, type TrustProxy } from './trust-proxy';
export { INGEST_OPTIONS } from './ingest.tokens';
export { TRACK_JOB_NAME, trackJobOptions } from './track.queue';
export { IntakeModule, type IntakeModuleOptions } from './intake/intake.module';
export { TrackIntake, type TrackAccepted } from './intake/track-intake';
export { PublicTrackingConfigController } from './intake/tracking-config.controller';
export { COUNTRY_LOOKUP } from './intake/intake.tokens';
export { offlineCountryLookup, unknownCountry, type CountryLookup } from './intake/country.lookup';
export {
  enrichConsent,
  enrichPageView,
  enrichTimeUpdate,
  enrichTrackEvent,
  type RequestFacts,
} from './intake/call.enricher';
export { isBot } from './intake/bot-verdict';
export { classifyTrafficSource } from './intake/traffic-source';
export { publishTrackingConfig, trackingConfigKey, TrackingConfigSource } from './intake/tracking-config.source';
export { parseUserAgent, type UserAgentInfo } from './intake/user-agent.parser';
export { utcDay, visitorId } from './intake/visitor-id';
export { WorkerModule } from './worker/worker.module';
export { processTrackJob, TrackProcessor } from './worker/track.processor';
export { TrackQueueStatus, type TrackQueueCounts } from './worker/track-queue.status';
export { PipelineControl, STALL_AFTER_MS, appendPipelineLog } from './control/pipeline.control';
export { pipelineKeys, type WorkerHeartbeat } from './control/pipeline.keys';
