import type { BaseKey, BaseRecord, CrudFilter } from '@refinedev/core';
import type { FormInstance } from 'antd';
import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../../resources';
import type { FormFieldSpec } from '../form/form-fields';

/** What a record-level slot receives on the show page. */
export interface RecordSlotProps {
  resource: ResourceDefinition;
  record: BaseRecord;
  /** Fetch the record again, e.g. after a status change. */
  refresh: () => void;
}

/** What a form-field slot receives: it renders its own `Form.Item`(s) for `spec.name`. */
export interface FormFieldSlotProps {
  resource: ResourceDefinition;
  spec: FormFieldSpec;
  form: FormInstance;
  mode: 'create' | 'edit';
  /** Shown but not editable (e.g. the items of a shipped order). */
  disabled: boolean;
  /** The record being edited; none on create. */
  record?: BaseRecord;
}

/** What a list-level slot receives: the rows the table shows right now. */
export interface ListSlotProps {
  resource: ResourceDefinition;
  rows: readonly BaseRecord[];
  loading: boolean;
}

/** The custom parts of one resource; everything left out falls back to the generated page. */
export interface ResourceSlots {
  /** Shown above the list's table, fed the same rows (e.g. a chart of the stats on the page). */
  listExtra?: ComponentType<ListSlotProps>;
  /** Cards shown on the show page's Details tab after the generic fields. */
  showExtra?: ComponentType<RecordSlotProps>;
  /** Fields the generic details leave out because `showExtra` shows them. */
  hiddenOnShow?: readonly string[];
  /** Replaces the generic history tab of the show page (an order's adds its notes). */
  history?: ComponentType<RecordSlotProps>;
  /** Replaces the generic allowed-next-state buttons on the show page. */
  statusActions?: ComponentType<RecordSlotProps>;
  /**
   * Narrows the next states the definition allows for this record, by a rule that needs the record
   * or records around it. A hook: it may fetch (an order's packages decide whether it can ship).
   */
  useNextStates?: (record: BaseRecord, allowed: readonly string[]) => readonly string[];
  /** Next states whose button asks "are you sure?" first. */
  confirmStates?: readonly string[];
  /** An optional note the status buttons ask for, sent in this input field. */
  statusNoteField?: string;
  /** Whether the list shows a tab per status (default: when the resource has transitions). */
  statusTabs?: boolean;
  /** The order of the form's fields, where the schema's order reads badly; others follow. */
  formOrder?: readonly string[];
  /** Fields the form leaves out for the values entered so far (a customer has no password). */
  hiddenFormFields?: (values: Record<string, unknown>) => readonly string[];
  /** Form widgets replacing the generic one, by field name. */
  formFields?: Readonly<Record<string, ComponentType<FormFieldSlotProps>>>;
  /** Permanent filters of a reference field's options, by field name. */
  referenceFilters?: Readonly<Record<string, CrudFilter[]>>;
  /** Values a new record's form starts with. */
  createDefaults?: Readonly<Record<string, unknown>>;
  /** Fields shown but locked in the edit form for this record. */
  lockedFields?: (record: BaseRecord) => readonly string[];
  /**
   * Whether the record can be deleted at all, by the signed-in user (`viewerId`, undefined until
   * known): the server refuses the rest, so no Delete is offered for them.
   */
  canDelete?: (record: BaseRecord, viewerId: BaseKey | undefined) => boolean;
  /**
   * On the record's page: whether its related records let it be deleted (false: no Delete
   * offered); undefined while they are unknown. A hook: it may fetch (an order's packages).
   */
  useDeletable?: (record: BaseRecord | undefined) => boolean | undefined;
}
