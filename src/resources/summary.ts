/** The shape of `GET /api/stats/summary`, shared by the server that builds it and the dashboard. */

/** The longest range the summary takes at once, in days (two years and a day). */
export const maxSummaryDays = 731;

export type Severity = 'good' | 'info' | 'warning';

export interface OverduePackage {
  id: number;
  trackingNumber: string;
  carrier: string;
  estimatedDelivery: string;
  status: string;
}

/** A computed highlight with the numbers behind it (the dashboard's sparkles). */
export type Insight =
  | {
      kind: 'revenueWeekOverWeek' | 'ordersWeekOverWeek';
      severity: Severity;
      /** The last whole day counted (the day before today at the latest); null without any. */
      through: string | null;
      thisWeek: number;
      lastWeek: number;
      change: number | null;
    }
  | {
      kind: 'orderAnomaly';
      severity: Severity;
      date: string;
      /** The day is today: its orders so far are already this far above. */
      inProgress: boolean;
      orders: number;
      mean: number;
      stdDev: number;
      deviations: number;
    }
  | { kind: 'overduePackages'; severity: Severity; count: number; examples: OverduePackage[] }
  | {
      kind: 'worstCarrier';
      severity: Severity;
      carrier: string;
      onTimeRate: number;
      delivered: number;
      overallRate: number;
    };

/** A carrier's deliveries in a range, and how many came on or before their estimated day. */
export interface CarrierOnTime {
  carrier: string;
  delivered: number;
  onTime: number;
}

export interface Kpi {
  value: number | null;
  previous: number | null;
  /** (value − previous) ÷ previous; null when there is nothing to compare with. */
  change: number | null;
}

export interface DayStats {
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

/** Packages still on their way: the ones that can be late, and the ones the map shows. */
export const inFlightStates = ['label_created', 'in_transit', 'out_for_delivery', 'failed_attempt'];

/** How many packages the map names per destination: a click opens one, or offers these. */
export const mapPackagesPerPoint = 5;

/** A package on its way, as the map's point names it. */
export interface MapPackage {
  id: number;
  trackingNumber: string;
  status: string;
}

export interface Summary {
  range: {
    from: string;
    to: string;
    previousFrom: string;
    previousTo: string;
    /** The UTC day still under way when the summary was made: its numbers are so far. */
    today: string;
  };
  kpis: Record<'revenue' | 'orders' | 'averageOrderValue' | 'newCustomers' | 'onTimeRate', Kpi>;
  series: DayStats[];
  ordersByStatus: { status: string; count: number; amount: number }[];
  packagesByCarrier: { carrier: string; total: number; byStatus: Record<string, number> }[];
  topCities: { city: string; country: string; orders: number; revenue: number }[];
  /** The range's deliveries by carrier, most first. */
  onTimeByCarrier: CarrierOnTime[];
  insights: Insight[];
  map: {
    destinations: {
      city: string;
      country: string;
      lat: number;
      lng: number;
      count: number;
      /** The first `mapPackagesPerPoint` of them, the soonest due first. */
      packages: MapPackage[];
    }[];
    lastLocations: { city: string; lat: number; lng: number; count: number }[];
  };
}
