import type { ResourceDefinition } from '../../../resources';

/** What a record's card shows: its title, its status tag if it has one, and its key figures. */
export interface CardLayout {
  title: string;
  status?: string;
  figures: string[];
}

/** The card of a resource's rows, from its definition: the title field, `status`, fields marked `card`. */
export function cardLayoutOf(resource: ResourceDefinition): CardLayout {
  const status = resource.fields.status?.type === 'enum' ? 'status' : undefined;
  const figures = Object.entries(resource.fields)
    .filter(
      ([name, field]) =>
        field.card && !field.writeOnly && name !== resource.titleField && name !== status,
    )
    .map(([name]) => name);
  return { title: resource.titleField, ...(status ? { status } : {}), figures };
}
