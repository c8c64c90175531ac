import dataProviderFactory from '@refinedev/simple-rest';
import { createAxiosClient } from './axios-client';
import { apiUrl } from './config';
import { createHttpClient } from './http-client';
import { withPrefetch } from './prefetch';

/** The shared HTTP client: cookies, the CSRF header, and errors with their field `errors`. */
export const http = createHttpClient();

/**
 * `@refinedev/simple-rest` over our API; swap the inner provider to use another backend. The
 * wrapper lets the menu ask for a list's first page as it is clicked, and a direct visit for its
 * screen's record or page before the screen is drawn (`prefetch.ts`).
 */
export const dataProvider = withPrefetch(dataProviderFactory(apiUrl, createAxiosClient(http)));
