import { useTestApi } from '../testing/test-app';

const api = useTestApi({}, { login: false });

/** Every route the running app registered under /api/admin, read from Express's router. */
function adminRoutes(): { method: string; path: string }[] {
  const express = api.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack
    .flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route?.path ?? '' })) : [],
    )
    .filter(
      (route) =>
        route.path.startsWith('/api/admin/') &&
        !['/api/admin/login', '/api/admin/login/code', '/api/admin/logout'].includes(route.path),
    )
    .map((route) => ({ ...route, path: route.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000') }));
}

type Call = (path: string) => import('supertest').Test;
const call = (method: string, path: string) => (api.http as unknown as Record<string, Call>)[method](path);

describe('every admin route', () => {
  it('is found', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 without a token and with a forged one', async () => {
    for (const route of adminRoutes()) {
      const none = await call(route.method, route.path);
      expect([route.path, none.status]).toEqual([route.path, 401]);
      const forged = await call(route.method, route.path).set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x');
      expect([route.path, forged.status]).toEqual([route.path, 401]);
    }
  });

  it('answers 403 to a valid token without the permission (every route but the own account’s)', async () => {
    const admin = await api.login();
    await api.http
      .post('/api/admin/users')
      .set('Authorization', `Bearer ${admin}`)
      .send({ username: 'ohne-rechte', email: 'ohne@example.de', password: 'Ohne-Rechte-Lotsenboot-64' })
      .expect(201);
    const token = await api.login('ohne-rechte', 'Ohne-Rechte-Lotsenboot-64');
    const routes = adminRoutes();
    expect(routes.filter((route) => route.path.startsWith('/api/admin/account/')).length).toBeGreaterThan(0);
    for (const route of routes.filter((r) => !r.path.startsWith('/api/admin/account/'))) {
      const response = await call(route.method, route.path).set('Authorization', `Bearer ${token}`);
      expect([route.path, response.status]).toEqual([route.path, 403]);
    }
  });
});
