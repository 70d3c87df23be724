export { servicesQuery, useServices, type Service } from './api/get-services';
export { ServiceTabs } from './service-tabs';
export { MoreServices } from './more-services';
export { ProcessSteps } from './process-steps';
export { WhyUs } from './why-us';

/**
 * 'Kernleistungen' has one tab per active service. The small add-ons (fewer than three packages,
 * the seed's six extras) are also offered as 'Weitere Services' cards (docs/adr/0047-public-site-choices.md).
 */
export function isExtraService(service: { packages: unknown[] }): boolean {
  return service.packages.length < 3;
}
