import { CheckList } from '../../components/ui/item-lists';
import { lazy, Suspense, useState } from 'react';
import { PageSection } from '../../components/ui/section-heading';
import { signalTrack } from '../../lib/track-signal';
import { useHomePackages, type HomePackage } from './api/get-home-packages';
import { PictureCard } from '../../components/ui/picture-card';
import { PriceTag } from '../../components/ui/price-tag';
import { smallDarkButton } from '../../components/ui/cta-band';

const PackageDialog = lazy(() => import('./package-dialog'));

/** 'Komplettlösungen': three package cards with their detail dialog. */
export function PackagesSection({ onRequestOffer }: { onRequestOffer: (pkg: HomePackage) => void }) {
  const { data: packages = [] } = useHomePackages();
  const [selected, setSelected] = useState<HomePackage | null>(null);
  const open = (pkg: HomePackage) => {
    setSelected(pkg);
    signalTrack('solution_modal', pkg.title);
  };

  return (
    <PageSection
      name="packages"
      className="bg-slate-50 py-20 sm:py-24"
      eyebrow="Pakete"
      title="Komplettlösungen"
      lead="Durchdachte Pakete mit festen Leistungen, klaren Lieferzeiten und transparenten Einstiegspreisen."
    >
      <div className="mt-14 grid gap-6 lg:grid-cols-3">
        {packages.map((pkg) => (
          <PictureCard key={pkg.id} image={pkg.image}>
            <div className="flex flex-1 flex-col p-7">
              <h3 className="text-xl font-bold text-navy-900">{pkg.title}</h3>
              <p className="mt-3 text-slate-600">{pkg.description}</p>
              <CheckList items={pkg.features} className="mt-5 space-y-2 text-sm text-slate-700" />
              <div className="mt-auto flex items-end justify-between gap-4 pt-6">
                <PriceTag price={pkg.startingPrice} deliveryTime={pkg.deliveryTime} priceClassName="text-navy-900" />
                <button
                  type="button"
                  onClick={() => open(pkg)}
                  className={smallDarkButton}
                  aria-label={`Details ansehen: ${pkg.title}`}
                >
                  Details ansehen
                </button>
              </div>
            </div>
          </PictureCard>
        ))}
      </div>
      {selected && (
        <Suspense fallback={null}>
          <PackageDialog
            pkg={selected}
            onClose={() => setSelected(null)}
            onRequestOffer={() => {
              setSelected(null);
              onRequestOffer(selected);
            }}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
