import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../vite.config';
import { resources } from '../../resources';
import { en } from '../i18n/en';

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

/** What the app shows for each resource's name, made singular or left plural. */
const shown = {
  orders: ['Order', 'Orders'],
  packages: ['Package', 'Packages'],
  products: ['Product', 'Products'],
  users: ['User', 'Users'],
  stats: ['Stat', 'Stats'],
} as const;

describe("refine's own text transformers", () => {
  it("give the app's resource names the labels the app shows", () => {
    expect(corpus).toContain('Daily stats');
    for (const resource of resources) {
      const [singular, plural] = shown[resource.name as keyof typeof shown];
      expect(pluralize.singular(humanize(resource.name)), resource.name).toBe(singular);
      expect(pluralize.plural(humanize(resource.name)), resource.name).toBe(plural);
      expect(pluralize(humanize(resource.name), 1), `${resource.name} for 1`).toBe(singular);
      expect(pluralize(humanize(resource.name), 3), `${resource.name} for 3`).toBe(plural);
    }
    // The names are plural already: made plural again they stay as they are.
    for (const word of corpus)
      expect(pluralize.plural(pluralize.plural(word))).toBe(pluralize.plural(word));
  });

  it('are pluralize itself, which the build no longer replaces', () => {
    const core = readFileSync(
      new URL('../../../node_modules/@refinedev/core/dist/index.mjs', import.meta.url),
      'utf8',
    );
    expect(core).toContain('import pluralize from "pluralize";');
    expect(core).toContain('plural: pluralize.plural,');
    expect(core).toContain('singular: pluralize.singular');
    const alias = appConfig.resolve.alias.find(({ find }) => find.test('pluralize'));
    expect(alias).toBeUndefined();
  });
});
