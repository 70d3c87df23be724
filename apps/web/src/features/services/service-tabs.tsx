import { CheckList, TagList } from '../../components/ui/item-lists';
import { Check, Clock, Send } from 'lucide-react';
import { useState } from 'react';
import { NamedIcon } from '../../components/ui/icon';
import { TabList, TabPanel, useTabIds } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { signalTrack } from '../../lib/track-signal';
import type { Service } from './api/get-services';
import { Picture } from '../../components/ui/picture';

/** 'Kernleistungen': one tab per service, the first selected (spec §2.5); arrow keys move between tabs. */
export function ServiceTabs({
  services,
  onRequestOffer,
}: {
  services: Service[];
  onRequestOffer: (service: Service) => void;
}) {
  const [selectedId, setSelectedId] = useState(services[0]?.id);
  const ids = useTabIds();
  const selected = services.find((service) => service.id === selectedId) ?? services[0];
  if (!selected) return null;

  const select = (id: string) => {
    setSelectedId(id);
    signalTrack('service_expansion', services.find((service) => service.id === id)?.title ?? id);
  };
  const items = services.map((service) => ({
    value: service.id,
    label: (
      <>
        <NamedIcon
          name={service.icon}
          className={cn('size-5 shrink-0', service.id === selected.id ? 'text-accent-300' : 'text-accent-700')}
        />
        {service.title}
      </>
    ),
  }));

  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-[18rem_1fr]">
      <TabList
        label="Kernleistungen"
        items={items}
        active={selected.id}
        onChange={select}
        ids={ids}
        orientation="vertical"
        className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
        tabClassName={(active) =>
          cn(
            'flex shrink-0 items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm font-semibold transition',
            active
              ? 'border-navy-900 bg-navy-900 text-white shadow-md'
              : 'border-slate-200 bg-white text-navy-900 hover:border-slate-300 hover:bg-slate-50',
          )
        }
      />

      <TabPanel
        ids={ids}
        active={selected.id}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {selected.image && (
          <Picture
            src={selected.image}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
            width={1200}
            height={500}
            loading="lazy"
            decoding="async"
            className="aspect-[12/5] w-full object-cover"
          />
        )}
        <div className="p-6 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h3 className="text-2xl font-bold text-navy-900">{selected.title}</h3>
              {selected.subtitle && <p className="mt-1 text-slate-600">{selected.subtitle}</p>}
            </div>
            <div className="text-right">
              <p className="text-2xl font-bold text-accent-700">{selected.startingPrice}</p>
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-500">
                <Clock className="size-3.5" aria-hidden />
                {selected.deliveryTime}
              </p>
            </div>
          </div>
          <p className="mt-4 text-slate-700">{selected.description}</p>

          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="font-semibold text-navy-900">Highlights</h4>
              <ul className="mt-3 space-y-2 text-sm text-slate-700">
                {selected.features.slice(0, 4).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            {selected.included.length > 0 && (
              <div>
                <h4 className="font-semibold text-navy-900">Inklusive</h4>
                <CheckList items={selected.included} className="mt-3 space-y-2 text-sm text-slate-700" />
              </div>
            )}
          </div>

          {selected.technologies.length > 0 && (
            <div className="mt-6">
              <h4 className="font-semibold text-navy-900">Technologien</h4>
              <TagList items={selected.technologies} />
            </div>
          )}

          {selected.packages.length > 0 && (
            <div className="mt-8">
              <h4 className="font-semibold text-navy-900">Pakete</h4>
              <div className="mt-3 grid gap-4 md:grid-cols-3">
                {selected.packages.map((pkg) => (
                  <div key={pkg.name} className="flex flex-col rounded-xl border border-slate-200 p-4">
                    <p className="font-semibold text-navy-900">{pkg.name}</p>
                    {pkg.pages && <p className="text-xs text-slate-500">{pkg.pages}</p>}
                    <p className="mt-2 text-xl font-bold text-navy-900">{pkg.price}</p>
                    {pkg.setup && <p className="text-xs text-slate-500">Einrichtung: {pkg.setup}</p>}
                    <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
                      {pkg.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Check className="mt-0.5 size-3.5 shrink-0 text-accent-600" aria-hidden />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          )}

          {selected.addons.length > 0 && (
            <div className="mt-8">
              <h4 className="font-semibold text-navy-900">Zusatzleistungen</h4>
              <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
                {selected.addons.map((addon) => (
                  <li key={addon.name} className="flex justify-between gap-4 px-4 py-2.5">
                    <span className="text-slate-700">{addon.name}</span>
                    <span className="font-semibold text-navy-900">{addon.price}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <button
            type="button"
            onClick={() => onRequestOffer(selected)}
            className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 transition hover:bg-accent-300 sm:w-auto"
          >
            <Send className="size-4" aria-hidden />
            Unverbindliches Angebot anfragen
          </button>
        </div>
      </TabPanel>
    </div>
  );
}
