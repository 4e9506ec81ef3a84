import type { AppConfig } from './config';
import type { ensureDemoAdmin } from './modules/admin/ensure-admin';

/** The demo admin created at the first start, if one was. */
export type DemoAdmin = Awaited<ReturnType<typeof ensureDemoAdmin>>;

/** What the log says once the server listens. */
export function runningText(config: AppConfig): string {
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return `Parlor is running at http://${shownHost}:${config.port} (API docs: /api/docs)`;
}

/** The demo admin's credentials, logged this once. */
export function demoAdminText(demoAdmin: NonNullable<DemoAdmin>): string {
  return (
    `Demo admin account created — e-mail: ${demoAdmin.email}  password: ${demoAdmin.password} ` +
    '(shown only this once; `npm run admin:create` sets another)'
  );
}
