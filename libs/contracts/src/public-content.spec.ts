import { successStoryInputSchema } from './content';
import {
  formTokenSchema,
  publicFaqSchema,
  publicImprintSchema,
  publicPricingPackagesSchema,
  publicServicesSchema,
  publicSuccessStoriesSchema,
  publicTestimonialsSchema,
  publicWebsiteSettingsSchema,
} from './public-content';

describe('public content readers', () => {
  it('read a non-list as an empty list and drop entries that are not objects', () => {
    expect(publicSuccessStoriesSchema.parse({ error: 'x' })).toEqual([]);
    expect(publicSuccessStoriesSchema.parse(null)).toEqual([]);
    expect(publicTestimonialsSchema.parse([1, 'a', null, { name: 'Ana' }])).toHaveLength(1);
  });

  it('give missing or malformed fields their defaults, and numbers as text', () => {
    const [story] = publicSuccessStoriesSchema.parse([{ title: 7, results: 'x', testimonial: null }]);
    expect(story).toMatchObject({
      id: 'story-0',
      title: '7',
      company: '',
      solutionDetails: [],
      results: [],
      testimonial: { quote: '', author: '', position: '' },
    });
    const [review] = publicTestimonialsSchema.parse([{ id: 'r1', rating: 'viele' }]);
    expect(review).toMatchObject({ id: 'r1', rating: 5, name: 'Unbekannt' });
    const [pkg] = publicPricingPackagesSchema.parse([{ name: 'Basis', price: '129', features: ['a', ' ', 3] }]);
    expect(pkg).toMatchObject({ price: 129, duration: '24 Monate', ctaText: 'Paket wählen', features: ['a', '3'] });
  });

  it('read what the admin schema writes', () => {
    const stored = successStoryInputSchema.parse({
      company: 'Firma',
      title: 'Titel',
      results: [{ value: '+1', label: 'L' }],
    });
    const [story] = publicSuccessStoriesSchema.parse([{ id: 's1', ...stored }]);
    expect(story).toMatchObject({ id: 's1', company: 'Firma', title: 'Titel', results: [{ value: '+1', label: 'L' }] });
  });

  it('hide inactive FAQ questions and give ids to those without', () => {
    const [category] = publicFaqSchema.parse([
      { title: 'K', questions: [{ question: 'a' }, { question: 'b', active: false }] },
    ]);
    expect(category).toMatchObject({
      id: 'kategorie-0',
      icon: 'HelpCircle',
      questions: [{ id: '0-0', question: 'a' }],
    });
  });

  it('take a service price for the starting price when only that is given', () => {
    const [service] = publicServicesSchema.parse([
      { title: 'S', price: 'ab 690', active: 'ja', packages: [{ name: 'P', pages: 5 }] },
    ]);
    expect(service).toMatchObject({
      startingPrice: 'ab 690',
      active: true,
      icon: 'Code',
      packages: [{ pages: '5' }],
    });
    expect(service?.packages[0]?.setup).toBeUndefined();
  });

  it('read the website settings at the top level or inside settings', () => {
    const nested = publicWebsiteSettingsSchema.parse({ settings: { contact_info: { phone: '040' } } });
    expect(nested.contact_info).toEqual({ address: '', phone: '040', email: '' });
    expect(publicWebsiteSettingsSchema.parse('kaputt').social_media).toEqual({});
  });

  it('fill a broken imprint with blanks and read the form token', () => {
    expect(publicImprintSchema.parse({ company: 'x' }).company.address).toEqual({ street: '', city: '', country: '' });
    expect(formTokenSchema.parse({ token: 'abc' }).token).toBe('abc');
    expect(formTokenSchema.parse({ token: 5 }).token).toBeUndefined();
  });
});
