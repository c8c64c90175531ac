import type { ResourceDefinition } from '../../../resources';
import { Text } from '../../components/text';
import { EmailLink, PhoneLink } from './contact-links';
import { isCountryField } from './country-field';
import { EnumTag } from './enum-tag';
import { countryName } from './format';
import { formatValue } from './format-value';
import { useLabels } from './labels';
import { RecordLink } from './record-link';
import { linkedReference, referenceLabelField } from './references';

interface FieldValueProps {
  resource: ResourceDefinition;
  name: string;
  record: Record<string, unknown>;
  /** Link the title field to the record's page (not on that page itself). */
  linkTitle?: boolean;
}

/** One field of a record, rendered by its type: tags, contact links, record links, money, dates. */
export function FieldValue({ resource, name, record, linkTitle = true }: FieldValueProps) {
  const { t, locale, enumValue } = useLabels(resource.name);
  const field = resource.fields[name];
  const value = record[name];
  if (value === null || value === undefined || value === '') {
    return <Text type="secondary">—</Text>;
  }
  const text = () =>
    formatValue(field, value, {
      locale,
      record,
      enumLabel: (option) => enumValue(name, option),
      countLabel: (count) => t('crud.value.count', { count }),
    });

  if (linkTitle && name === resource.titleField && record.id !== undefined) {
    return (
      <RecordLink resource={resource.name} id={record.id as string | number}>
        {text()}
      </RecordLink>
    );
  }
  const linked = linkedReference(resource, name);
  const linkedId = linked ? record[linked.field] : undefined;
  if (linked && (typeof linkedId === 'number' || typeof linkedId === 'string')) {
    return (
      <RecordLink resource={linked.resource} id={linkedId}>
        {text()}
      </RecordLink>
    );
  }
  if (isCountryField(name) && typeof value === 'string') {
    // The code keeps a table's column narrow; the country's name is its title, shown on hover.
    const full = countryName(value, locale);
    return full === value ? value : <abbr title={full}>{value}</abbr>;
  }
  switch (field?.type) {
    case 'enum':
      return <EnumTag resource={resource.name} field={name} value={String(value)} />;
    case 'email':
      return <EmailLink email={String(value)} />;
    case 'phone':
      return <PhoneLink phone={String(value)} />;
    case 'reference': {
      const label = referenceLabelField(resource, name);
      const shown = label ? record[label] : undefined;
      return field.reference ? (
        <RecordLink resource={field.reference} id={value as string | number}>
          {typeof shown === 'string' ? shown : `#${String(value)}`}
        </RecordLink>
      ) : (
        text()
      );
    }
    case 'datetime':
      return <time dateTime={String(value)}>{text()}</time>;
    case 'text':
      return <span style={{ whiteSpace: 'pre-wrap' }}>{text()}</span>;
    case 'money':
    case 'integer':
    case 'number':
    case 'percent':
      return (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{text()}</span>
      );
    default:
      return <>{text()}</>;
  }
}
