import type { StaffOpenWork } from '@agency/contracts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Damit enden 2 geplante Veröffentlichungen und 1 Vorschau-Link.' (what ends with an account); API keys are
 * named when there are any.
 */
export function openWorkText({ plans, previewLinks, apiKeys }: StaffOpenWork): string {
  const parts = [
    plans > 0 ? count(plans, 'geplante Veröffentlichung', 'geplante Veröffentlichungen') : null,
    previewLinks > 0 ? count(previewLinks, 'Vorschau-Link', 'Vorschau-Links') : null,
    apiKeys > 0 ? count(apiKeys, 'API-Schlüssel', 'API-Schlüssel') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Damit enden keine geplanten Veröffentlichungen und keine Vorschau-Links.';
  const verb = parts.length === 1 && plans + previewLinks + apiKeys === 1 ? 'endet' : 'enden';
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}` : parts[0];
  return `Damit ${verb} ${listed}.`;
}
