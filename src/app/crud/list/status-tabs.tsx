import { Tabs } from 'antd';
import type { ResourceDefinition } from '../../../resources';
import { useLabels } from '../fields/labels';

interface StatusTabsProps {
  resource: ResourceDefinition;
  /** The status shown, or undefined for all. */
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}

const all = '__all__';

/** A tab per status of a lifecycle, plus All. */
export function StatusTabs({ resource, value, onChange }: StatusTabsProps) {
  const { t, enumValue } = useLabels(resource.name);
  const states = resource.fields.status?.options ?? [];
  return (
    <Tabs
      activeKey={value ?? all}
      onChange={(key) => onChange(key === all ? undefined : key)}
      items={[
        { key: all, label: t('crud.list.all') },
        ...states.map((state) => ({ key: state, label: enumValue('status', state) })),
      ]}
      className="status-tabs"
      style={{ marginBottom: 0 }}
    />
  );
}
