import type { FormRule } from 'antd';
import type { z } from 'zod';
import { requiredMessage } from '../../../resources/common';
import { issueMessage } from '../../../resources/issue-keys';
import { Said, say } from '../../../resources/messages';
import { amountMessage } from '../fields/money';

export { requiredMessage };

/**
 * What a form value becomes in the request: an empty input becomes whatever the field's schema
 * accepts — the empty string, `null`, or nothing at all (left out of the body).
 */
export function inputValue(schema: z.ZodType, value: unknown): { send: boolean; value?: unknown } {
  if (value === undefined) return { send: false };
  if (value !== '' && value !== null) return { send: true, value };
  if (schema.safeParse(value).success) return { send: true, value };
  if (value === '' && schema.safeParse(null).success) return { send: true, value: null };
  if (schema.safeParse(undefined).success) return { send: false };
  return { send: true, value };
}

/** The first problem the field's zod schema finds with a form value, with its message key. */
export function fieldIssue(schema: z.ZodType, value: unknown): Said | undefined {
  // What a money input holds while its text is no amount (MoneyInput).
  if (typeof value === 'number' && Number.isNaN(value))
    return new Said('validation.amount', {}, amountMessage);
  const input = inputValue(schema, value);
  const result = schema.safeParse(input.send ? input.value : undefined);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const empty = !input.send || input.value === null || input.value === '';
  if (!issue || (issue.code === 'invalid_type' && empty)) return say('validation.required');
  return issueMessage(issue);
}

/** The first problem the field's zod schema finds with a form value, or undefined. */
export const fieldProblem = (schema: z.ZodType, value: unknown): string | undefined =>
  fieldIssue(schema, value)?.text;

/** A problem of the whole object (a `.superRefine` across fields) that names `field`. */
export function objectIssue(
  schema: z.ZodType | undefined,
  field: string,
  values: Record<string, unknown>,
): Said | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues.find(
    (candidate) => candidate.code === 'custom' && candidate.path[0] === field,
  );
  return issue && issueMessage(issue);
}

/** Problems of the whole object (a `.superRefine` across fields) that name `field`. */
export const objectProblem = (
  schema: z.ZodType | undefined,
  field: string,
  values: Record<string, unknown>,
): string | undefined => objectIssue(schema, field, values)?.text;

interface ZodRuleOptions {
  /** The whole input schema and a way to build its body, to check cross-field rules. */
  object?: {
    schema: z.ZodType;
    name: string;
    payload: (values: Record<string, unknown>) => Record<string, unknown>;
  };
  /** Says a problem in the reader's language, by its key (`translateProblem`). */
  translate?: (problem: Said) => string | Promise<string>;
}

/** An antd form rule that runs the field's zod schema and shows its message. */
export function zodRule(schema: z.ZodType, options: ZodRuleOptions = {}): FormRule {
  const translate = options.translate ?? ((problem: Said) => problem.text);
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value) => {
      const { object } = options;
      const problem =
        fieldIssue(schema, value) ??
        (object
          ? objectIssue(object.schema, object.name, object.payload(getFieldsValue()))
          : undefined);
      if (problem) throw new Error(await translate(problem));
    },
  });
}

/** A problem of a list as a whole (too few or too many items, a total too high), not of one item. */
export function listIssue(schema: z.ZodType, value: unknown): Said | undefined {
  const result = schema.safeParse(value ?? []);
  if (result.success) return undefined;
  const issue = result.error.issues.find((candidate) => candidate.path.length === 0);
  return issue && issueMessage(issue);
}

/** A problem of a list as a whole, in the schema's English. */
export const listProblem = (schema: z.ZodType, value: unknown): string | undefined =>
  listIssue(schema, value)?.text;

/**
 * The fields of the objects a list input holds (an order's lines), looking through `optional`:
 * read from the field's own schema, so a form widget needs no schema module of its own.
 */
export function elementShape(schema: z.ZodType): Readonly<Record<string, z.ZodType>> {
  const list =
    schema.def.type === 'optional' ? (schema as z.ZodOptional<z.ZodType>).unwrap() : schema;
  const element = list.def.type === 'array' ? (list as z.ZodArray<z.ZodType>).element : undefined;
  return element?.def.type === 'object' ? (element as z.ZodObject).shape : {};
}
