import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A record page's heading (show, edit, create): the h4 refine draws for a plain string title,
 * without the top margin antd's Typography gives that h4 there, which set it 27 px below the
 * back arrow and the header's buttons on the edit and create pages.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
