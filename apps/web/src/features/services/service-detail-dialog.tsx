import { CheckList } from '../../components/ui/item-lists';
import { Clock, Info } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import type { Service } from './api/get-services';

/** Detail dialog of one further service (spec §2.5). */
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
        <span className="font-bold text-accent-700">{service.startingPrice}</span>
        <span className="inline-flex items-center gap-1 text-slate-600">
          <Clock className="size-4" aria-hidden />
          Lieferzeit: {service.deliveryTime}
        </span>
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-navy-900">Leistungsmerkmale</h3>
          <CheckList items={service.features} />
        </div>
        {service.included.length > 0 && (
          <div>
            <h3 className="font-semibold text-navy-900">Inklusive</h3>
            <CheckList items={service.included} />
          </div>
        )}
      </div>
      {service.packages.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold text-navy-900">Pakete</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            {service.packages.map((p) => (
              <li key={p.name} className="flex justify-between gap-4 px-4 py-2.5">
                <span>{p.name}</span>
                <span className="font-semibold">{p.price}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {service.addons.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold text-navy-900">Zusatzleistungen</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            {service.addons.map((a) => (
              <li key={a.name} className="flex justify-between gap-4 px-4 py-2.5">
                <span>{a.name}</span>
                <span className="font-semibold">{a.price}</span>
              </li>
            ))}
          </ul>
        </div>
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
