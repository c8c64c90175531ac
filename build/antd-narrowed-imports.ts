import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Imports inside antd that bring components a screen never draws, pointed at stand-ins that load
 * the component when it is first drawn (`src/app/providers/antd-table-stand-ins.tsx`): the table's
 * tree and radios (rc-tree's component, and through the radio group the form store, on every
 * list). Each entry: the importing module (the end of its path), the specifier it
 * imports, and the stand-in's export that takes its place.
 */
const tableStandIns = fileURLToPath(
  new URL('../src/app/providers/antd-table-stand-ins.tsx', import.meta.url),
);
export const antdRedirects = [
  ['/antd/es/table/hooks/useFilter/FilterDropdown.js', '../../../tree', 'LazyTree'],
  ['/antd/es/table/hooks/useFilter/FilterDropdown.js', '../../../radio', 'LazyRadio'],
  ['/antd/es/table/hooks/useSelection.js', '../../radio', 'LazyRadio'],
] as const;
const standInPrefix = '\0antd-stand-in:';

/**
 * Imports inside antd narrowed to the module that holds what they take: the importing module (the
 * end of its path), the specifier, and the module imported instead. antd's form context (which
 * every input, tooltip and dropdown imports) takes `FormProvider` from rc-field-form's index, and
 * the index hangs the form's parts on the form it exports: screens without a form loaded the form
 * store and its validator. The index re-exports the same module.
 */
export const narrowedImports = [
  ['/antd/es/form/context.js', 'rc-field-form', 'rc-field-form/es/FormContext.js'],
] as const;

/**
 * The redirects above as a plugin. Kept only while they save enough of a first screen: the lead
 * weighs them with `npm run bench:web` against a build without this plugin.
 */
export const antdStandIns: Plugin = {
  name: 'antd-stand-ins',
  enforce: 'pre',
  resolveId(source, importer) {
    const matches = ([module, specifier]: readonly [string, string, string]) =>
      source === specifier && importer?.endsWith(module);
    const narrowed = narrowedImports.find(matches);
    if (narrowed) return this.resolve(narrowed[2], importer, { skipSelf: true });
    const redirect = antdRedirects.find(matches);
    return redirect && `${standInPrefix}${redirect[2]}`;
  },
  load(id) {
    if (id.startsWith(standInPrefix))
      return `export { ${id.slice(standInPrefix.length)} as default } from ${JSON.stringify(tableStandIns)};`;
  },
};
