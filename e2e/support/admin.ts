/** The admin account scripts/e2e-server.mjs ensures through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const e2eAdmin = { email: 'admin@e2e.parlor.local', password: 'E2e-Admin-Pass-1' } as const;
