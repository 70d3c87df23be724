import { ServiceTabs, type Service } from '../features/services';
import { defineIsland } from './island';
import { requestOffer } from './names';

function ServiceTabsIsland({ services }: { services: Service[] }) {
  return <ServiceTabs services={services} onRequestOffer={(service) => requestOffer({ service: service.title })} />;
}

/** 'Kernleistungen': one tab per service, each with its packages and the offer request. */
export default defineIsland('service-tabs', ServiceTabsIsland);
