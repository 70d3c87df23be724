import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_FALLBACK } from '../../../config/site';
import { getJson, logLoadError, obj, str } from '../../../lib/public-api';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'github'] as const;

export interface PublicWebsiteSettings {
  contact: { address: string; phone: string; email: string };
  social: { network: string; url: string }[];
  /** Company info staff maintain (back-office §3); empty strings when not set. */
  company: { name: string; slogan: string; founded: string };
}

const NO_COMPANY = { name: '', slogan: '', founded: '' };

/** GET /api/public/website-settings: contact data (with the built-in fallbacks) and enabled networks. */
export async function getWebsiteSettings(fetchJson: () => Promise<unknown>): Promise<PublicWebsiteSettings> {
  try {
    const body = obj(await fetchJson());
    const settings = obj(body.settings);
    const contact = obj(body.contact_info ?? settings.contact_info);
    const socialMap = obj(body.social_media ?? settings.social_media);
    const company = obj(body.company_info ?? settings.company_info);
    return {
      contact: {
        address: str(contact.address) || CONTACT_FALLBACK.address,
        phone: str(contact.phone) || CONTACT_FALLBACK.phone,
        email: str(contact.email) || CONTACT_FALLBACK.email,
      },
      social: Object.entries(socialMap)
        .map(([network, value]) => ({ network, enabled: obj(value).enabled === true, url: str(obj(value).url) }))
        .filter((entry) => entry.enabled && /^https?:\/\//.test(entry.url))
        .map(({ network, url }) => ({ network, url })),
      company: {
        name: str(company.name).trim(),
        slogan: str(company.slogan).trim(),
        founded: str(company.founded).trim(),
      },
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
