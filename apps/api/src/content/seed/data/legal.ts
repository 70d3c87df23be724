/**
 * Rechtstexte: Impressum, Datenschutzerklärung und AGB.
 *
 * ACHTUNG: Alle Werte in eckigen Klammern „[…]“ sind Platzhalter und müssen vor dem Livegang durch die
 * echten Angaben ersetzt werden. Anschrift, Telefon und E-Mail entsprechen den Platzhalter-Kontaktdaten
 * aus apps/web/src/config/site.ts. Die Texte sind Mustertexte und ersetzen keine Rechtsberatung.
 */
import type { Impressum, LegalDocumentKey, MarkdownDocument } from '@agency/contracts';
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

const DATENSCHUTZ_CONTENT = `**Stand: 01.01.2025**

## 1. Datenschutz auf einen Blick

### Allgemeine Hinweise

Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können.

### Wer ist verantwortlich für die Datenerfassung auf dieser Website?

Die Datenverarbeitung auf dieser Website erfolgt durch den Websitebetreiber. Dessen Kontaktdaten finden Sie im Abschnitt „Hinweis zur verantwortlichen Stelle“ in dieser Datenschutzerklärung.

### Wie erfassen wir Ihre Daten?

Zum einen werden Ihre Daten dadurch erhoben, dass Sie uns diese mitteilen, etwa wenn Sie unser Kontakt- oder Angebotsformular ausfüllen. Andere Daten werden beim Besuch der Website automatisch durch unsere IT-Systeme erfasst. Das sind vor allem technische Daten (z. B. Browser, Betriebssystem oder Uhrzeit des Seitenaufrufs).

### Wofür nutzen wir Ihre Daten?

Ein Teil der Daten wird erhoben, um eine fehlerfreie Bereitstellung der Website zu gewährleisten. Daten aus Formularen nutzen wir ausschließlich zur Bearbeitung Ihrer Anfrage. Nutzungsdaten werten wir nur mit Ihrer Einwilligung und ohne Speicherung Ihrer IP-Adresse aus.

### Welche Rechte haben Sie bezüglich Ihrer Daten?

Sie haben jederzeit das Recht, unentgeltlich Auskunft über Herkunft, Empfänger und Zweck Ihrer gespeicherten personenbezogenen Daten zu erhalten. Sie haben außerdem ein Recht auf Berichtigung oder Löschung dieser Daten. Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Näheres finden Sie in Abschnitt 6.

## 2. Hosting und CDN

### Hosting

Wir hosten die Inhalte unserer Website bei folgendem Anbieter: **[Platzhalter: Name und Anschrift des Hosting-Anbieters]**. Die Server befinden sich in Deutschland bzw. der Europäischen Union.

Beim Aufruf der Website werden automatisch Informationen in sogenannten Server-Logfiles gespeichert, die Ihr Browser übermittelt: Browsertyp und -version, verwendetes Betriebssystem, Referrer-URL, Uhrzeit der Serveranfrage sowie die IP-Adresse. Diese Daten werden ausschließlich zur Sicherstellung eines störungsfreien Betriebs und zur Abwehr von Angriffen verwendet und nach spätestens **[Platzhalter: z. B. 7] Tagen** gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der sicheren und zuverlässigen Bereitstellung unserer Website.

Mit dem Hosting-Anbieter haben wir einen Vertrag über Auftragsverarbeitung (AVV) gemäß Art. 28 DSGVO geschlossen.

### Content Delivery Network (CDN)

Zur schnellen und sicheren Auslieferung unserer Website nutzen wir ein Content Delivery Network: **[Platzhalter: Name und Anschrift des CDN-Anbieters]**. Dabei werden Anfragen über Server des Anbieters geleitet, die technisch notwendige Verbindungsdaten (u. a. die IP-Adresse) kurzzeitig verarbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Sofern Daten in ein Drittland übermittelt werden, erfolgt dies auf Grundlage eines Angemessenheitsbeschlusses bzw. der EU-Standardvertragsklauseln.

## 3. Allgemeine Hinweise und Pflichtinformationen

### Datenschutz

Wir nehmen den Schutz Ihrer persönlichen Daten sehr ernst. Wir behandeln Ihre personenbezogenen Daten vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften sowie dieser Datenschutzerklärung.

### Hinweis zur verantwortlichen Stelle

Verantwortlich für die Datenverarbeitung auf dieser Website ist:

Nordwerk Digital
[Platzhalter: Vor- und Nachname des Inhabers bzw. Geschäftsführers]
Am Hafen 1
23730 Neustadt in Holstein

Telefon: +49 4561 123456
E-Mail: info@nordwerk-digital.de

### Speicherdauer

Soweit in dieser Datenschutzerklärung keine speziellere Speicherdauer genannt ist, verbleiben Ihre Daten bei uns, bis der Zweck der Verarbeitung entfällt. Gesetzliche Aufbewahrungsfristen, insbesondere nach Handels- und Steuerrecht, bleiben unberührt.

### SSL- bzw. TLS-Verschlüsselung

Diese Seite nutzt aus Sicherheitsgründen eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt und ein Schloss-Symbol angezeigt wird.

### Widerruf Ihrer Einwilligung

Viele Datenverarbeitungsvorgänge sind nur mit Ihrer ausdrücklichen Einwilligung möglich. Sie können eine bereits erteilte Einwilligung jederzeit widerrufen, zum Beispiel über den Link „Cookie-Einstellungen“ im Fußbereich dieser Website. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Datenverarbeitung bleibt vom Widerruf unberührt.

## 4. Datenerfassung auf dieser Website

### Cookies und lokale Speicherung

Diese Website setzt nur technisch notwendige Speichertechniken ein. Ihre Entscheidung im Cookie-Banner speichern wir in Ihrem Browser (lokaler Speicher, Schlüssel „cookie-consent“) für die Dauer von einem Jahr, damit der Banner nicht bei jedem Besuch erneut erscheint. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. c und f DSGVO.

Analyse- oder Marketing-Dienste werden nur eingesetzt, wenn Sie im Cookie-Banner ausdrücklich eingewilligt haben (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ ändern.

### Kontakt- und Angebotsformular

Wenn Sie uns über das Kontaktformular oder den Dialog „Unverbindliches Angebot anfragen“ eine Anfrage senden, verarbeiten wir Ihre Angaben (Name, E-Mail-Adresse, Unternehmen, Anschrift, gewünschte Leistung sowie optional Telefonnummer und Budget und Ihre Nachricht), um Ihre Anfrage zu bearbeiten und Ihnen ein Angebot zu erstellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen) bzw. Art. 6 Abs. 1 lit. f DSGVO bei allgemeinen Anfragen.

Sie erhalten eine Bestätigung per E-Mail. Ihre Daten verbleiben bei uns, bis Sie uns zur Löschung auffordern oder der Zweck entfällt; kommt ein Vertrag zustande, gelten die gesetzlichen Aufbewahrungsfristen. Wir geben Ihre Angaben nicht ohne Ihre Einwilligung an Dritte weiter.

## 5. Analyse-Tools

### Eigene, cookielose Reichweitenmessung

Mit Ihrer Einwilligung werten wir die Nutzung unserer Website mit einer selbst betriebenen Analyse-Lösung aus. Die Daten werden auf unseren eigenen Servern verarbeitet und nicht an Dritte weitergegeben.

- **Keine Cookies:** Für die Messung werden keine Cookies gesetzt. Eine zufällige Sitzungskennung wird lediglich im Sitzungsspeicher Ihres Browsers abgelegt und beim Schließen des Tabs automatisch gelöscht.
- **Keine IP-Adressen:** Ihre IP-Adresse wird nicht gespeichert.
- **Erfasste Daten:** aufgerufene Seiten, Verweildauer, Scrolltiefe, Klicks auf Schaltflächen, Formularnutzung (ohne Inhalte), Geräteklasse, Browser und verweisende Website.
- **Zweck:** Verbesserung der Inhalte und der Bedienbarkeit unserer Website.

Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Ohne Einwilligung findet keine Analyse statt. Sie können Ihre Einwilligung jederzeit über „Cookie-Einstellungen“ widerrufen. Die Auswertungen erfolgen ausschließlich zusammengefasst; die Rohdaten werden nach **[Platzhalter: z. B. 14] Monaten** gelöscht.

## 6. Ihre Rechte

Sie haben im Rahmen der gesetzlichen Bestimmungen jederzeit folgende Rechte:

- **Auskunft** über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO)
- **Berichtigung** unrichtiger Daten (Art. 16 DSGVO)
- **Löschung** Ihrer Daten (Art. 17 DSGVO)
- **Einschränkung** der Verarbeitung (Art. 18 DSGVO)
- **Datenübertragbarkeit** (Art. 20 DSGVO)
- **Widerspruch** gegen die Verarbeitung auf Grundlage berechtigter Interessen (Art. 21 DSGVO)
- **Widerruf** erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)

### Beschwerderecht bei der Aufsichtsbehörde

Im Falle von Verstößen gegen die DSGVO steht Ihnen ein Beschwerderecht bei einer Aufsichtsbehörde zu. Für uns zuständig ist das Unabhängige Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Kiel.

Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte wenden Sie sich an den Kontakt in Datenschutzfragen am Ende dieser Seite.
`;

