import {
  customerTestimonialInputSchema,
  portfolioProjectInputSchema,
  pricingPackageInputSchema,
  serviceSchema,
  successStoryInputSchema,
} from './content';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((i) => i.message)),
];

describe('content schemas', () => {
  it('apply the defaults of every content type', () => {
    expect(pricingPackageInputSchema.parse({ name: 'Basis', price: '99' })).toMatchObject({
      price: 99,
      duration: '24 Monate',
      ctaText: 'Paket wählen',
      popular: false,
      enabled: true,
    });
    expect(successStoryInputSchema.parse({ company: 'A', title: 'B', link: '' }).link).toBe('#');
    expect(serviceSchema.parse({ title: 'S' })).toMatchObject({
      startingPrice: 'ab 999€',
      deliveryTime: '2-4 Wochen',
      features: ['Feature 1', 'Feature 2'],
      icon: 'Code',
      active: true,
    });
    expect(customerTestimonialInputSchema.parse({ name: 'N', text: 'T' })).toMatchObject({ rating: 5, enabled: true });
  });

  it('trims list fields and drops empties', () => {
    expect(
      portfolioProjectInputSchema.parse({ title: 'T', client: 'C', technologies: ' React ,, Vue ' }).technologies,
    ).toEqual(['React', 'Vue']);
    expect(pricingPackageInputSchema.parse({ name: 'B', price: 1, features: ['  a ', '', ' '] }).features).toEqual([
      'a',
    ]);
  });

  it('gives the spec messages for missing required fields', () => {
    expect(messages(successStoryInputSchema.safeParse({ company: ' ' }))).toEqual([
      'Firma und Titel sind Pflichtfelder',
    ]);
    expect(messages(portfolioProjectInputSchema.safeParse({ title: 'T' }))).toEqual([
      'Titel und Kunde sind Pflichtfelder',
    ]);
    expect(messages(pricingPackageInputSchema.safeParse({ name: 'B', price: 'abc' }))).toEqual([
      'Name und Preis sind Pflichtfelder',
    ]);
    expect(messages(customerTestimonialInputSchema.safeParse({ name: 'N' }))).toEqual(['Pflichtfelder fehlen: Text']);
    expect(messages(customerTestimonialInputSchema.safeParse({}))).toEqual(['Pflichtfelder fehlen: Name Text']);
  });
});
