import { type BaseRecord, type HttpError, useWarnAboutChange } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useState } from 'react';

/** A 409 VERSION_CONFLICT: someone saved the record since this form loaded it. */
export function isVersionConflict(error: unknown): error is HttpError & { current: BaseRecord } {
  const candidate = error as HttpError | undefined;
  return candidate?.statusCode === 409 && candidate.code === 'VERSION_CONFLICT';
}

type Refetch = () => Promise<{ data?: { data?: BaseRecord } }>;

/**
 * What an edit form does on a version conflict: reload the server's record (dropping the edits),
 * or keep editing on top of the current version so the next save goes through.
 */
export function useVersionConflict() {
  const [current, setCurrent] = useState<BaseRecord | null>(null);
  const { setWarnWhen } = useWarnAboutChange();
  return {
    /** The server's record when a save hit a conflict, else null. */
    current,
    onMutationError(error: unknown) {
      if (isVersionConflict(error)) setCurrent(error.current);
    },
    keepEditing(form: FormInstance) {
      if (current) form.setFieldValue('version', current.version);
      setCurrent(null);
    },
    async reload(form: FormInstance, refetch: Refetch) {
      const result = await refetch();
      const latest = result.data?.data ?? current ?? {};
      form.resetFields();
      form.setFieldsValue(latest);
      setWarnWhen(false);
      setCurrent(null);
    },
  };
}