export const SEED_DATENSCHUTZ: Seed<MarkdownDocument> = {
  title: 'Datenschutzerklärung',
  content: DATENSCHUTZ_CONTENT,
  sample: true,
};

const AGB_CONTENT = `**Stand: 01.01.2025**

## § 1 Geltungsbereich

1. Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge zwischen Nordwerk Digital (nachfolgend „Agentur“) und ihren Auftraggebern über Leistungen in den Bereichen Webentwicklung, Webdesign, Suchmaschinenoptimierung, Content-Erstellung, Online-Marketing, Social Media und Website-Wartung.
2. Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen.
3. Abweichende oder ergänzende Bedingungen des Auftraggebers werden nur Vertragsbestandteil, wenn die Agentur ihnen ausdrücklich schriftlich zustimmt.

## § 2 Angebote und Vertragsschluss

1. Darstellungen und Preise auf der Website sind unverbindlich und stellen kein bindendes Angebot dar.
2. Auf eine Anfrage erstellt die Agentur ein schriftliches Angebot. Angebote sind 30 Tage ab Ausstellungsdatum gültig, sofern nichts anderes angegeben ist.
3. Der Vertrag kommt durch die Annahme des Angebots in Textform (z. B. per E-Mail) oder durch den Beginn der Leistungserbringung im Einvernehmen mit dem Auftraggeber zustande.
4. Umfang und Inhalt der Leistungen ergeben sich aus dem jeweiligen Angebot und der zugehörigen Leistungsbeschreibung.

## § 3 Preise

1. Alle Preise verstehen sich als Nettopreise zuzüglich der jeweils gültigen gesetzlichen Umsatzsteuer.
2. Leistungen, die über den vereinbarten Umfang hinausgehen (z. B. zusätzliche Seiten, weitere Korrekturschleifen oder Stockfotos), werden nach der jeweils gültigen Preisliste oder nach vorheriger Absprache gesondert berechnet.
3. Kosten Dritter, insbesondere Werbebudgets für Google Ads oder Social-Media-Anzeigen, sind in den Preisen der Agentur nicht enthalten und werden vom Auftraggeber direkt getragen.

## § 4 Zahlungsbedingungen

1. Bei Projekten mit einmaliger Vergütung sind 50 % des Auftragswerts bei Projektstart und 50 % bei Fertigstellung bzw. Abnahme fällig.
2. Monatliche Leistungen und Abo-Pakete werden jeweils zu Beginn eines Monats im Voraus abgerechnet.
3. Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug zahlbar.
4. Bei Zahlungsverzug ist die Agentur berechtigt, weitere Leistungen bis zum Ausgleich offener Forderungen zurückzuhalten.

## § 5 Abonnements (Abo-Pakete)

1. Abo-Pakete haben eine Mindestlaufzeit von 24 Monaten ab dem vereinbarten Leistungsbeginn.
2. Ein Wechsel in ein höheres Paket ist jederzeit möglich. Ein Wechsel in ein kleineres Paket wird zum nächsten Abrechnungszeitraum wirksam.
3. Nach Ablauf der Mindestlaufzeit verlängert sich das Abonnement nicht um eine weitere feste Laufzeit. Der Auftraggeber kann es verlängern, in eine flexible, monatlich kündbare Vereinbarung wechseln oder beenden.
4. Website, Inhalte und Daten gehören dem Auftraggeber. Nach Vertragsende erhält er auf Wunsch alle Dateien und Zugangsdaten.

## § 6 Laufzeiten und Kündigung

1. Monatliche Leistungen (z. B. Google Ads Management, Website-Wartung & Support, Social Media Content) können mit einer Frist von 14 Tagen zum Monatsende gekündigt werden.
2. Abo-Pakete können mit einer Frist von 14 Tagen zum Monatsende, frühestens jedoch zum Ende der Mindestlaufzeit von 24 Monaten, gekündigt werden.
3. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.
4. Kündigungen bedürfen der Textform (z. B. E-Mail).

## § 7 Mitwirkungspflichten des Auftraggebers

1. Der Auftraggeber stellt die für die Leistung erforderlichen Inhalte, Informationen und Zugänge rechtzeitig zur Verfügung.
2. Er versichert, dass er über die Rechte an den gelieferten Inhalten (Texte, Bilder, Logos) verfügt.
3. Verzögerungen durch fehlende Mitwirkung verlängern vereinbarte Termine entsprechend.

## § 8 Abnahme und Nutzungsrechte

1. Nach Fertigstellung wird dem Auftraggeber die Leistung zur Abnahme vorgelegt. Erklärt er nicht innerhalb von 14 Tagen begründete Einwände, gilt die Leistung als abgenommen.
2. Mit vollständiger Bezahlung erhält der Auftraggeber die für den vertraglichen Zweck erforderlichen, zeitlich und räumlich unbeschränkten Nutzungsrechte an den erstellten Arbeitsergebnissen.
3. Die Agentur darf das Projekt als Referenz nennen, sofern der Auftraggeber nicht widerspricht.

## § 9 Haftung

1. Die Agentur haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei der Verletzung von Leben, Körper oder Gesundheit.
2. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
3. Für die rechtliche Zulässigkeit der vom Auftraggeber gelieferten Inhalte sowie für Impressum und Datenschutzerklärung ist der Auftraggeber verantwortlich. Die Agentur erbringt keine Rechtsberatung.
4. Für Platzierungen in Suchmaschinen und Ergebnisse von Werbekampagnen übernimmt die Agentur keine Garantie.

## § 10 Schlussbestimmungen

1. Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.
2. Gerichtsstand für alle Streitigkeiten aus dem Vertragsverhältnis ist der Sitz der Agentur.
3. Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.
`;

export const SEED_AGB: Seed<MarkdownDocument> = {
  title: 'Allgemeine Geschäftsbedingungen',
  content: AGB_CONTENT,
  sample: true,
};

/** Alle drei Rechtstexte, geschlüsselt wie die Endpunkte /api/public/legal/{impressum|datenschutz|agb}. */
export const SEED_LEGAL: Record<LegalDocumentKey, Seed<Impressum | MarkdownDocument>> = {
  impressum: SEED_IMPRESSUM,
  datenschutz: SEED_DATENSCHUTZ,
  agb: SEED_AGB,
};
