export { servicesQuery, useServices, type Service } from './api/get-services';
export { ServiceTabs } from './service-tabs';
export { MoreServices } from './more-services';
export { ProcessSteps } from './process-steps';
export { WhyUs } from './why-us';

/** Core services have a full package ladder; the rest are shown as 'Weitere Services' (docs/decisions.md). */
export function isCoreService(service: { packages: unknown[] }): boolean {
  return service.packages.length >= 3;
}
