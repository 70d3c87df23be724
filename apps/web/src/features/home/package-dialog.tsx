import { CheckList, TagList } from '../../components/ui/item-lists';
import { Clock, Euro, Layers, Target } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import type { HomePackage } from './api/get-home-packages';
import { TitledBlock } from '../../components/ui/titled-block';
import { cn } from '../../lib/cn';
import { PriceText } from '../../components/ui/price-text';

/** Detail dialog of one home package: description, delivery time, price, what is included, for whom. */
export default function PackageDialog({
  pkg,
  onClose,
  onRequestOffer,
}: {
  pkg: HomePackage;
  onClose: () => void;
  onRequestOffer: () => void;
}) {
  return (
    <Dialog
      title={pkg.title}
      onClose={onClose}
      size="xl"
      testId="package-dialog"
      footer={
        <button
          type="button"
          onClick={onRequestOffer}
          className="w-full rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 transition hover:bg-accent-300 sm:w-auto"
        >
          Jetzt unverbindlich anfragen
        </button>
      }
    >
      <p className="leading-relaxed text-slate-700">{pkg.detailedDescription || pkg.description}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {[
          { icon: Clock, label: 'Lieferzeit', value: pkg.deliveryTime, accent: false },
          { icon: Euro, label: 'Preis', value: <PriceText>{pkg.startingPrice}</PriceText>, accent: false },
          { icon: Layers, label: 'All-in-One', value: 'Alles aus einer Hand', accent: true },
        ].map(({ icon: Icon, label, value, accent }) => (
          <div key={label} className={cn('rounded-xl p-4', accent ? 'bg-accent-50' : 'bg-slate-50')}>
            <dt className={cn('flex items-center gap-1.5 text-sm', accent ? 'text-accent-800' : 'text-slate-500')}>
              <Icon className="size-4" aria-hidden />
              {label}
            </dt>
            <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <TitledBlock title="Im Paket enthalten">
          <CheckList items={pkg.included} className="mt-3 space-y-2 text-sm text-slate-700" />
        </TitledBlock>
        <div className="space-y-6">
          <TitledBlock title="Technologien">
            <TagList items={pkg.technologies} />
          </TitledBlock>
          <TitledBlock title="Ideal für">
            <CheckList items={pkg.idealFor} icon={Target} className="mt-3 space-y-2 text-sm text-slate-700" />
          </TitledBlock>
        </div>
      </div>
    </Dialog>
  );
}
