/**
 * What the browser build loads for `axios` (`vite.config.ts`). `@refinedev/simple-rest` makes a
 * default axios instance when it loads; the app always hands it its own fetch client
 * (`http-client.ts`), so that instance is never asked anything. This stands in for it: it can be
 * made and given its interceptor, and any request through it says why it cannot be sent.
 */
const notBundled = () =>
  Promise.reject(
    new Error('axios is not in the browser build: hand the data provider the app’s HTTP client'),
  );

export function create() {
  return {
    interceptors: { response: { use: () => 0 } },
    request: notBundled,
    get: notBundled,
    head: notBundled,
    options: notBundled,
    delete: notBundled,
    post: notBundled,
    put: notBundled,
    patch: notBundled,
  };
}

export default { create };
