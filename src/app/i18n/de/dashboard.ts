import type { dashboard as english } from '../en/dashboard';
import type { SameKeys } from '../types';

export const dashboard: SameKeys<typeof english> = {
  board: {
    title: 'Übersicht',
    subtitle: 'Wie es dem Shop geht, auf einen Blick',
    error: 'Die Zahlen konnten nicht geladen werden. Bitte neu laden.',
    empty: 'In diesem Zeitraum noch nichts',
    range: { label: 'Zeitraum', last: 'Letzte {{count}} Tage' },
    kpi: {
      revenue: 'Umsatz',
      orders: 'Bestellungen',
      averageOrderValue: 'Durchschnittlicher Bestellwert',
      newCustomers: 'Neue Kunden',
      onTimeRate: 'Pünktlich zugestellt',
      up: 'mehr als im Vorzeitraum',
      down: 'weniger als im Vorzeitraum',
      same: 'wie im Vorzeitraum',
      previous: 'Vorzeitraum: {{value}}',
      noComparison: 'Kein Vorzeitraum zum Vergleich',
      noValue: 'In diesem Zeitraum nichts zum Vergleich',
      open: '{{name}}: die Liste hinter dieser Zahl öffnen',
    },
    charts: {
      revenue: 'Umsatz pro Tag',
      revenueSeries: 'Umsatz',
      orders: 'Bestellungen pro Tag',
      ordersPaid: 'Bestellungen',
      ordersCancelled: 'Storniert',
      status: 'Bestellungen nach Status',
      carriers: 'Pakete nach Versanddienst und Status',
      today: 'Heute',
      todaySoFar: 'Heute, bisher',
    },
    insights: {
      title: 'Erkenntnisse',
      none: 'In diesem Zeitraum fällt nichts auf',
      severity: { good: 'Gut', info: 'Hinweis', warning: 'Achtung' },
      revenueWeekOverWeek:
        'Umsatz in den 7 Tagen bis {{through}}: {{change}} gegenüber den 7 Tagen davor ({{thisWeek}} zu {{lastWeek}}).',
      ordersWeekOverWeek:
        'Bestellungen in den 7 Tagen bis {{through}}: {{change}} gegenüber den 7 Tagen davor ({{thisWeek}} zu {{lastWeek}}).',
      anomalyHigh:
        '{{date}}: {{orders}} Bestellungen, {{sigma}}σ über dem 28-Tage-Mittel von {{mean}}.',
      anomalyHighSoFar:
        'Heute bisher: {{orders}} Bestellungen, schon {{sigma}}σ über dem 28-Tage-Mittel von {{mean}}.',
      anomalyLow:
        '{{date}}: {{orders}} Bestellungen, {{sigma}}σ unter dem 28-Tage-Mittel von {{mean}}.',
      seeDay: 'Der Tag im Einzelnen',
      overdue_one: '{{count}} Paket hat den voraussichtlichen Liefertermin überschritten:',
      overdue_other: '{{count}} Pakete haben den voraussichtlichen Liefertermin überschritten:',
      worstCarrier:
        '{{carrier}} liefert am seltensten pünktlich: {{rate}} von {{delivered}} Zustellungen (alle: {{overall}}).',
    },
    recent: { title: 'Neueste Bestellungen', all: 'Alle Bestellungen' },
    cities: {
      title: 'Top-Städte',
      orders_one: '{{formatted}} Bestellung',
      orders_other: '{{formatted}} Bestellungen',
      open: 'Die Bestellungen aus {{city}} öffnen',
    },
    map: {
      title: 'Pakete unterwegs',
      label: 'Weltkarte mit {{count}} Paketen unterwegs',
      destinations: 'Ziel',
      lastLocations: 'Zuletzt gesehen',
      destination: '{{city}}: {{count}} Pakete auf dem Weg hierher',
      lastLocation: '{{city}}: zuletzt hier gesehen ({{count}})',
      role: 'Karte',
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      reset: 'Die ganze Karte zeigen',
      keys: 'Ziehen oder Pfeiltasten zum Verschieben, + und − zum Zoomen',
      point_one: '{{city}}: {{count}} Paket auf dem Weg hierher',
      point_other: '{{city}}: {{count}} Pakete auf dem Weg hierher',
      packages: 'Pakete nach {{city}}',
      allPackages: 'Alle {{count}} Pakete nach {{city}}',
    },
  },
};
