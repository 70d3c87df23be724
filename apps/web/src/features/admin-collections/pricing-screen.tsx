import { useState } from 'react';
import { InnerTabs } from '../../components/admin/ui';
import { TabPanel, useTabIds } from '../../components/ui/tabs';
import { CollectionScreen } from './collection-screen';
import { pricingPackages } from './definitions/pricing-packages';
import { pricingTestimonials } from './definitions/pricing-testimonials';

const TABS = [
  { value: 'packages', label: 'Pakete', definition: pricingPackages },
  { value: 'testimonials', label: 'Kundenmeinungen', definition: pricingTestimonials },
] as const;

/** Preise: two inner tabs, packages and Kundenmeinungen. */
export function PricingScreen() {
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('packages');
  const active = TABS.find((entry) => entry.value === tab) ?? TABS[0];
  const ids = useTabIds();
  return (
    <div className="space-y-5">
      <InnerTabs label="Preise" tabs={TABS} active={tab} onChange={setTab} ids={ids} />
      <TabPanel ids={ids} active={tab}>
        <CollectionScreen key={active.value} definition={active.definition} />
      </TabPanel>
    </div>
  );
}
