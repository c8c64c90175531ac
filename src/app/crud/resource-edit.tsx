import { Edit, useForm } from '@refinedev/antd';
import {
  type BaseRecord,
  type HttpError,
  useInvalidate,
  useWarnAboutChange,
} from '@refinedev/core';
import { Alert, Form, InputNumber } from 'antd';
import { useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../resources';
import { schemasOf } from '../../resources/schemas';
import { useTranslation } from '../i18n/use-translation';
import { saveFailureNotice } from '../providers/failure-notice';
import { buttonIcons, recordPageButtons } from './button-icons';
import { useLabels } from './fields/labels';
import { useRecordTitle } from './fields/record-title';
import { ConflictModal } from './form/conflict-modal';
import { FormErrorAlert, unplacedErrors } from './form/form-errors';
import { formFieldsOf, inputShape } from './form/form-fields';
import { changedFields, toPayload } from './form/payload';
import { lockedFieldsOf, ResourceFormFields } from './form/resource-form-fields';
import { DraftRestoredAlert, useDraftOverSignIn } from './form/use-draft-over-sign-in';
import { isVersionConflict, useVersionConflict } from './form/use-version-conflict';
import { CrudBreadcrumb } from './show/crud-breadcrumb';
import { PageTitle } from './show/page-title';
import { RecordReadFailure } from './show/record-read-failure';
import { useSlots } from './slots';
import { useDeletableOnPage } from './slots/deletable';

/** The generated edit form: sends what changed with the version it started from; handles conflicts. */
export default function ResourceEdit({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const slots = useSlots(resource.name);
  const specs = useMemo(() => formFieldsOf(resource, 'edit', slots), [resource, slots]);
  const shape = inputShape(schemasOf(resource).update);
  const fieldNames = useMemo(() => specs.map((spec) => spec.name), [specs]);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const conflict = useVersionConflict(resource.name);
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const { formProps, saveButtonProps, form, onFinish, query, formLoading } = useForm<
    BaseRecord,
    HttpError
  >({
    resource: resource.name,
    action: 'edit',
    redirect: 'show',
    // A live refetch would reset the fields under the user's hands; a stale save is caught by version.
    liveMode: 'off',
    queryOptions: { refetchOnWindowFocus: false },
    // refine refetches after a failed save too, which would reset the fields to the server's record
    // and lose the edits; the record is refetched only after a save that went through.
    invalidates: ['list', 'many'],
    onMutationSuccess: (data) =>
      void invalidate({ resource: resource.name, invalidates: ['detail'], id: data.data.id }),
    errorNotification: (error) =>
      isVersionConflict(error) ? false : saveFailureNotice(t, error, t('crud.form.saveFailed')),
    onMutationError: (error) => {
      const started = conflict.baseOf(query?.data?.data);
      if (started) conflict.onMutationError(error, started, formValues());
      // Not saved: leaving should still warn, unless the session ended (the way to sign in).
      if (error?.statusCode !== 401) setWarnWhen(true);
      setUnplaced(unplacedErrors(error, [...specs.map((spec) => spec.name), 'version']));
    },
  });
  const record = query?.data?.data;
  const formValues = () => toPayload(shape, form.getFieldsValue(true) as Record<string, unknown>);
  const draftRestored = useDraftOverSignIn(form, record !== undefined);
  const title = useRecordTitle(resource, record);
  const { enumValue } = useLabels(resource.name);
  // Fields the record's state locks (a shipped order's address, a delivered package): said why
  // above the form, and with every field locked there is nothing to save.
  const locked = lockedFieldsOf(slots, record);
  // Delete as the record's page offers it: not where its state, its related records or who is
  // signed in keep it (an order whose parcel has left, your own account).
  const deletableHere = useDeletableOnPage(slots, record);
  const lockedCount = specs.filter((spec) => locked.includes(spec.name)).length;
  const allLocked = lockedCount > 0 && lockedCount === specs.length;

  return (
    <Edit
      resource={resource.name}
      isLoading={formLoading}
      title={<PageTitle>{t('crud.form.editTitle', { title })}</PageTitle>}
      breadcrumb={<CrudBreadcrumb resource={resource.name} current={title} />}
      saveButtonProps={{
        ...saveButtonProps,
        icon: buttonIcons.save,
        disabled: saveButtonProps.disabled || allLocked || query?.isError,
      }}
      canDelete={deletableHere ? undefined : false}
      {...recordPageButtons}
    >
      {lockedCount > 0 && record ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(allLocked ? 'crud.form.lockedAll' : 'crud.form.lockedSome', {
            status: enumValue('status', String(record.status)),
          })}
        />
      ) : null}
      <DraftRestoredAlert shown={draftRestored} />
      <FormErrorAlert messages={unplaced} />
      {query?.isError ? <RecordReadFailure error={query.error} /> : null}
      <Form
        hidden={query?.isError}
        {...formProps}
        layout="vertical"
        onFinish={(values) => {
          setUnplaced([]);
          const body = toPayload(shape, values as Record<string, unknown>);
          const base = conflict.baseOf(record);
          return onFinish(base ? changedFields(body, base) : body).catch(() => undefined);
        }}
      >
        <Form.Item name="version" hidden>
          <InputNumber />
        </Form.Item>
        <ResourceFormFields
          resource={resource}
          specs={specs}
          mode="edit"
          form={form}
          record={record}
        />
      </Form>
      <ConflictModal
        resource={resource}
        fields={fieldNames}
        conflict={conflict.conflict}
        onApply={(values) => conflict.apply(form, values)}
        onDiscard={() => conflict.discard(form, () => query?.refetch() ?? Promise.resolve({}))}
      />
    </Edit>
  );
}
