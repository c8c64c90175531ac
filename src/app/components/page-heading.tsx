import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Text, Title } from './text';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}

/** A page's one `h1`, an optional line under it, and optional actions on the right. */
export function PageHeading({ title, subtitle, extra }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={12} style={{ marginBottom: 20 }}>
      <div>
        <Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Title>
        {subtitle ? (
          <Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}
