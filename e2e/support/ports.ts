/** The end-to-end system runs on its own ports, so it never meets a running `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const INTERNAL_SECRET = 'e2e-internal-secret-0123456789';
export const remotePort = (offset: number) => E2E_PORT + offset;
