import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, obj, str, strList } from '../../../lib/public-api';

export interface ServicePackage {
  name: string;
  pages?: string;
  price: string;
  setup?: string;
  features: string[];
}

export interface Service {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  detailedDescription: string;
  icon: string;
  image: string;
  startingPrice: string;
  price?: string;
  deliveryTime: string;
  features: string[];
  included: string[];
  technologies: string[];
  packages: ServicePackage[];
  addons: { name: string; price: string }[];
  note: string;
  active: boolean;
}

const optional = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : str(value));

function toService(item: Record<string, unknown>, index: number): Service {
  return {
    id: str(item.id, `service-${index}`),
    title: str(item.title),
    subtitle: str(item.subtitle),
    description: str(item.description),
    detailedDescription: str(item.detailedDescription),
    icon: str(item.icon, 'Code'),
    image: str(item.image),
    startingPrice: str(item.startingPrice) || str(item.price),
    deliveryTime: str(item.deliveryTime),
    features: strList(item.features),
    included: strList(item.included),
    technologies: strList(item.technologies),
    packages: asList(item.packages).map((p) => ({
      name: str(p.name),
      pages: optional(p.pages),
      price: str(p.price),
      setup: optional(p.setup),
      features: strList(p.features),
    })),
    addons: asList(item.addons).map((a) => ({ name: str(obj(a).name), price: str(obj(a).price) })),
    note: str(item.note),
    active: item.active !== false,
  };
}

/** GET /api/services; an error, an empty list or a failure gives the built-in services (spec §7). */
export async function getServices(fetchJson: () => Promise<unknown>): Promise<Service[]> {
  try {
    const list = asList(await fetchJson())
      .map(toService)
      .filter((service) => service.active);
    if (list.length > 0) return list;
  } catch (error) {
    logLoadError('services', error);
  }
  const { FALLBACK_SERVICES } = await import('../fallback-services');
  return FALLBACK_SERVICES.filter((service) => service.active);
}

export const servicesQuery = queryOptions({
  queryKey: ['public', 'services'],
  queryFn: ({ client }) => getServices(() => getJson(client, '/api/services')),
});

export const useServices = () => useQuery(servicesQuery);
