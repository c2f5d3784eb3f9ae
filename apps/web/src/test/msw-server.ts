import { setupServer } from 'msw/node';

/** The one request interceptor of the web tests; each test installs its handlers with `server.use`. */
export const server = setupServer();
