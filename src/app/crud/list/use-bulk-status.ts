import { type BaseKey, type BaseRecord, useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { type ResourceDefinition, titleOf } from '../../../resources';
import type { BulkStatusResult } from '../../../resources/bulk-status';
import { type ApiFailure, inReadersLanguage, sendJson } from '../../providers/api-fetch';
import { apiUrl } from '../../providers/config';
import { chunksOf } from './bulk-moves';

/** Rows per request: the bar's progress moves at least this often on a large selection. */
export const bulkChunkSize = 25;

/** A row the server did not move, by name, and why in the reader's language. */
export interface BulkRefusal {
  id: BaseKey;
  title: string;
  message: string;
}

/** How many rows have been answered so far, while a move runs. */
export interface BulkProgress {
  done: number;
  total: number;
}

/** One chunk's answers; a chunk the server refused as a whole refuses each of its rows so. */
async function moveChunk(
  resource: ResourceDefinition,
  status: string,
  rows: readonly BaseRecord[],
): Promise<{ id: BaseKey; error?: ApiFailure }[]> {
  const body = { status, rows: rows.map((row) => ({ id: row.id, version: row.version })) };
  try {
    const answer = await sendJson<BulkStatusResult[]>(
      'POST',
      `${apiUrl}/${resource.name}/bulk-status`,
      { body },
    );
    return Promise.all(
      answer.data.map(async (result) =>
        result.ok
          ? { id: result.id }
          : { id: result.id, error: await inReadersLanguage({ ...result.error } as ApiFailure) },
      ),
    );
  } catch (failure) {
    return rows.map((row) => ({ id: row.id as BaseKey, error: failure as ApiFailure }));
  }
}

/**
 * Moves the rows to `status` a chunk at a time (`bulkChunkSize`), reporting the progress, and
 * answers the rows refused with why; the list and what its records point at are asked for again.
 */
export function useBulkStatus(resource: ResourceDefinition) {
  const invalidate = useInvalidate();
  const [progress, setProgress] = useState<BulkProgress | undefined>();

  const move = async (status: string, rows: readonly BaseRecord[]): Promise<BulkRefusal[]> => {
    const refusals: BulkRefusal[] = [];
    let done = 0;
    setProgress({ done, total: rows.length });
    for (const chunk of chunksOf(rows, bulkChunkSize)) {
      for (const { id, error } of await moveChunk(resource, status, chunk)) {
        if (!error) continue;
        const row = chunk.find((candidate) => candidate.id === id) ?? { id };
        refusals.push({ id, title: titleOf(resource, row), message: error.message });
      }
      done += chunk.length;
      setProgress({ done, total: rows.length });
    }
    setProgress(undefined);
    // A package's move can move its order (SPEC §11): what the records point at is asked again.
    const referenced = Object.values(resource.fields).flatMap((field) =>
      field.type === 'reference' && field.reference ? [field.reference] : [],
    );
    for (const name of [resource.name, ...referenced])
      void invalidate({ resource: name, invalidates: ['list', 'many', 'detail'] });
    return refusals;
  };
  return { move, progress };
}
