/** The API base; the one setting a deployment changes to point the app at another server. */
export const apiUrl: string = import.meta.env.VITE_API_URL ?? '/api';

/** Seconds an undoable delete waits for Undo before it is sent (refine's `undoableTimeout`). */
export const undoSeconds = 5;
