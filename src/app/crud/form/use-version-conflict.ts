import {
  type BaseRecord,
  type HttpError,
  useDataProvider,
  useWarnAboutChange,
} from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useState } from 'react';

/** A 409 VERSION_CONFLICT: someone saved the record since this form loaded it. */
export function isVersionConflict(error: unknown): error is HttpError & { current: BaseRecord } {
  const candidate = error as HttpError | undefined;
  return candidate?.statusCode === 409 && candidate.code === 'VERSION_CONFLICT';
}

/** A save that hit a conflict: the version the form started from, theirs, and what the form held. */
export interface VersionConflict {
  started: BaseRecord;
  theirs: BaseRecord;
  mine: Record<string, unknown>;
  /** Their current version is still being asked for; `theirs` is the conflict's copy until then. */
  fetching: boolean;
}

type Refetch = () => Promise<{ data?: { data?: BaseRecord } }>;

/**
 * What an edit form does on a version conflict: show each field the other person changed beside
 * the form's value, then put the chosen values into the form on top of their version (`apply`),
 * or load their version whole (`discard`). After `apply` the next save is compared against
 * their version (`baseOf`), so a field kept as mine is sent even where mine is the old value.
 */
export function useVersionConflict(resource: string) {
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const [base, setBase] = useState<BaseRecord | null>(null);
  const { setWarnWhen } = useWarnAboutChange();
  const dataProvider = useDataProvider();
  return {
    conflict,
    /** The record the next save is compared against. */
    baseOf: (record: BaseRecord | undefined) => base ?? record,
    onMutationError(error: unknown, started: BaseRecord, mine: Record<string, unknown>) {
      if (!isVersionConflict(error)) return;
      const copy = error.current ?? started;
      setConflict({ started, theirs: copy, mine, fetching: true });
      // The conflict's copy may already be behind a third save; the dialog shows the latest.
      dataProvider()
        .getOne({ resource, id: copy.id ?? started.id ?? '' })
        .then(
          ({ data }) => setConflict((now) => now && { ...now, theirs: data, fetching: false }),
          () => setConflict((now) => now && { ...now, fetching: false }),
        );
    },
    apply(form: FormInstance, values: Record<string, unknown>) {
      if (!conflict) return;
      form.setFieldsValue({ ...values, version: conflict.theirs.version });
      setBase(conflict.theirs);
      setConflict(null);
    },
    async discard(form: FormInstance, refetch: Refetch) {
      const latest = (await refetch()).data?.data ?? conflict?.theirs ?? {};
      form.resetFields();
      form.setFieldsValue(latest);
      setWarnWhen(false);
      setBase(null);
      setConflict(null);
    },
  };
}
