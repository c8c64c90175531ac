import type { FastifyInstance } from 'fastify';
import { can, orders } from '../../resources';
import { recordIdOf } from '../../resources/common';
import { say } from '../../resources/messages';
import { type OrderNote, orderNoteCreate } from '../../resources/order-notes';
import { forbidden, noSuch } from '../errors';
import { requireSession } from '../plugins/sessions';
import { parseWith } from '../records/input';

const columns = ['id', 'orderId', 'authorId', 'authorName', 'text', 'createdAt'] as const;

/** An order's id from the path; one no order can have is no such order. */
function orderId(raw: string): number {
  const id = recordIdOf(raw);
  if (id === undefined) throw noSuch(orders.label);
  return id;
}

/**
 * `GET/POST /api/orders/:id/notes` (SPEC §11): staff who may read an order read its notes, oldest
 * first; staff who may edit it add one. A note changes nothing of the order (its version stays),
 * so adding one never conflicts with an edit.
 */
export async function orderNoteRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/orders/:id/notes',
    { schema: { tags: ['orders'], summary: "An order's notes, oldest first" } },
    async (request, reply) => {
      const { user } = requireSession(request);
      if (!can(orders, user.role, 'show')) throw forbidden(say('roleMayNot'));
      const id = orderId(request.params.id);
      const order = await app.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!order) throw noSuch(orders.label);
      const notes = await app.db.kysely
        .selectFrom('orderNotes')
        .select(columns)
        .where('orderId', '=', id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      reply.header('X-Total-Count', String(notes.length));
      return notes satisfies OrderNote[];
    },
  );

  app.post<{ Params: { id: string } }>(
    '/orders/:id/notes',
    { schema: { tags: ['orders'], summary: 'Add a note to an order' } },
    async (request, reply) => {
      const { user } = requireSession(request);
      if (!can(orders, user.role, 'edit')) throw forbidden(say('roleMayNot'));
      const id = orderId(request.params.id);
      const { text } = parseWith(orderNoteCreate, request.body);
      let number = '';
      const note = await app.db.transaction(async (trx) => {
        // Held until the note commits: a deletion of the order waits for it, or came first.
        const order = await app.db.engine
          .forCheck(trx.selectFrom('orders').select(['id', 'number']).where('id', '=', id))
          .executeTakeFirst();
        if (!order) throw noSuch(orders.label);
        number = order.number;
        return trx
          .insertInto('orderNotes')
          .values({
            orderId: id,
            authorId: user.id,
            authorName: user.name,
            text,
            createdAt: new Date().toISOString(),
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
      // The order's history changed: its open pages hear of it, as of any change of the order.
      app.events.publish({
        resource: 'orders',
        id,
        title: number,
        action: 'updated',
        at: note.createdAt,
        scope: {},
      });
      reply.code(201);
      return note satisfies OrderNote;
    },
  );
}
