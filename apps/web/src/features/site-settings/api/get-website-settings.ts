import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_FALLBACK } from '../../../config/site';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export interface PublicWebsiteSettings {
  contact: { address: string; phone: string; email: string };
  social: { network: string; url: string }[];
  /** Company info staff maintain; empty strings when not set. */
  company: { name: string; slogan: string; founded: string };
}

const NO_COMPANY = { name: '', slogan: '', founded: '' };

/** GET /api/public/website-settings: contact data (with the built-in fallbacks) and enabled networks. */
export async function getWebsiteSettings(fetchJson: () => Promise<unknown>): Promise<PublicWebsiteSettings> {
  try {
    const {
      contact_info: contact,
      social_media,
      company_info: company,
    } = await readPublic('publicWebsiteSettingsSchema', await fetchJson());
    return {
      contact: {
        address: contact.address || CONTACT_FALLBACK.address,
        phone: contact.phone || CONTACT_FALLBACK.phone,
        email: contact.email || CONTACT_FALLBACK.email,
      },
      social: Object.entries(social_media)
        .filter(([, link]) => link.enabled && /^https?:\/\//.test(link.url))
        .map(([network, { url }]) => ({ network, url })),
      company: { name: company.name.trim(), slogan: company.slogan.trim(), founded: company.founded.trim() },
    };
  } catch (error) {
    logLoadError('website-settings', error);
    return { contact: { ...CONTACT_FALLBACK }, social: [], company: { ...NO_COMPANY } };
  }
}

export const websiteSettingsQuery = queryOptions({
  queryKey: ['public', 'website-settings'],
  queryFn: ({ client }) => getWebsiteSettings(() => getJson(client, '/api/public/website-settings')),
});

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQuery);
}
