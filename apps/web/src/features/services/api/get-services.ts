import type { PublicService } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type Service = PublicService;
export type ServicePackage = Service['packages'][number];

/** GET /api/services; an error, an empty list or a failure gives the built-in services. */
export async function getServices(fetchJson: () => Promise<unknown>): Promise<Service[]> {
  try {
    const list = (await readPublic('publicServicesSchema', await fetchJson())).filter((service) => service.active);
    if (list.length > 0) return list;
  } catch (error) {
    logLoadError('services', error);
  }
  const { FALLBACK_SERVICES } = await import('../fallback-services');
  return (await readPublic('publicServicesSchema', FALLBACK_SERVICES)).filter((service) => service.active);
}

export const servicesQuery = queryOptions({
  queryKey: ['public', 'services'],
  queryFn: ({ client }) => getServices(() => getJson(client, '/api/services')),
});

export const useServices = () => useQuery(servicesQuery);
