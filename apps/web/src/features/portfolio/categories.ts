/** Portfolio categories and labels. */
export const PORTFOLIO_CATEGORIES: { id: string; label: string }[] = [
  { id: 'alle', label: 'Alle Projekte' },
  { id: 'corporate', label: 'Corporate Websites' },
  { id: 'ecommerce', label: 'E-Commerce' },
  { id: 'startup', label: 'Start-ups' },
  { id: 'medical', label: 'Medizin & Gesundheit' },
  { id: 'consulting', label: 'Beratung & Services' },
];

/** Labels of the result figures (map label to value; three shown). */
export const RESULT_LABELS: Record<string, string> = {
  traffic: 'Traffic',
  conversions: 'Conversions',
  engagement: 'Engagement',
};

export const categoryLabel = (id: string) => PORTFOLIO_CATEGORIES.find((c) => c.id === id)?.label ?? id;
