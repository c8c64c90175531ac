import { z } from 'zod';
import type { ResourceDefinition } from '../../resources';
import { schemasOf } from '../../resources/schemas';

/** The API shape of a stored row: JSON columns parsed, `id` named, write-only and internal columns dropped. */
export function toRecord(
  resource: ResourceDefinition,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key of Object.keys(schemasOf(resource).record.shape)) {
    if (key === 'id') {
      record.id = row[resource.idColumn];
      continue;
    }
    const value = row[key];
    record[key] =
      resource.fields[key]?.type === 'json' && typeof value === 'string'
        ? JSON.parse(value)
        : value;
  }
  return record;
}

const jsonSchemas = new WeakMap<z.ZodType, object>();

/**
 * JSON Schema of a zod record schema for Fastify's serializer, which then writes only the listed
 * fields. Draft 7, the dialect its compiler reads; the OpenAPI document has its own, 2020-12
 * (`openapiSchemaOf`).
 */
export function jsonSchemaOf(schema: z.ZodType): object {
  const cached = jsonSchemas.get(schema);
  if (cached) return cached;
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  jsonSchemas.set(schema, json);
  return json;
}
