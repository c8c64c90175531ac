import type { HttpError } from '@refinedev/core';
import { Alert } from 'antd';

/** Server field errors that no form field shows (e.g. `_` for the whole record), as messages. */
export function unplacedErrors(
  error: HttpError | undefined,
  fieldNames: readonly string[],
): string[] {
  const errors = error?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const messages: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (fieldNames.includes(key.split('.')[0] ?? key)) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const message of list) if (typeof message === 'string') messages.push(message);
  }
  return messages;
}

/** Errors the server named that belong to no field, shown above the form. */
export function FormErrorAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        messages.length === 1 ? (
          messages[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
