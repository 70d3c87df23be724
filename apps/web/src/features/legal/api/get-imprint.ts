import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, obj, str } from '../../../lib/public-api';
import { DEFAULT_IMPRINT } from '../default-imprint';

export interface Imprint {
  title: string;
  company: {
    name: string;
    legal: string;
    owner: string;
    address: { street: string; city: string; country: string };
    contact: { phone: string; email: string; website: string };
    tax: { ustId: string; steuernummer: string };
    responsible: { name: string; address: string };
  };
  disclaimer: { liability: string; copyright: string };
  dispute_resolution?: string;
}

/** Fills a loaded imprint from the default, field by field. */
function merge(loaded: Record<string, unknown>): Imprint {
  const d = DEFAULT_IMPRINT;
  const c = obj(loaded.company);
  const pick = (value: unknown, fallback: string) => str(value) || fallback;
  return {
    title: pick(loaded.title, d.title),
    company: {
      name: pick(c.name, d.company.name),
      legal: pick(c.legal, d.company.legal),
      owner: pick(c.owner, d.company.owner),
      address: {
        street: pick(obj(c.address).street, d.company.address.street),
        city: pick(obj(c.address).city, d.company.address.city),
        country: pick(obj(c.address).country, d.company.address.country),
      },
      contact: {
        phone: pick(obj(c.contact).phone, d.company.contact.phone),
        email: pick(obj(c.contact).email, d.company.contact.email),
        website: pick(obj(c.contact).website, d.company.contact.website),
      },
      tax: {
        ustId: pick(obj(c.tax).ustId, d.company.tax.ustId),
        steuernummer: pick(obj(c.tax).steuernummer, d.company.tax.steuernummer),
      },
      responsible: {
        name: pick(obj(c.responsible).name, d.company.responsible.name),
        address: pick(obj(c.responsible).address, d.company.responsible.address),
      },
    },
    disclaimer: {
      liability: pick(obj(loaded.disclaimer).liability, d.disclaimer.liability),
      copyright: pick(obj(loaded.disclaimer).copyright, d.disclaimer.copyright),
    },
    dispute_resolution: str(loaded.dispute_resolution) || undefined,
  };
}

/** GET /api/public/legal/impressum; the built-in default stays when loading fails (spec §2.11). */
export async function getImprint(fetchJson: () => Promise<unknown>): Promise<Imprint> {
  try {
    return merge(obj(await fetchJson()));
  } catch (error) {
    logLoadError('impressum', error);
    return DEFAULT_IMPRINT;
  }
}

export const imprintQuery = queryOptions({
  queryKey: ['public', 'legal', 'impressum'],
  queryFn: ({ client }) => getImprint(() => getJson(client, '/api/public/legal/impressum')),
});

export const useImprint = () => useQuery(imprintQuery);
