import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../vite.config';
import { resources } from '../../resources';
import { en } from '../i18n/en';
import standIn from './pluralize-stand-in';

const pluralize = createRequire(import.meta.url)('pluralize') as {
  (word: string, count?: number): string;
  plural(word: string): string;
  singular(word: string): string;
};

/** refine's own humanizeString (core's definitions/helpers), which runs before the transformers. */
const humanize = (text: string) => {
  const spaced = text
    .replace(/([a-z]{1})([A-Z]{1})/g, '$1-$2')
    .replace(/([A-Z]{1})([A-Z]{1})([a-z]{1})/g, '$1-$2$3')
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * Every text refine can hand its transformers in this app: each resource's name (an identifier)
 * and its label (a dictionary key), humanized or not, and the English names the dictionary gives
 * them; plus a few of the kinds the rules must tell apart.
 */
const corpus = [
  ...resources.flatMap((resource) => {
    const names = en.resources[resource.name as keyof typeof en.resources] as Record<
      string,
      string
    >;
    const label = `resources.${resource.name}.title`;
    return [
      resource.name,
      label,
      humanize(resource.name),
      humanize(label),
      ...Object.values(names),
    ];
  }),
  'activity',
  'Activity',
  'ACTIVITY',
  'day',
  'address',
  'order item',
];

describe('the pluralize stand-in', () => {
  it('turns every name refine can hand it as pluralize does', () => {
    expect(corpus).toContain('Daily stats');
    for (const word of corpus) {
      expect(standIn.plural(word), `plural of "${word}"`).toBe(pluralize.plural(word));
      expect(standIn.singular(word), `singular of "${word}"`).toBe(pluralize.singular(word));
      expect(standIn(word, 1), `"${word}" for 1`).toBe(pluralize(word, 1));
      expect(standIn(word, 3), `"${word}" for 3`).toBe(pluralize(word, 3));
    }
  });

  it('takes the place of the module refine’s default text transformers read', () => {
    const core = readFileSync(
      new URL('../../../node_modules/@refinedev/core/dist/index.mjs', import.meta.url),
      'utf8',
    );
    expect(core).toContain('import pluralize from "pluralize";');
    expect(core).toContain('plural: pluralize.plural,');
    expect(core).toContain('singular: pluralize.singular');
    const alias = appConfig.resolve.alias.find(({ find }) => find.test('pluralize'));
    expect(alias?.replacement).toMatch(/\/src\/app\/providers\/pluralize-stand-in\.ts$/);
  });
});
