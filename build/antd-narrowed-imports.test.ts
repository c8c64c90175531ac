import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdRedirects, antdStandIns, narrowedImports } from './antd-narrowed-imports';

const require = createRequire(import.meta.url);
type Resolve = (source: string, importer?: string) => unknown;
/** The plugin's hook, with a build context whose `resolve` only says what it was asked. */
const resolveId = (source: string, importer?: string) =>
  (
    antdStandIns.resolveId as (this: { resolve: Resolve }, ...args: Parameters<Resolve>) => unknown
  ).call({ resolve: (target, from) => ({ asked: target, from }) }, source, importer) as
    | string
    | undefined;
const load = antdStandIns.load as (id: string) => string | undefined;

/** The build's redirects in `vite.config.ts` (the stand-ins themselves: antd-table-stand-ins.test.tsx). */
describe('the build’s stand-ins for antd’s table parts', () => {
  it.each(antdRedirects)(
    '%s still imports %s, and the build takes %s instead',
    (module, specifier, standIn) => {
      // If antd moves or renames the import, the redirect would stop applying without a word.
      const file = require.resolve(`antd/es${module.slice('/antd/es'.length)}`);
      expect(readFileSync(file, 'utf8')).toMatch(
        new RegExp(
          `^import ${standIn.replace('Lazy', '')} from '${specifier.replace(/\./g, '\\.')}';$`,
          'm',
        ),
      );
      const id = resolveId(specifier, file);
      expect(id).toBeDefined();
      expect(load(id ?? '')).toMatch(
        new RegExp(`^export \\{ ${standIn} as default \\} from ".*antd-table-stand-ins\\.tsx";$`),
      );
    },
  );

  it('leaves the same specifiers alone everywhere else', () => {
    expect(
      resolveId('../../../tree', '/x/node_modules/antd/es/table/hooks/useSorter.js'),
    ).toBeUndefined();
    expect(
      resolveId('../../radio', '/x/node_modules/antd/es/table/InternalTable.js'),
    ).toBeUndefined();
    expect(
      resolveId('antd', '/x/node_modules/antd/es/table/hooks/useSelection.js'),
    ).toBeUndefined();
    expect(load('/x/src/app/app.tsx')).toBeUndefined();
  });

  it.each(narrowedImports)(
    '%s takes from %s what %s holds, and the build imports that module',
    (module, specifier, target) => {
      const file = require.resolve(`antd/es${module.slice('/antd/es'.length)}`);
      const taken = new RegExp(`^import \\{ (\\w+) as \\w+ \\} from '${specifier}';$`, 'm').exec(
        readFileSync(file, 'utf8'),
      )?.[1];
      expect(taken).toBe('FormProvider');
      // The package's index hands out the same module's export, so nothing else changes.
      const index = readFileSync(
        require.resolve(specifier).replace(/lib\/index\.js$/, 'es/index.js'),
        'utf8',
      );
      expect(index).toMatch(/^import \{ FormProvider \} from "\.\/FormContext";$/m);
      expect(index).toMatch(/^export \{[^}]*\bFormProvider\b[^}]*\};$/m);
      expect(readFileSync(require.resolve(target), 'utf8')).toMatch(
        /^export \{[^}]*\bFormProvider\b/m,
      );
      expect(resolveId(specifier, file)).toEqual({ asked: target, from: file });
      expect(resolveId(specifier, '/x/node_modules/antd/es/form/Form.js')).toBeUndefined();
    },
  );
});
