import { z } from 'zod';

export const maxNoteLength = 1000;

/** A new note on an order: its text, 1–1000 characters once trimmed. */
export const orderNoteCreate = z.strictObject({
  text: z.string().trim().min(1).max(maxNoteLength),
});

/** A note as the API answers it. */
export interface OrderNote {
  id: number;
  orderId: number;
  authorId: number | null;
  authorName: string;
  text: string;
  createdAt: string;
}
