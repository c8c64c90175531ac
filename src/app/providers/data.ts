import dataProviderFactory from '@refinedev/simple-rest';
import { apiUrl } from './config';
import { createHttpClient } from './http-client';

/** The shared HTTP client: cookies, the CSRF header, and errors with their field `errors`. */
export const http = createHttpClient();

/** `@refinedev/simple-rest` over our API; swap this module to use another backend. */
export const dataProvider = dataProviderFactory(apiUrl, http);
