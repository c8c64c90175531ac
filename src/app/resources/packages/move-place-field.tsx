import { AutoComplete, Typography } from 'antd';
import { useId, useState } from 'react';
import { cityAndCountry } from '../../crud/fields/format';
import { useLabels } from '../../crud/fields/labels';
import type { StatusFieldsProps } from '../../crud/status/status-actions';
import { defaultMovePlace, movePlaceValues, placesMatching } from './move-place';

/**
 * Where a package's move happened: prefilled with the place the server would record, offering the
 * known places as one types, and taking any other name.
 */
export function MovePlaceField({ record, to, onChange }: StatusFieldsProps) {
  const { t, locale } = useLabels('packages');
  const [text, setText] = useState(() => defaultMovePlace(record, to));
  const labelId = useId();
  const options = placesMatching(text).map((place) => ({
    value: place.city,
    label: cityAndCountry(place.city, place.country, locale),
  }));
  const choose = (value: string) => {
    setText(value);
    onChange(movePlaceValues(record, to, value));
  };
  return (
    <div style={{ display: 'grid', gap: 4, minWidth: 240 }}>
      <Typography.Text id={labelId}>{t('crud.packages.movePlace')}</Typography.Text>
      <AutoComplete
        aria-labelledby={labelId}
        value={text}
        options={options}
        onChange={choose}
        placeholder={t('crud.packages.movePlaceHint')}
        allowClear
        // Inside the status question: a click on a choice is then no click outside, which would
        // close the question.
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        style={{ width: '100%' }}
      />
    </div>
  );
}
