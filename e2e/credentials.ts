/** The administrator the e2e server is started with. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
