/** Port and staff account of the api instance the browser tests start (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
