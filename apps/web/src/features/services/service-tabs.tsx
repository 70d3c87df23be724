import { CheckList, PriceList, TagList } from '../../components/ui/item-lists';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NamedIcon } from '../../components/ui/icon';
import { OfferLink } from '../../components/ui/offer-link';
import { TabList, TabPanels, useTabIds } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { signalTrack } from '../../lib/track-signal';
import type { Service } from './api/get-services';
import { LazyPicture, type PictureLayout } from '../../components/ui/picture';
import { TitledBlock } from '../../components/ui/titled-block';
import { PriceTag } from '../../components/ui/price-tag';
import { PriceText } from '../../components/ui/price-text';

/** The selected service's picture: a wide band over its panel, two thirds of the row from lg on. */
const SERVICE_PICTURE: PictureLayout = {
  sizes: '(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw',
  width: 1200,
  height: 500,
  className: 'aspect-[12/5] w-full object-cover',
};

/** The address of a service's panel ('#leistung-seo-audit'): what its tab links to. */
const panelOf = (id: string) => `leistung-${id.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;

/**
 * 'Kernleistungen': one tab per service, the first selected; arrow keys move between tabs. The tabs are links
 * to their panels, so a tap works before the code has arrived and without it; the code then selects the
 * panel the address names.
 */
export function ServiceTabs({
  services,
  onRequestOffer,
}: {
  services: Service[];
  onRequestOffer: (service: Service) => void;
}) {
  const [selectedId, setSelectedId] = useState(services[0]?.id);
  const [enhanced, setEnhanced] = useState(false);
  const ids = useTabIds();
  useEffect(() => {
    const addressed = services.find((service) => `#${panelOf(service.id)}` === window.location.hash);
    if (addressed) setSelectedId(addressed.id);
    setEnhanced(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the code takes over the page
  }, []);
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
        panelOf={panelOf}
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

      <TabPanels
        items={services.map((service) => service.id)}
        active={selected.id}
        ids={ids}
        panelOf={panelOf}
        enhanced={enhanced}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        render={(id) => (
          <ServicePanel
            service={services.find((service) => service.id === id) ?? selected}
            onRequestOffer={onRequestOffer}
          />
        )}
      />
    </div>
  );
}

/** One service's panel: picture, description, highlights, packages, add-ons and the offer control. */
function ServicePanel({ service, onRequestOffer }: { service: Service; onRequestOffer: (service: Service) => void }) {
  return (
    <>
      <LazyPicture src={service.image} {...SERVICE_PICTURE} />
      <div className="p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h3 className="text-2xl font-bold text-navy-900">{service.title}</h3>
            {service.subtitle && <p className="mt-1 text-slate-600">{service.subtitle}</p>}
          </div>
          <PriceTag
            price={service.startingPrice}
            deliveryTime={service.deliveryTime}
            priceClassName="text-accent-700"
            alignRight
          />
        </div>
        <p className="mt-4 text-slate-700">{service.description}</p>

        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <TitledBlock title="Highlights" heading="h4">
            <CheckList items={service.features.slice(0, 4)} className="mt-3 space-y-2 text-sm text-slate-700" />
          </TitledBlock>
          {service.included.length > 0 && (
            <TitledBlock title="Inklusive" heading="h4">
              <CheckList items={service.included} className="mt-3 space-y-2 text-sm text-slate-700" />
            </TitledBlock>
          )}
        </div>

        {service.technologies.length > 0 && (
          <TitledBlock title="Technologien" heading="h4" className="mt-6">
            <TagList items={service.technologies} />
          </TitledBlock>
        )}

        {service.packages.length > 0 && (
          <TitledBlock title="Pakete" heading="h4" className="mt-8">
            <div className="mt-3 grid gap-4 md:grid-cols-3">
              {service.packages.map((pkg) => (
                <div key={pkg.name} className="flex flex-col rounded-xl border border-slate-200 p-4">
                  <p className="font-semibold text-navy-900">{pkg.name}</p>
                  {pkg.pages && <p className="text-xs text-slate-500">{pkg.pages}</p>}
                  <p className="mt-2 text-xl font-bold text-navy-900">
                    <PriceText>{pkg.price}</PriceText>
                  </p>
                  {pkg.setup && <p className="text-xs text-slate-500">Einrichtung: {pkg.setup}</p>}
                  <CheckList
                    items={pkg.features}
                    className="mt-3 space-y-1.5 text-sm text-slate-600"
                    iconClassName="mt-0.5 size-3.5 shrink-0 text-accent-600"
                  />
                </div>
              ))}
            </div>
          </TitledBlock>
        )}

        {service.addons.length > 0 && (
          <TitledBlock title="Zusatzleistungen" heading="h4" className="mt-8">
            <PriceList
              items={service.addons}
              className="mt-3"
              nameClassName="text-slate-700"
              priceClassName="font-semibold text-navy-900"
            />
          </TitledBlock>
        )}

        <OfferLink
          onOpen={() => onRequestOffer(service)}
          className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 transition hover:bg-accent-300 sm:w-auto"
        >
          <Send className="size-4" aria-hidden />
          Unverbindliches Angebot anfragen
        </OfferLink>
      </div>
    </>
  );
}
