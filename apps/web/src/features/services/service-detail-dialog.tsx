import { CheckList, PriceList } from '../../components/ui/item-lists';
import { Clock, Info } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import type { Service } from './api/get-services';
import { TitledBlock } from '../../components/ui/titled-block';
import { PriceText } from '../../components/ui/price-text';

/** Detail dialog of one further service. */
export default function ServiceDetailDialog({
  service,
  onClose,
  onRequestOffer,
}: {
  service: Service;
  onClose: () => void;
  onRequestOffer: () => void;
}) {
  return (
    <Dialog
      title={service.title}
      description={service.subtitle}
      onClose={onClose}
      testId="service-detail-dialog"
      footer={
        <button
          type="button"
          onClick={onRequestOffer}
          className="w-full rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 transition hover:bg-accent-300 sm:w-auto"
        >
          Unverbindliches Angebot anfragen
        </button>
      }
    >
      <p className="text-slate-700">{service.detailedDescription || service.description}</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span className="font-bold text-accent-700">
          <PriceText>{service.startingPrice}</PriceText>
        </span>
        <span className="inline-flex items-center gap-1 text-slate-600">
          <Clock className="size-4" aria-hidden />
          Lieferzeit: {service.deliveryTime}
        </span>
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <TitledBlock title="Leistungsmerkmale">
          <CheckList items={service.features} />
        </TitledBlock>
        {service.included.length > 0 && (
          <TitledBlock title="Inklusive">
            <CheckList items={service.included} />
          </TitledBlock>
        )}
      </div>
      {service.packages.length > 0 && (
        <TitledBlock title="Pakete" className="mt-6">
          <PriceList items={service.packages} />
        </TitledBlock>
      )}
      {service.addons.length > 0 && (
        <TitledBlock title="Zusatzleistungen" className="mt-6">
          <PriceList items={service.addons} />
        </TitledBlock>
      )}
      {service.note && (
        <p className="mt-6 flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <strong>Hinweis:</strong> {service.note}
          </span>
        </p>
      )}
    </Dialog>
  );
}
