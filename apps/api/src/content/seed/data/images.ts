/**
 * Benannte Bild-Slots (Bilder der Seiten, docs/product/public-pages.md „Pictures“).
 *
 * Jeder Slot: deutscher Name, Einsatzort und eine relative Platzhalter-URL unter /images/. Empfohlene
 * Größe laut Bildverwaltung: 800 × 600 px oder größer. Beispielinhalte (`sample: true`).
 */
import type { ImageSlot } from '@agency/contracts';
import type { ImageSlotKey, Seed } from './types';

export const SEED_IMAGES: Record<ImageSlotKey, Seed<ImageSlot>> = {
  logo: {
    name: 'Logo',
    location: 'Kopfzeile und Fußbereich aller Seiten',
    url: '/images/logo.svg',
    sample: true,
  },
  hero: {
    name: 'Startseite – Hero-Bild',
    location: 'Startseite, oberster Bereich hinter der Hauptüberschrift',
    url: '/images/hero/startseite.jpg',
    sample: true,
  },
  services_section: {
    name: 'Startseite – Leistungen',
    location: 'Startseite, Abschnitt „Leistungen“ neben den drei Leistungskarten',
    url: '/images/sections/leistungen.jpg',
    sample: true,
  },
  success_stories_cta: {
    name: 'Startseite – Erfolgsgeschichten',
    location: 'Startseite, Block „Was uns auszeichnet“ unter den Erfolgsgeschichten',
    url: '/images/sections/erfolgsgeschichten-cta.jpg',
    sample: true,
  },
  pricing_hero: {
    name: 'Preise – Hero-Bild',
    location: 'Seite „Abo-Preise“ (/preise), Hintergrund des Kopfbereichs',
    url: '/images/hero/preise.jpg',
    sample: true,
  },
  portfolio_hero: {
    name: 'Portfolio – Hero-Bild',
    location: 'Seite „Portfolio“ (/portfolio), Kopfbereich',
    url: '/images/hero/portfolio.jpg',
    sample: true,
  },
  portfolio_cta: {
    name: 'Portfolio – Abschlussbereich',
    location: 'Seite „Portfolio“, Handlungsaufforderung „Projekt besprechen“ am Seitenende',
    url: '/images/sections/portfolio-cta.jpg',
    sample: true,
  },
  services_hero: {
    name: 'Leistungen – Hero-Bild',
    location: 'Seite „Leistungen“ (/leistungen), Kopfbereich',
    url: '/images/hero/leistungen.jpg',
    sample: true,
  },
  contact_hero: {
    name: 'Kontakt – Hero-Bild',
    location: 'Seite „Kontakt“ (/kontakt), Kopfbereich',
    url: '/images/hero/kontakt.jpg',
    sample: true,
  },
  faq_hero: {
    name: 'FAQ – Hero-Bild',
    location: 'Seite „FAQ“ (/faq), Hintergrund des Kopfbereichs',
    url: '/images/hero/faq.jpg',
    sample: true,
  },
};

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_IMAGES;
