import { z } from 'zod';
import { contractResolver } from './contract-form';
import { fieldError, firstError } from './field-error';

const schema = z.object({
  name: z.string().trim().min(1, 'Name ist ein Pflichtfeld'),
  social: z.object({ url: z.string().startsWith('https://', 'Die Adresse muss mit https:// beginnen') }),
  service: z.string().min(1, 'Gewünschte Leistung ist ein Pflichtfeld'),
});
type Values = { name: string; social: { url: string }; projectType: string };
const options = { criteriaMode: 'firstError', shouldUseNativeValidation: false, fields: {} } as const;

describe('contract form layer', () => {
  it('puts each message of the contract schema on its field, the first one on the form', async () => {
    const resolver = contractResolver<Values>({
      schema,
      payload: (values) => ({ ...values, service: values.projectType }),
      fieldOf: { service: 'projectType' },
    });
    const { errors } = await resolver({ name: ' ', social: { url: 'ftp://x' }, projectType: '' }, undefined, options);
    expect(fieldError(errors, 'name')).toBe('Name ist ein Pflichtfeld');
    expect(fieldError(errors, 'social.url')).toBe('Die Adresse muss mit https:// beginnen');
    expect(fieldError(errors, 'projectType')).toBe('Gewünschte Leistung ist ein Pflichtfeld');
    expect(firstError(errors)).toBe('Name ist ein Pflichtfeld');
  });

  it('passes the values on unchanged when the schema accepts them, with a lazily loaded schema', async () => {
    const resolver = contractResolver<Values>({
      schema: async () => schema,
      payload: (values) => ({ ...values, service: 'Website' }),
    });
    const values = { name: 'Ana', social: { url: 'https://a.example' }, projectType: '' };
    await expect(resolver(values, undefined, options)).resolves.toEqual({ values, errors: {} });
  });
});
