import type { FormInstance } from 'antd';

/**
 * Puts a 422's field messages beside the form's `fields`. Returns false when the error names none
 * of them, so the caller shows it another way.
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): boolean {
  const errors = (error as { errors?: Record<string, string[] | string> } | null)?.errors;
  if (!errors) return false;
  const shown = Object.entries(errors)
    .filter(([name]) => fields.includes(name))
    .map(([name, messages]) => ({ name, errors: Array.isArray(messages) ? messages : [messages] }));
  form.setFields(shown);
  return shown.length > 0;
}
