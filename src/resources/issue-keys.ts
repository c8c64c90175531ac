import type { z } from 'zod';
import { datePattern, phonePattern } from './common';
import { isServerMessage, Said, type ServerMessage, sentence, type Values } from './messages';

type Issue = z.core.$ZodIssue;

/** The regular expressions of the shared schema that have a sentence of their own. */
const patterns: [RegExp, ServerMessage][] = [
  [phonePattern, 'validation.phone'],
  [datePattern, 'validation.date'],
];

const bound = (value: number | bigint) => Number(value);

function tooSmall(issue: z.core.$ZodIssueTooSmall): [ServerMessage, Values] {
  const n = bound(issue.minimum);
  if (issue.origin === 'string')
    return [n === 1 ? 'validation.required' : 'validation.minChars', { n }];
  if (issue.origin === 'array') return ['validation.minItems', { n }];
  return n === 0 ? ['validation.notNegative', {}] : ['validation.atLeast', { n }];
}

function tooBig(issue: z.core.$ZodIssueTooBig): [ServerMessage, Values] {
  const n = bound(issue.maximum);
  if (issue.origin === 'string') return ['validation.maxChars', { n }];
  if (issue.origin === 'array') return ['validation.maxItems', { n }];
  return ['validation.atMost', { n }];
}

function invalidType(issue: z.core.$ZodIssueInvalidType): ServerMessage {
  if (issue.expected === 'int') return 'validation.whole';
  if (issue.expected === 'string') return 'validation.text';
  if (issue.expected === 'number') return 'validation.number';
  return 'validation.invalid';
}

function invalidFormat(issue: z.core.$ZodIssueInvalidStringFormat): ServerMessage {
  if (issue.format === 'email') return 'validation.email';
  const pattern = 'pattern' in issue ? issue.pattern : undefined;
  return patterns.find(([regex]) => String(regex) === pattern)?.[1] ?? 'validation.format';
}

/** A custom issue's key, given by the schema as `params: { messageKey, values? }`. */
function custom(issue: z.core.$ZodIssueCustom): [ServerMessage, Values] {
  const key = issue.params?.messageKey;
  return isServerMessage(key)
    ? [key, (issue.params?.values as Values | undefined) ?? {}]
    : ['validation.invalid', {}];
}

function keyOf(issue: Issue): [ServerMessage, Values] {
  // The schema's kind and choice messages say Required for a value left out, in the catalogue's
  // words (`requiredMessage`), where the issue alone cannot tell a missing value from a wrong one.
  if (issue.message === sentence('validation.required')) return ['validation.required', {}];
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_type':
      return [invalidType(issue), {}];
    case 'invalid_format':
      return [invalidFormat(issue), {}];
    case 'invalid_value':
      return ['validation.oneOf', { options: issue.values.map(String).join(', ') }];
    case 'custom':
      return custom(issue);
    case 'unrecognized_keys':
      return ['unknownField', {}];
    default:
      return ['validation.invalid', {}];
  }
}

/**
 * A zod issue of the shared schema as a message: a key and values read from the issue's code and
 * bounds (never from its words), with the issue's own English text.
 */
export function issueMessage(issue: Issue): Said {
  const [key, values] = keyOf(issue);
  return new Said(key, values, issue.message);
}
