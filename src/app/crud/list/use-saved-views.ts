import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView } from '../../../resources/saved-views';
import { sendJson } from '../../providers/api-fetch';
import { apiUrl } from '../../providers/config';

const viewsKey = (resource: string) => ['saved-views', resource] as const;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (await sendJson<T>(method, `${apiUrl}/views${path}`, { body })).data;
}

/**
 * The signed-in user's saved views of one list (`/api/views`), by name, with their save, rename
 * and delete. A write's failure rejects with the server's body (SPEC §8), in the reader's
 * language, for the dialog to show at its field.
 */
export function useSavedViews(resource: string) {
  const client = useQueryClient();
  const views = useQuery({
    queryKey: viewsKey(resource),
    queryFn: () => call<SavedView[]>('GET', `?resource=${encodeURIComponent(resource)}`),
  });
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(resource) });
  const save = useMutation({
    mutationFn: (view: { name: string; query: string }) =>
      call<SavedView>('POST', '', { ...view, resource }),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ view, name }: { view: SavedView; name: string }) =>
      call<SavedView>('PATCH', `/${view.id}`, { name, version: view.version }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) =>
      call<SavedView>('DELETE', `/${view.id}`, { version: view.version }),
    onSuccess: refresh,
  });
  return {
    views: views.data ?? [],
    loading: views.isLoading,
    save: save.mutateAsync,
    rename: rename.mutateAsync,
    remove: remove.mutateAsync,
  };
}

/** What a failed write says about the view's name: its field's message, else the whole message. */
export function nameProblemOf(error: unknown): string {
  const failure = error as { errors?: Record<string, string[]>; message?: string } | null;
  return failure?.errors?.name?.[0] ?? failure?.message ?? String(error);
}
