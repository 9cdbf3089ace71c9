// The store the browser journeys run against: its port, fresh data dir and environment. Read by
// playwright.config.ts (its webServer) and by `npm run test:composed` (which starts it itself).
export const e2ePort = () => Number(process.env.E2E_PORT ?? 8090);

/** The store owner's account, created at start as ADMIN_EMAIL does for a container. */
export const e2eOwner = { email: 'owner@e2e.example.com', password: 'owner-e2e-password-1' };

export function e2eServerEnv(port = e2ePort()) {
  return {
    PORT: String(port),
    DATA_DIR: `.data/e2e-${port}`,
    SKIP_BUILD: '1',
    LOG_LEVEL: 'warn',
    // the local card gateway (tokenizer + charges) on its own port, so its origin differs from the store's
    SANDBOX_GATEWAY_PORT: process.env.E2E_GATEWAY_PORT ?? String(port + 1000),
    // orders advance through production in seconds, so a journey can watch one reach 'fulfilled'
    LOCAL_FULFILMENT_STEP_MS: '3000',
    PARTNER_POLL_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    ADMIN_EMAIL: e2eOwner.email,
    ADMIN_PASSWORD: e2eOwner.password,
  };
}
