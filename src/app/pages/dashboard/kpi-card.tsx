import { Card, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import type { LucideIcon } from 'lucide-react';

interface KpiCardProps {
  title: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  loading: boolean;
}

/** One number of the dashboard, with its symbol and a line of context. */
export function KpiCard({ title, value, hint, icon: Icon, loading }: KpiCardProps) {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={12}>
        {loading ? (
          <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
        ) : (
          <div style={{ minWidth: 0 }}>
            <Statistic title={title} value={value} valueStyle={{ fontWeight: 600 }} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hint}
            </Typography.Text>
          </div>
        )}
        <span
          aria-hidden
          style={{
            flex: 'none',
            display: 'inline-grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: 10,
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
          }}
        >
          <Icon size={20} />
        </span>
      </Flex>
    </Card>
  );
}
