import { type Said, sentence } from '../../../resources/messages';
import type { TFunction } from '../../i18n/translator';

/**
 * A problem the shared schema finds with a form value (see `issueMessage`), in the reader's
 * language, by its key and values, never by its words. English is the schema's own sentence,
 * except that an enum's choices are named by `optionLabel` ("dhl" → "DHL"). Another language's
 * sentences load with the first problem, as a server failure's do (api-fetch.ts).
 */
export async function translateProblem(
  t: TFunction,
  language: string,
  problem: Said,
  optionLabel?: (value: string) => string,
): Promise<string> {
  if (language === 'en') {
    if (!optionLabel || typeof problem.values.options !== 'string') return problem.text;
    const options = problem.values.options.split(', ').map(optionLabel).join(', ');
    return sentence(problem.key, { ...problem.values, options });
  }
  const { translateMessage } = await import('../../providers/server-messages');
  return translateMessage(t, language, problem, problem.text, optionLabel);
}
