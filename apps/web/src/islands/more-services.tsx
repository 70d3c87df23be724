import { MoreServices, type Service } from '../features/services';
import { defineIsland } from './island';
import { requestOffer } from './names';

function MoreServicesIsland({ services }: { services: Service[] }) {
  return <MoreServices services={services} onRequestOffer={(service) => requestOffer({ service: service.title })} />;
}

/** 'Weitere Services': the add-on cards with their detail dialog and offer request. */
export default defineIsland('more-services', MoreServicesIsland);
