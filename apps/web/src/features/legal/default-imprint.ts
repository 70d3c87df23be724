import { COMPANY_CONTACT, SITE } from '../../config/site';
import type { Imprint } from './api/get-imprint';

/** The imprint shown until (or unless) the stored one loads. */
export const DEFAULT_IMPRINT: Imprint = {
  title: 'Impressum',
  company: {
    name: SITE.brand,
    legal: '[Rechtsform]',
    owner: '[Inhaber]',
    address: { street: COMPANY_CONTACT.street, city: COMPANY_CONTACT.city, country: COMPANY_CONTACT.country },
    contact: { phone: COMPANY_CONTACT.phone, email: COMPANY_CONTACT.email, website: COMPANY_CONTACT.website },
    tax: { ustId: '[USt-IdNr.]', steuernummer: '[Steuernummer]' },
    responsible: { name: '[Name]', address: `${COMPANY_CONTACT.street}, ${COMPANY_CONTACT.city}` },
  },
  disclaimer: {
    liability:
      'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber verantwortlich.',
    copyright:
      'Die durch den Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung bedürfen der schriftlichen Zustimmung.',
  },
};
