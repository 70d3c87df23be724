import { offerServiceForHomePackage } from '@agency/contracts';
import { PackagesSection } from '../features/home';
import { defineIsland } from './island';
import { requestOffer } from './names';

function HomePackagesIsland() {
  return (
    <PackagesSection
      onRequestOffer={(pkg) =>
        requestOffer({
          service: offerServiceForHomePackage(pkg.id),
          message: `Ich interessiere mich für das Paket „${pkg.title}“.`,
        })
      }
    />
  );
}

/** The home page's packages with their dialogs and offer requests. */
export default defineIsland('home-packages', HomePackagesIsland);
