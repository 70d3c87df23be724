import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type WebsiteSettings } from '@agency/contracts';
import { Input, Switch } from '../../../components/admin/ui';
import type { PanelProps } from './panel';

/** The website's social links: per network a switch and its address, which is open only while the switch is on. */
export function SocialLinks({ form, field }: PanelProps) {
  const links = form.watch('social_media') as WebsiteSettings['social_media'] | undefined;
  return (
    <div className="space-y-3">
      {SOCIAL_NETWORKS.map((network) => {
        const enabled = links?.[network]?.enabled ?? false;
        return (
          <div key={network} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr]">
            <Switch
              label={SOCIAL_NETWORK_LABELS[network]}
              checked={enabled}
              onChange={(next) =>
                form.setValue(`social_media.${network}.enabled`, next as never, { shouldDirty: true })
              }
            />
            <Input
              label={`${SOCIAL_NETWORK_LABELS[network]} URL`}
              type="url"
              {...field(`social_media.${network}.url`)}
              disabled={!enabled}
              placeholder="https://"
            />
          </div>
        );
      })}
    </div>
  );
}
