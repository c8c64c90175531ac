import type { Generated } from 'kysely';

/** Timestamps are ISO 8601 UTC text in both dialects, so they sort and compare alike. */
type Timestamp = string;

interface Stored {
  id: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: number;
}

export interface UserTable extends Stored {
  name: string;
  email: string;
  phone: string | null;
  role: string;
  status: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  passwordHash: string | null;
  lastLoginAt: Timestamp | null;
}

export interface OrderTable extends Stored {
  number: string;
  customerId: number;
  customerName: string;
  status: string;
  /** JSON array of items. */
  items: string;
  amount: number;
  currency: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  note: string | null;
}

export interface PackageTable extends Stored {
  trackingNumber: string;
  orderId: number;
  orderNumber: string;
  carrier: string;
  status: string;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  city: string;
  country: string;
  lat: number;
  lng: number;
  /** JSON `{city, lat, lng}` or null. */
  lastLocation: string | null;
  estimatedDelivery: string;
  failedAttempts: number;
  shippedAt: Timestamp | null;
  deliveredAt: Timestamp | null;
  /** JSON array of tracking events. */
  trackingEvents: string;
}

export interface ProductTable extends Stored {
  sku: string;
  name: string;
  /** Cents of `currency`. */
  unitPrice: number;
  currency: string;
  stock: number;
  status: string;
}

export interface StatTable {
  date: string;
  ordersCount: number;
  revenue: number;
  averageOrderValue: number;
  newCustomers: number;
  packagesShipped: number;
  packagesDelivered: number;
  onTimeRate: number | null;
  cancelledCount: number;
}

/** metric: orderStatus | orderCity | packageCarrierStatus | carrierOnTime; see stats/rollup.ts. */
export interface DailyBreakdownTable {
  date: string;
  metric: string;
  key: string;
  count: number;
  amount: number;
}

/** A write's change to one day's counters, not folded into `stats` yet (PostgreSQL). */
export type StatsChangeTable = Omit<StatTable, 'averageOrderValue' | 'onTimeRate'>;

export interface ActivityTable {
  id: Generated<number>;
  actorId: number | null;
  action: string;
  resource: string;
  recordId: string | null;
  /** JSON `{field: [before, after]}`. */
  changes: string;
  at: Timestamp;
  ip: string | null;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token: a leaked table holds no usable session. */
  id: string;
  userId: number;
  remember: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface LoginFailureTable {
  key: string;
  at: Timestamp;
}

/** A user's named list state (SPEC §11): `query` is the list's URL query string. */
export interface SavedViewTable extends Stored {
  userId: number;
  resource: string;
  name: string;
  query: string;
}

/** A staff member's note on an order (SPEC §11). */
export interface OrderNoteTable {
  id: Generated<number>;
  orderId: number;
  authorId: number | null;
  authorName: string;
  text: string;
  createdAt: Timestamp;
}

export interface Database {
  users: UserTable;
  orders: OrderTable;
  packages: PackageTable;
  products: ProductTable;
  stats: StatTable;
  dailyBreakdown: DailyBreakdownTable;
  statsChanges: StatsChangeTable;
  /** A write's change to one breakdown group, not folded into `dailyBreakdown` yet (PostgreSQL). */
  breakdownChanges: DailyBreakdownTable;
  activity: ActivityTable;
  sessions: SessionTable;
  loginFailures: LoginFailureTable;
  savedViews: SavedViewTable;
  orderNotes: OrderNoteTable;
}
