import { Info } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NamedIcon } from '../../components/ui/icon';
import { signalTrack } from '../../lib/track-signal';
import type { Service } from './api/get-services';
import { smallDarkButton } from '../../components/ui/cta-band';
import { PriceText } from '../../components/ui/price-text';

const ServiceDetailDialog = lazy(() => import('./service-detail-dialog'));

/** 'Weitere Services': 'Details ansehen' opens the offer dialog; 'Mehr Informationen' the detail dialog. */
export function MoreServices({
  services,
  onRequestOffer,
}: {
  services: Service[];
  onRequestOffer: (service: Service) => void;
}) {
  const [detail, setDetail] = useState<Service | null>(null);
  const showDetail = (service: Service) => {
    setDetail(service);
    signalTrack('service_expansion', service.title);
  };
  if (services.length === 0) return null;
  return (
    <>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
              <NamedIcon name={service.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-navy-900">{service.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{service.description}</p>
            <p className="mt-4 font-bold text-accent-700">
              <PriceText>{service.startingPrice}</PriceText>
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => onRequestOffer(service)}
                className={smallDarkButton}
                aria-label={`Details ansehen: ${service.title}`}
              >
                Details ansehen
              </button>
              <button
                type="button"
                onClick={() => showDetail(service)}
                className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:text-accent-800"
                aria-label={`Mehr Informationen: ${service.title}`}
              >
                <Info className="size-4" aria-hidden />
                Mehr Informationen
              </button>
            </div>
          </li>
        ))}
      </ul>
      {detail && (
        <Suspense fallback={null}>
          <ServiceDetailDialog
            service={detail}
            onClose={() => setDetail(null)}
            onRequestOffer={() => {
              setDetail(null);
              onRequestOffer(detail);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
