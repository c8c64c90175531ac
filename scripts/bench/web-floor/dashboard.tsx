// The stack's floor for the dashboard: the frame, one card with a figure and one recharts line.
import { useCustom } from '@refinedev/core';
import { Card, Statistic } from 'antd';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { renderInFrame } from './frame';

function Dashboard() {
  const { result } = useCustom<{ series: { day: string; revenue: number }[] }>({
    url: '/api/stats/summary',
    method: 'get',
  });
  const series = result?.data?.series ?? [];
  return (
    <Card>
      <Statistic title="Revenue" value={series.length} />
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={series}>
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Line dataKey="revenue" />
        </LineChart>
      </ResponsiveContainer>
    </Card>
  );
}

renderInFrame(<Dashboard />);
