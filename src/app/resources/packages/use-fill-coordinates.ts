import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { placeOf } from '../../../resources/places';

/**
 * Fills a package's latitude and longitude from its city when the shop knows the city, so an
 * operator types coordinates only for a place it does not know. Coordinates someone typed stay.
 */
export function useFillCoordinates(form: FormInstance) {
  const city = Form.useWatch('city', form) as string | undefined;
  const country = Form.useWatch('country', form) as string | undefined;
  // What we filled last; a value that still equals it was not typed by a person.
  const filled = useRef<{ lat?: number; lng?: number }>({});
  useEffect(() => {
    const place = city && country ? placeOf(city, country) : undefined;
    if (!place) return;
    const untouched = (name: 'lat' | 'lng') => {
      const value = form.getFieldValue(name);
      return value === undefined || value === null || value === filled.current[name];
    };
    if (!untouched('lat') || !untouched('lng')) return;
    filled.current = { lat: place.lat, lng: place.lng };
    form.setFieldsValue(filled.current);
  }, [city, country, form]);
}
