import { PricingPackages, type PricingPackage } from '../features/pricing';
import { defineIsland } from './island';
import { requestOffer } from './names';

function PricingPackagesIsland({ packages }: { packages: PricingPackage[] }) {
  return (
    <PricingPackages
      packages={packages}
      onChoose={(pkg) =>
        requestOffer({
          service: 'Sonstiges',
          message: `Ich interessiere mich für das Abo-Paket „${pkg.name}“ (${pkg.price} € / Monat, ${pkg.duration}).`,
        })
      }
    />
  );
}

/** The subscription packages, each chosen into the offer dialog. */
export default defineIsland('pricing-packages', PricingPackagesIsland);
