import { products } from '../../resources';
import { say } from '../../resources/messages';
import type { OrderItem } from '../../resources/orders';
import { AppError, validationFailed } from '../errors';
import { toRecord } from '../records/api-record';
import { changeEventOf } from '../records/changes';
import type { Row, WriteContext } from './types';

/**
 * The states of an order that hold its quantities out of stock: confirming took them, and they
 * stay taken until it is cancelled or refunded (SPEC §11).
 */
const holdingStates: readonly string[] = ['confirmed', 'shipped', 'delivered'];

export const holdsStock = (status: unknown) => holdingStates.includes(status as string);

/** An order's lines, as stored (JSON text) or as validated input. */
export const itemsOf = (items: unknown): OrderItem[] =>
  (typeof items === 'string' ? JSON.parse(items) : (items ?? [])) as OrderItem[];

/**
 * The products the lines name (by `productId`, else by `sku`), locked for the write in id order:
 * two writes that want the same products take them one after the other, never crosswise.
 */
async function lockedProducts(context: WriteContext, lines: readonly OrderItem[]) {
  const ids = lines.flatMap((line) => (line.productId === undefined ? [] : [line.productId]));
  const skus = lines.flatMap((line) => (line.productId === undefined ? [line.sku] : []));
  if (ids.length === 0 && skus.length === 0) return [];
  return (await context.engine
    .forWrite(
      context.trx
        .selectFrom('products')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
            ...(skus.length > 0 ? [eb('sku', 'in', skus)] : []),
          ]),
        )
        .orderBy('id'),
    )
    .execute()) as Row[];
}

/** The product `line` names among `found`, or undefined when it names none of them. */
function productOf(found: readonly Row[], line: OrderItem): Row | undefined {
  return line.productId === undefined
    ? found.find((product) => product.sku === line.sku)
    : found.find((product) => product.id === line.productId);
}

/**
 * Refuses lines of `after` that are new to the order (their product on no line of `before`) and
 * name a product that is not there or archived: such a product cannot be picked (SPEC §11).
 */
function assertPickable(found: readonly Row[], before: readonly OrderItem[], after: OrderItem[]) {
  const had = new Set(before.map((line) => productOf(found, line)?.id ?? `sku:${line.sku}`));
  const errors: Record<string, ReturnType<typeof say>[]> = {};
  after.forEach((line, index) => {
    const product = productOf(found, line);
    if (had.has(product?.id ?? `sku:${line.sku}`)) return;
    if (line.productId !== undefined && !product)
      errors[`items.${index}.productId`] = [say('chooseProduct')];
    else if (product?.status === 'archived')
      errors[`items.${index}.productId`] = [say('productArchived', { sku: String(product.sku) })];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

interface Move {
  product: Row;
  /** Units back into stock (negative: taken out). */
  delta: number;
  /** Units the order's lines want of it after the write, and the first such line. */
  wanted: number;
  line: number;
}

/** What the write moves in and out of each product's stock. */
function movesOf(found: readonly Row[], taken: readonly OrderItem[], taking: OrderItem[]) {
  const moves = new Map<number, Move>();
  const moveOf = (product: Row, line: number) => {
    const id = product.id as number;
    const move = moves.get(id) ?? { product, delta: 0, wanted: 0, line };
    moves.set(id, move);
    return move;
  };
  for (const line of taken) {
    const product = productOf(found, line);
    if (product) moveOf(product, -1).delta += line.quantity;
  }
  taking.forEach((line, index) => {
    const product = productOf(found, line);
    if (!product) return;
    const move = moveOf(product, index);
    if (move.line < 0) move.line = index;
    move.delta -= line.quantity;
    move.wanted += line.quantity;
  });
  return [...moves.values()].filter((move) => move.delta !== 0);
}

/** Refuses the write when a product would go below zero, naming each short line (409). */
function assertInStock(moves: readonly Move[]) {
  const short = moves.filter((move) => (move.product.stock as number) + move.delta < 0);
  if (short.length === 0) return;
  const lines = short.map((move) => ({
    index: move.line,
    sku: String(move.product.sku),
    wanted: move.wanted,
    left: (move.product.stock as number) + move.delta + move.wanted,
  }));
  throw new AppError(
    409,
    'OUT_OF_STOCK',
    say('outOfStock', { skus: lines.map((line) => line.sku).join(', ') }),
    Object.fromEntries(
      lines.map(({ index, ...line }) => [`items.${index}.quantity`, [say('lineShort', line)]]),
    ),
    { lines },
  );
}

/** Writes the moved stock, each product's version counting the write, announced with the order's. */
async function applyMoves(context: WriteContext, moves: readonly Move[]) {
  for (const { product, delta } of moves) {
    const after = (await context.trx
      .updateTable('products')
      .set({
        stock: (product.stock as number) + delta,
        updatedAt: context.now,
        version: (product.version as number) + 1,
      })
      .where('id', '=', product.id as number)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    context.followUps?.push(
      changeEventOf(products, { record: toRecord(products, after), action: 'update' }, after),
    );
  }
}

/**
 * Keeps the products' stock with an order's write (SPEC §11): a move into `confirmed` takes its
 * lines' quantities, a move from a holding state to `cancelled` or `refunded` puts them back, and
 * a change of a holding order's lines takes or returns the difference. Lines new to the order may
 * not name an archived product. `before` is null for a new order.
 */
export async function keepStock(
  context: WriteContext,
  before: Row | null,
  after: Row,
): Promise<void> {
  const changedLines = !before || before.items !== after.items;
  const held = before !== null && holdsStock(before.status);
  if (!changedLines && held === holdsStock(after.status)) return;
  const old = before ? itemsOf(before.items) : [];
  const lines = itemsOf(after.items);
  const found = await lockedProducts(context, [...old, ...lines]);
  if (changedLines) assertPickable(found, old, lines);
  const taken = held ? old : [];
  const taking = holdsStock(after.status) ? lines : [];
  if (taken.length === 0 && taking.length === 0) return;
  const moves = movesOf(found, taken, taking);
  assertInStock(moves);
  await applyMoves(context, moves);
}
