/**
 * Rechtstext: Impressum (strukturiert).
 *
 * ACHTUNG: Alle Werte in eckigen Klammern „[…]“ sind Platzhalter und müssen vor dem Livegang durch die
 * echten Angaben ersetzt werden. Anschrift, Telefon und E-Mail entsprechen den Platzhalter-Kontaktdaten
 * aus apps/web/src/config/site.ts. Die Texte sind Mustertexte und ersetzen keine Rechtsberatung.
 */
import type { Impressum } from '@agency/contracts';
import type { Seed } from './types';

export const SEED_IMPRESSUM: Seed<Impressum> = {
  title: 'Impressum',
  company: {
    name: 'Nordwerk Digital',
    legal: '[Platzhalter: Rechtsform, z. B. Einzelunternehmen oder GmbH]',
    owner: '[Platzhalter: Vor- und Nachname des Inhabers bzw. Geschäftsführers]',
    address: {
      street: 'Am Hafen 1',
      city: '23730 Neustadt in Holstein',
      country: 'Deutschland',
    },
    contact: {
      phone: '+49 4561 123456',
      email: 'info@nordwerk-digital.de',
      website: 'www.nordwerk-digital.de',
    },
    tax: {
      ustId: '[Platzhalter: USt-IdNr. gemäß § 27a UStG, z. B. DE000000000]',
      steuernummer: '[Platzhalter: Steuernummer]',
    },
    responsible: {
      name: '[Platzhalter: Vor- und Nachname]',
      address: 'Am Hafen 1, 23730 Neustadt in Holstein',
    },
  },
  disclaimer: {
    liability:
      'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar. Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist jedoch ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Links umgehend entfernen.',
    copyright:
      'Die durch den Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Die Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet. Soweit die Inhalte auf dieser Seite nicht vom Betreiber erstellt wurden, werden die Urheberrechte Dritter beachtet und entsprechende Inhalte als solche gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Inhalte umgehend entfernen.',
  },
  dispute_resolution:
    'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  sample: true,
};

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_IMPRESSUM;
