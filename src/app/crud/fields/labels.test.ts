import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('labels of the definitions', () => {
  for (const language of [en, de] as unknown as Tree[]) {
    it(`names every resource, field and enum value (${language === (en as unknown) ? 'en' : 'de'})`, () => {
      const missing: string[] = [];
      for (const resource of resources) {
        for (const key of ['title', 'plural', 'singular', 'this', 'create']) {
          if (typeof lookup(language, `resources.${resource.name}.${key}`) !== 'string')
            missing.push(`resources.${resource.name}.${key}`);
        }
        if (typeof lookup(language, `${resource.name}.${resource.name}`) !== 'string')
          missing.push(`${resource.name}.${resource.name}`);
        for (const [name, field] of Object.entries(resource.fields)) {
          if (typeof lookup(language, `fields.${resource.name}.${name}`) !== 'string')
            missing.push(`fields.${resource.name}.${name}`);
          for (const option of field.options ?? []) {
            const key = `enums.${resource.name}.${name}.${option}`;
            if (typeof lookup(language, key) !== 'string') missing.push(key);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('has the same keys in German as in English', () => {
    expect(keysOf(de as unknown as Tree).sort()).toEqual(keysOf(en as unknown as Tree).sort());
  });
});
