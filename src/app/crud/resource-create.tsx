import { Create, useForm } from '@refinedev/antd';
import { type BaseRecord, type HttpError, useParsed, useWarnAboutChange } from '@refinedev/core';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../resources';
import { schemasOf } from '../../resources/schemas';
import { useTranslation } from '../i18n/use-translation';
import { saveFailureNotice } from '../providers/failure-notice';
import { buttonIcons } from './button-icons';
import { FormErrorAlert, unplacedErrors } from './form/form-errors';
import { formFieldsOf, inputShape } from './form/form-fields';
import { toPayload } from './form/payload';
import { prefillFromQuery } from './form/prefill';
import { ResourceFormFields } from './form/resource-form-fields';
import { DraftRestoredAlert, useDraftOverSignIn } from './form/use-draft-over-sign-in';
import { CrudBreadcrumb } from './show/crud-breadcrumb';
import { PageTitle } from './show/page-title';
import { useSlots } from './slots';

/** The generated create form: fields and rules from the create schema, prefilled from the query string. */
export default function ResourceCreate({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const slots = useSlots(resource.name);
  const specs = useMemo(() => formFieldsOf(resource, 'create', slots), [resource, slots]);
  const shape = inputShape(schemasOf(resource).create);
  const { params } = useParsed();
  const [initialValues] = useState(() => ({
    ...slots.createDefaults,
    ...prefillFromQuery(specs, params ?? {}),
  }));
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const { setWarnWhen } = useWarnAboutChange();
  const { formProps, saveButtonProps, form, onFinish } = useForm<BaseRecord, HttpError>({
    resource: resource.name,
    action: 'create',
    redirect: 'show',
    errorNotification: (error) => saveFailureNotice(t, error, t('crud.form.saveFailed')),
    onMutationError: (error) => {
      // Not saved: leaving should still warn, unless the session ended (the way to sign in).
      if (error?.statusCode !== 401) setWarnWhen(true);
      setUnplaced(
        unplacedErrors(
          error,
          specs.map((spec) => spec.name),
        ),
      );
    },
  });

  const draftRestored = useDraftOverSignIn(form, true);

  return (
    <Create
      resource={resource.name}
      title={<PageTitle>{t(`resources.${resource.name}.create`)}</PageTitle>}
      breadcrumb={<CrudBreadcrumb resource={resource.name} current={t('buttons.create')} />}
      saveButtonProps={{ ...saveButtonProps, icon: buttonIcons.save }}
      goBack={false}
    >
      <DraftRestoredAlert shown={draftRestored} />
      <FormErrorAlert messages={unplaced} />
      <Form
        {...formProps}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => {
          setUnplaced([]);
          return onFinish(toPayload(shape, values as Record<string, unknown>)).catch(
            () => undefined,
          );
        }}
      >
        <ResourceFormFields resource={resource} specs={specs} mode="create" form={form} />
      </Form>
    </Create>
  );
}
