/**
 * Rechtstext: Datenschutzerklärung (Markdown).
 *
 * ACHTUNG: Alle Werte in eckigen Klammern „[…]“ sind Platzhalter und müssen vor dem Livegang durch die
 * echten Angaben ersetzt werden. Anschrift, Telefon und E-Mail entsprechen den Platzhalter-Kontaktdaten
 * aus apps/web/src/config/site.ts. Die Texte sind Mustertexte und ersetzen keine Rechtsberatung.
 */
import type { MarkdownDocument } from '@agency/contracts';
import type { Seed } from './types';

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
- **Erfasste Daten:** aufgerufene Seiten, Verweildauer, Scrolltiefe, Klicks auf Schaltflächen, Formularnutzung (ohne Inhalte), Geräteklasse, Browser, verweisende Website und die Ladezeiten der Seiten (Core Web Vitals, ohne jede Kennung).
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

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_DATENSCHUTZ;
