/** The API base; the one setting a deployment changes to point the app at another server. */
export const apiUrl: string = import.meta.env.VITE_API_URL ?? '/api';
