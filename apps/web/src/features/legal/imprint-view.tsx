import type { Imprint } from './api/get-imprint';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-navy-900">{title}</h2>
      <div className="mt-3 space-y-1 text-slate-700">{children}</div>
    </section>
  );
}

/** Provider card, contact, tax ids, responsible person and the disclaimers. */
export function ImprintView({ imprint }: { imprint: Imprint }) {
  const { company } = imprint;
  return (
    <div className="grid gap-6">
      <Block title="Anbieter">
        <p className="font-semibold">{company.name}</p>
        <p>{company.legal}</p>
        <p>Inhaber: {company.owner}</p>
        <p>{company.address.street}</p>
        <p>{company.address.city}</p>
        <p>{company.address.country}</p>
      </Block>
      <div className="grid gap-6 md:grid-cols-2">
        <Block title="Kontakt">
          <p>
            Telefon:{' '}
            <a
              className="text-accent-700 underline-offset-2 hover:underline"
              href={`tel:${company.contact.phone.replace(/[^+\d]/g, '')}`}
            >
              {company.contact.phone}
            </a>
          </p>
          <p>
            E-Mail:{' '}
            <a className="text-accent-700 underline-offset-2 hover:underline" href={`mailto:${company.contact.email}`}>
              {company.contact.email}
            </a>
          </p>
          <p>Website: {company.contact.website}</p>
        </Block>
        <Block title="Steuerangaben">
          <p>Umsatzsteuer-Identifikationsnummer: {company.tax.ustId}</p>
          <p>Steuernummer: {company.tax.steuernummer}</p>
        </Block>
      </div>
      <Block title="Verantwortlich für den Inhalt">
        <p>{company.responsible.name}</p>
        <p>{company.responsible.address}</p>
      </Block>
      <Block title="Haftung für Links">
        <p>{imprint.disclaimer.liability}</p>
      </Block>
      <Block title="Urheberrecht">
        <p>{imprint.disclaimer.copyright}</p>
      </Block>
      {imprint.dispute_resolution && (
        <Block title="Streitschlichtung">
          <p>{imprint.dispute_resolution}</p>
        </Block>
      )}
    </div>
  );
}
