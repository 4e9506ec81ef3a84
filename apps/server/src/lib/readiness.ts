/**
 * Whether a server has finished its start-up work — in a `WEB_CONCURRENCY` cluster, every
 * process of it (migrations, the ADMIN_EMAIL account, the bus subscriptions): until then
 * `/api/health` answers 503, so a load balancer or a script that waits for it never sends a
 * sign-in to a server whose admin account does not exist yet.
 */
export interface Readiness {
  readonly isReady: boolean;
  markReady(): void;
}

export function createReadiness(isReady = false): Readiness {
  let ready = isReady;
  return {
    get isReady() {
      return ready;
    },
    markReady() {
      ready = true;
    },
  };
}
