/**
 * Rechtstext: Allgemeine Geschäftsbedingungen (Markdown).
 *
 * ACHTUNG: Alle Werte in eckigen Klammern „[…]“ sind Platzhalter und müssen vor dem Livegang durch die
 * echten Angaben ersetzt werden. Anschrift, Telefon und E-Mail entsprechen den Platzhalter-Kontaktdaten
 * aus apps/web/src/config/site.ts. Die Texte sind Mustertexte und ersetzen keine Rechtsberatung.
 */
import type { MarkdownDocument } from '@agency/contracts';
import type { Seed } from './types';

const AGB_CONTENT = `**Stand: 01.01.2025**

## 1. Geltungsbereich

1. Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge zwischen Nordwerk Digital (nachfolgend „Agentur“) und ihren Auftraggebern über Leistungen in den Bereichen Webentwicklung, Webdesign, Suchmaschinenoptimierung, Content-Erstellung, Online-Marketing, Social Media und Website-Wartung.
2. Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen.
3. Abweichende oder ergänzende Bedingungen des Auftraggebers werden nur Vertragsbestandteil, wenn die Agentur ihnen ausdrücklich schriftlich zustimmt.

## 2. Angebote und Vertragsschluss

1. Darstellungen und Preise auf der Website sind unverbindlich und stellen kein bindendes Angebot dar.
2. Auf eine Anfrage erstellt die Agentur ein schriftliches Angebot. Angebote sind 30 Tage ab Ausstellungsdatum gültig, sofern nichts anderes angegeben ist.
3. Der Vertrag kommt durch die Annahme des Angebots in Textform (z. B. per E-Mail) oder durch den Beginn der Leistungserbringung im Einvernehmen mit dem Auftraggeber zustande.
4. Umfang und Inhalt der Leistungen ergeben sich aus dem jeweiligen Angebot und der zugehörigen Leistungsbeschreibung.

## 3. Preise

1. Alle Preise verstehen sich als Nettopreise zuzüglich der jeweils gültigen gesetzlichen Umsatzsteuer.
2. Leistungen, die über den vereinbarten Umfang hinausgehen (z. B. zusätzliche Seiten, weitere Korrekturschleifen oder Stockfotos), werden nach der jeweils gültigen Preisliste oder nach vorheriger Absprache gesondert berechnet.
3. Kosten Dritter, insbesondere Werbebudgets für Google Ads oder Social-Media-Anzeigen, sind in den Preisen der Agentur nicht enthalten und werden vom Auftraggeber direkt getragen.

## 4. Zahlungsbedingungen

1. Bei Projekten mit einmaliger Vergütung sind 50 % des Auftragswerts bei Projektstart und 50 % bei Fertigstellung bzw. Abnahme fällig.
2. Monatliche Leistungen und Abo-Pakete werden jeweils zu Beginn eines Monats im Voraus abgerechnet.
3. Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug zahlbar.
4. Bei Zahlungsverzug ist die Agentur berechtigt, weitere Leistungen bis zum Ausgleich offener Forderungen zurückzuhalten.

## 5. Abonnements (Abo-Pakete)

1. Abo-Pakete haben eine Mindestlaufzeit von 24 Monaten ab dem vereinbarten Leistungsbeginn.
2. Ein Wechsel in ein höheres Paket ist jederzeit möglich. Ein Wechsel in ein kleineres Paket wird zum nächsten Abrechnungszeitraum wirksam.
3. Nach Ablauf der Mindestlaufzeit verlängert sich das Abonnement nicht um eine weitere feste Laufzeit. Der Auftraggeber kann es verlängern, in eine flexible, monatlich kündbare Vereinbarung wechseln oder beenden.
4. Website, Inhalte und Daten gehören dem Auftraggeber. Nach Vertragsende erhält er auf Wunsch alle Dateien und Zugangsdaten.

## 6. Laufzeiten und Kündigung

1. Monatliche Leistungen (z. B. Google Ads Management, Website-Wartung & Support, Social Media Content) können mit einer Frist von 14 Tagen zum Monatsende gekündigt werden.
2. Abo-Pakete können mit einer Frist von 14 Tagen zum Monatsende, frühestens jedoch zum Ende der Mindestlaufzeit von 24 Monaten, gekündigt werden.
3. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.
4. Kündigungen bedürfen der Textform (z. B. E-Mail).

## 7. Mitwirkungspflichten des Auftraggebers

1. Der Auftraggeber stellt die für die Leistung erforderlichen Inhalte, Informationen und Zugänge rechtzeitig zur Verfügung.
2. Er versichert, dass er über die Rechte an den gelieferten Inhalten (Texte, Bilder, Logos) verfügt.
3. Verzögerungen durch fehlende Mitwirkung verlängern vereinbarte Termine entsprechend.

## 8. Abnahme und Nutzungsrechte

1. Nach Fertigstellung wird dem Auftraggeber die Leistung zur Abnahme vorgelegt. Erklärt er nicht innerhalb von 14 Tagen begründete Einwände, gilt die Leistung als abgenommen.
2. Mit vollständiger Bezahlung erhält der Auftraggeber die für den vertraglichen Zweck erforderlichen, zeitlich und räumlich unbeschränkten Nutzungsrechte an den erstellten Arbeitsergebnissen.
3. Die Agentur darf das Projekt als Referenz nennen, sofern der Auftraggeber nicht widerspricht.

## 9. Haftung

1. Die Agentur haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei der Verletzung von Leben, Körper oder Gesundheit.
2. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
3. Für die rechtliche Zulässigkeit der vom Auftraggeber gelieferten Inhalte sowie für Impressum und Datenschutzerklärung ist der Auftraggeber verantwortlich. Die Agentur erbringt keine Rechtsberatung.
4. Für Platzierungen in Suchmaschinen und Ergebnisse von Werbekampagnen übernimmt die Agentur keine Garantie.

## 10. Schlussbestimmungen

1. Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.
2. Gerichtsstand für alle Streitigkeiten aus dem Vertragsverhältnis ist der Sitz der Agentur.
3. Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.
`;

export const SEED_AGB: Seed<MarkdownDocument> = {
  title: 'Allgemeine Geschäftsbedingungen',
  content: AGB_CONTENT,
  sample: true,
};

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_AGB;
