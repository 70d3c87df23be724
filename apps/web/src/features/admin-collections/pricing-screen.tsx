import { useState } from 'react';
import { cn } from '../../lib/cn';
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
  return (
    <div className="space-y-5">
      <div role="tablist" aria-label="Preise" className="inline-flex rounded-xl bg-slate-200/70 p-1">
        {TABS.map((entry) => (
          <button
            key={entry.value}
            type="button"
            role="tab"
            aria-selected={entry.value === tab}
            onClick={() => setTab(entry.value)}
            className={cn('rounded-lg px-4 py-1.5 text-sm font-medium transition', entry.value === tab ? 'bg-white text-navy-900 shadow' : 'text-slate-600 hover:text-navy-900')}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <CollectionScreen key={active.value} definition={active.definition} />
    </div>
  );
}
