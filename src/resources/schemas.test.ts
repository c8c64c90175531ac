import { describe, expect, it } from 'vitest';
import { offers, resources } from './index';
import { schemasOf } from './schemas';

describe('schemasOf', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: a create (update) schema exactly when some role may create (edit)',
    (_name, resource) => {
      const schemas = schemasOf(resource);
      expect(schemas.create !== undefined).toBe(offers(resource, 'create'));
      expect(schemas.update !== undefined).toBe(offers(resource, 'edit'));
    },
  );

  it('builds the schemas of a resource once', () => {
    const [first] = resources;
    if (!first) throw new Error('no resources');
    expect(schemasOf(first)).toBe(schemasOf(first));
    expect(schemasOf(first).record).toBe(schemasOf(first).record);
  });
});
