/**
 * A price as staff wrote it ('ab 690 € / Monat', '5 € pro Bild'), where a line may break between words but
 * never between an amount and its currency sign ('280 €', '+149 €', '1.234,50 €', '€ 99'): a narrow column
 * shows '280 €' whole on the next line rather than '280' with the '€' under it.
 */
export function PriceText({ children }: { children: string }) {
  // Split by a capturing pattern: the amounts are the odd parts.
  return children.split(/([+\u2212-]?\d[\d.,]*\s*€|€\s*\d[\d.,]*)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
