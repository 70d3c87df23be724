export { LOG_LEVELS, observabilityEnvSchema, type LogLevel, type ObservabilityConfig } from './observability.config';
export { createLogger, PinoNestLogger, requestLogger, type Logger, type LoggerOptions } from './logging/logger';
export { callerRequestId, REQUEST_ID_HEADER, requestIdFrom } from './logging/request-id';
export {
  httpRequestDuration,
  metricsRegistry,
  observeHttpRequest,
  routeDurationObserver,
  UNMATCHED_ROUTE,
} from './metrics/metrics.registry';
export {
  pipelineMetrics,
  refreshQueueGauges,
  renderMetrics,
  setQueueProbe,
  type DropReason,
  type QueueSnapshot,
} from './metrics/pipeline.metrics';
export { BoundedCache, type BoundedCacheOptions } from './metrics/bounded-cache';
export { HealthRegistry, type CheckStatus, type Readiness } from './health/health.registry';
export { HealthController, readinessAnswer, type ReadyAnswer } from './health/health.controller';
export { MetricsController } from './metrics/metrics.controller';
export { installExpressObservability } from './http/express-observability';
export { fastifyRequestIdOptions, installFastifyObservability, type FastifyLike } from './http/fastify-observability';
export { gracefulShutdown, installGracefulShutdown, type ShutdownOptions } from './shutdown/graceful-shutdown';
export { ObservabilityModule } from './observability.module';
export {
  isPublishedSecret,
  PUBLISHED_SECRETS,
  publishedSecretProblems,
  type SecretRule,
} from './config/published-secrets';
export {
  closeInternal,
  expressInternalRouteGuard,
  installFastifyInternalRouteGuard,
  internalRouteAllowed,
  isInternalPath,
  listenInternal,
  type InternalRoutesOptions,
} from './http/internal-routes';
export { expressSecurityHeaders, installFastifySecurityHeaders, type PagePolicies } from './http/security-headers';
export { answerInFront } from './http/in-front';
