import { useTestApi } from '../testing/test-app';

// Outside production the internals answer on the one port (production: web/public-pages.int.spec.ts).
const api = useTestApi({ NODE_ENV: 'test' }, { login: false });

describe('/api/docs', () => {
  it('documents every content route with the schemas that validate it', async () => {
    await api.http.get('/api/docs').expect(200).expect('Content-Type', /html/);
    const { body } = await api.http.get('/api/docs-json').expect(200);
    const paths = Object.keys(body.paths);
    for (const path of [
      '/api/admin/success-stories',
      '/api/admin/success-stories/{id}',
      '/api/admin/success-stories/{id}/history',
      '/api/admin/success-stories/{id}/restore',
      '/api/admin/success-stories/trash',
      '/api/admin/success-stories/reorder',
      '/api/public/success-stories',
      '/api/public/testimonials',
      '/api/public/portfolio-projects',
      '/api/public/pricing-packages',
      '/api/public/pricing-testimonials',
      '/api/public/website-settings',
      '/api/public/legal/impressum',
      '/api/services',
      '/api/faqs',
      '/api/images',
      '/api/admin/faqs',
      '/api/admin/services',
      '/api/admin/images',
      '/api/admin/legal/impressum',
      '/api/admin/website-settings',
      '/api/admin/email-templates/{id}',
      '/api/admin/system-settings/{kind}',
      '/api/admin/users',
    ]) {
      expect(paths).toContain(path);
    }
    const create = body.paths['/api/admin/success-stories'].post;
    const schema = create.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['company', 'title', 'results', 'testimonial']),
    );
    expect(create.security).toEqual([{ bearer: [] }]);
  });
});
