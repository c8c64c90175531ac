import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdRedirects, antdStandIns } from '../../../vite.config';

const require = createRequire(import.meta.url);
const resolveId = antdStandIns.resolveId as (
  source: string,
  importer?: string,
) => string | undefined;
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
});
