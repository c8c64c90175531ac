import { useLink } from '@refinedev/core';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resources } from '../../../resources';
import { resourceTitle } from '../../components/resource-title';
import { usePermissionMap } from '../../components/use-permission-map';
import { resourceIcons } from '../../refine-resources';

/** A card per resource list the role may open. */
export function QuickLinks() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const Link = useLink();
  const permissions = usePermissionMap();
  const allowed = resources.filter((resource) => permissions?.[resource.name]?.list);
  if (allowed.length === 0) return null;

  return (
    <section aria-labelledby="quick-links">
      <Typography.Title id="quick-links" level={2} style={{ fontSize: 16, margin: '28px 0 12px' }}>
        {t('dashboard.quickLinks')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {allowed.map((resource) => {
          const Icon = resourceIcons[resource.name];
          const label = resourceTitle(t, resource.name);
          return (
            <Col key={resource.name} xs={24} sm={12} xl={6}>
              <Link
                to={`/${resource.name}`}
                aria-label={t('dashboard.openList', { name: label })}
                style={{ display: 'block' }}
              >
                <Card hoverable size="small">
                  <Flex align="center" gap={12}>
                    {Icon ? <Icon size={20} aria-hidden color={token.colorPrimary} /> : null}
                    <Typography.Text strong style={{ flex: 1 }}>
                      {label}
                    </Typography.Text>
                    <ChevronRight size={16} aria-hidden color={token.colorTextTertiary} />
                  </Flex>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
