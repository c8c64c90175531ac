/** Tag colours by enum value; a value means the same thing on every resource. */
const colors: Record<string, string> = {
  pending: 'gold',
  confirmed: 'blue',
  shipped: 'geekblue',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'purple',
  label_created: 'default',
  in_transit: 'blue',
  out_for_delivery: 'cyan',
  failed_attempt: 'orange',
  returned: 'magenta',
  lost: 'red',
  active: 'green',
  disabled: 'red',
  admin: 'volcano',
  operator: 'blue',
  viewer: 'cyan',
  customer: 'default',
  dhl: 'gold',
  ups: 'orange',
  fedex: 'purple',
  usps: 'blue',
  local: 'default',
};

const palette = ['blue', 'cyan', 'geekblue', 'purple', 'magenta', 'gold', 'lime'];

/** The antd Tag colour of an enum value; unknown values get a stable colour from a palette. */
export function enumColor(value: string): string {
  const known = colors[value];
  if (known) return known;
  let hash = 0;
  for (const char of value) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? 'default';
}
