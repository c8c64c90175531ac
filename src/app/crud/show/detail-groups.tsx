import type { BaseRecord } from '@refinedev/core';
import { Card, Col, Descriptions, Row } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { FieldValue } from '../fields/field-value';
import { useLabels } from '../fields/labels';
import { type FieldGroupKey, showGroupsOf } from './field-groups';

interface DetailGroupsProps {
  resource: ResourceDefinition;
  record: BaseRecord;
  hidden?: readonly string[];
  /** The groups to show here (the page splits them around the resource's own parts). */
  only?: readonly FieldGroupKey[];
}

/** Every shown field of a record in readable groups, each value rendered by its type. */
export function DetailGroups({ resource, record, hidden, only }: DetailGroupsProps) {
  const { t, field } = useLabels(resource.name);
  const groups = showGroupsOf(resource, hidden).filter(
    (group) => !only || only.includes(group.key),
  );
  if (groups.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {groups.map((group) => (
        <Col key={group.key} span={24}>
          <Card size="small" title={t(`crud.show.groups.${group.key}`)}>
            <Descriptions
              size="small"
              column={group.key === 'main' ? { xs: 1, sm: 2, lg: 3 } : { xs: 1, sm: 2, lg: 4 }}
              items={group.fields.map((name) => ({
                key: name,
                label: field(name),
                children: (
                  <FieldValue resource={resource} name={name} record={record} linkTitle={false} />
                ),
              }))}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
