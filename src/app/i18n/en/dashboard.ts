export const dashboard = {
  board: {
    title: 'Dashboard',
    subtitle: 'How the shop is doing, at a glance',
    error: 'The numbers could not be loaded. Try refreshing.',
    empty: 'Nothing in this range yet',
    range: { label: 'Date range', last: 'Last {{count}} days' },
    kpi: {
      revenue: 'Revenue',
      orders: 'Orders',
      averageOrderValue: 'Average order value',
      newCustomers: 'New customers',
      onTimeRate: 'Delivered on time',
      up: 'up from the previous period',
      down: 'down from the previous period',
      same: 'the same as the previous period',
      previous: 'Previous period: {{value}}',
      noComparison: 'No previous period to compare',
      noValue: 'Nothing in this period to compare',
    },
    charts: {
      revenue: 'Revenue per day',
      revenueSeries: 'Revenue',
      orders: 'Orders per day',
      ordersPaid: 'Orders',
      ordersCancelled: 'Cancelled',
      status: 'Orders by status',
      carriers: 'Packages by carrier and status',
      today: 'Today',
      todaySoFar: 'Today, so far',
    },
    insights: {
      title: 'Insights',
      none: 'Nothing stands out in this range',
      severity: { good: 'Good', info: 'Note', warning: 'Attention' },
      revenueWeekOverWeek:
        'Revenue in the 7 days to {{through}}: {{change}} against the 7 days before ({{thisWeek}} vs {{lastWeek}}).',
      ordersWeekOverWeek:
        'Orders in the 7 days to {{through}}: {{change}} against the 7 days before ({{thisWeek}} vs {{lastWeek}}).',
      anomalyHigh: '{{date}}: {{orders}} orders, {{sigma}}σ above the 28-day mean of {{mean}}.',
      anomalyHighSoFar:
        'Today so far: {{orders}} orders, already {{sigma}}σ above the 28-day mean of {{mean}}.',
      anomalyLow: '{{date}}: {{orders}} orders, {{sigma}}σ below the 28-day mean of {{mean}}.',
      overdue_one: '{{count}} package is past its estimated delivery:',
      overdue_other: '{{count}} packages are past their estimated delivery:',
      worstCarrier:
        '{{carrier}} delivers on time least often: {{rate}} of {{delivered}} deliveries (all carriers: {{overall}}).',
    },
    recent: { title: 'Recent orders', all: 'All orders' },
    cities: {
      title: 'Top cities',
      orders_one: '{{formatted}} order',
      orders_other: '{{formatted}} orders',
    },
    map: {
      title: 'Packages on their way',
      label: 'World map of {{count}} packages on their way',
      destinations: 'Destination',
      lastLocations: 'Last known location',
      destination: '{{city}}: {{count}} packages heading here',
      lastLocation: '{{city}}: last seen here ({{count}})',
    },
  },
};
