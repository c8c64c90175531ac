import { theme } from 'antd';

/** Chart colours that follow the light or dark theme. */
export function useChartColors() {
  const { token } = theme.useToken();
  return {
    primary: token.colorPrimary,
    grid: token.colorBorderSecondary,
    /** The band behind a hovered bar: recharts' own light grey glares on the dark theme. */
    hover: token.colorFillSecondary,
    text: token.colorTextSecondary,
    background: token.colorBgElevated,
    series: [token.colorPrimary, '#13a8a8', '#faad14', '#eb2f96', '#722ed1', '#52c41a', '#fa541c'],
    status: {
      pending: '#faad14',
      confirmed: token.colorPrimary,
      shipped: '#13a8a8',
      delivered: '#52c41a',
      cancelled: '#8c8c8c',
      refunded: '#eb2f96',
      label_created: '#bfbfbf',
      in_transit: token.colorPrimary,
      out_for_delivery: '#13a8a8',
      failed_attempt: '#faad14',
      returned: '#eb2f96',
      lost: '#f5222d',
    } as Record<string, string>,
  };
}
