import { z } from 'zod';
import { maxViewNameLength, maxViewQueryLength, viewableLists } from './saved-view-lists';

export {
  maxViewNameLength,
  maxViewQueryLength,
  maxViewsPerUser,
  viewableLists,
} from './saved-view-lists';

/**
 * A list's URL query string as the browser has it, without its `?`: printable text (no control
 * characters), of bounded length. What it asks for is the list's to read, as a link's is.
 */
const query = z
  .string()
  .transform((text) => text.replace(/^\?/, ''))
  .pipe(
    z
      .string()
      .max(maxViewQueryLength)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused.
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Must be a URL query string'),
  );

const name = z.string().trim().min(1).max(maxViewNameLength);

/** A new saved view: `{ name, resource, query }`. */
export const savedViewCreate = z.strictObject({
  name,
  resource: z.enum(viewableLists),
  query,
});

/** A change to a saved view: its name or query, with the version it was read at. */
export const savedViewUpdate = z.strictObject({
  name: name.optional(),
  query: query.optional(),
  version: z.number().int().min(1),
});

export type SavedViewCreate = z.infer<typeof savedViewCreate>;
export type SavedViewUpdate = z.infer<typeof savedViewUpdate>;

/** A saved view as the API answers it. */
export interface SavedView {
  id: number;
  name: string;
  resource: (typeof viewableLists)[number];
  query: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
