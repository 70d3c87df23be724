import { faqCategoriesSchema, homePackagesSchema, servicesSchema } from '../content';
import { HOME_PACKAGE_OFFER_SERVICES, OFFER_SERVICES, offerServiceForHomePackage } from '../offer-options';
import { BUILT_IN_FAQ } from './faq';
import { BUILT_IN_HOME_PACKAGES } from './home-packages';
import { BUILT_IN_SERVICES } from './services';

// The built-in content is seeded through these schemas and shown as the web's fallback: a typo (unknown
// icon, blank title, a field the schema would trim or default) must fail here, not at the first start.
describe('built-in content', () => {
  it.each([
    ['services', servicesSchema, BUILT_IN_SERVICES],
    ['home packages', homePackagesSchema, BUILT_IN_HOME_PACKAGES],
    ['FAQ', faqCategoriesSchema, BUILT_IN_FAQ],
  ] as const)('%s: every item passes its schema unchanged', (_name, schema, items) => {
    const result = schema.safeParse(items);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject(items);
  });

  it('has the sets the spec names', () => {
    expect(BUILT_IN_SERVICES).toHaveLength(12);
    expect(BUILT_IN_HOME_PACKAGES.map((item) => item.title)).toEqual([
      'Corporate Website',
      'SEO & Content Paket',
      'Social Media Management',
    ]);
    expect(BUILT_IN_FAQ).toHaveLength(10);
    expect(BUILT_IN_FAQ.flatMap((category) => category.questions)).toHaveLength(39);
  });

  it('gives every item a unique id within its set', () => {
    const sets = [
      BUILT_IN_SERVICES.map((item) => item.id),
      BUILT_IN_HOME_PACKAGES.map((item) => item.id),
      BUILT_IN_FAQ.map((category) => category.id),
      BUILT_IN_FAQ.flatMap((category) => category.questions.map((question) => question.id)),
    ];
    for (const ids of sets) expect(new Set(ids).size).toBe(ids.length);
  });

  it('preselects for each home package the service a visitor asking about it means', () => {
    // Every built-in package is reviewed; every answer is one of the dialog's choices.
    expect(Object.keys(HOME_PACKAGE_OFFER_SERVICES).sort()).toEqual(
      BUILT_IN_HOME_PACKAGES.map((item) => item.id).sort(),
    );
    for (const service of Object.values(HOME_PACKAGE_OFFER_SERVICES)) expect(OFFER_SERVICES).toContain(service);
    const byTitle = Object.fromEntries(
      BUILT_IN_HOME_PACKAGES.map((item) => [item.title, offerServiceForHomePackage(item.id)]),
    );
    expect(byTitle).toEqual({
      // With a headless CMS: never 'Website ohne CMS'.
      'Corporate Website': 'Sonstiges',
      // A monthly SEO and content package: never the one-off 'SEO-Audit'.
      'SEO & Content Paket': 'Sonstiges',
      'Social Media Management': 'Social Media Content',
    });
    expect(offerServiceForHomePackage('ein-neues-paket')).toBe('Sonstiges');
  });
});
