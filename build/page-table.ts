import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The app's entry table (the two roots and the first screens) and its page table. */
export const pageTableFiles = ['src/app/routes/entry.ts', 'src/app/routes/pages.tsx'];

/**
 * Each `const Name = …` of `file` by the modules its initializer `import()`s (repository paths),
 * with those of the file's own helpers it calls (`withSlots` loads the slots registry).
 */
function lazyDeclarations(file: string, root: string) {
  const source = ts.createSourceFile(file, readFileSync(resolve(root, file), 'utf8'), 99, true);
  const modules = new Map<string, string[]>();
  let screens: ts.ObjectLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      if (name === 'firstScreens' && ts.isObjectLiteralExpression(declaration.initializer))
        screens = declaration.initializer;
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) && modules.has(node.text) && node.text !== name)
          found.push(...(modules.get(node.text) ?? []));
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        )
          found.push(modulePath(root, file, node.arguments[0].text));
        ts.forEachChild(node, visit);
      };
      visit(declaration.initializer);
      if (found.length > 0) modules.set(name, found);
    }
  }
  return { modules, screens };
}

/** A specifier of `file` as the repository path of its module (`src/app/app.tsx`). */
function modulePath(root: string, file: string, specifier: string) {
  const base = relative(root, resolve(root, dirname(file), specifier));
  for (const ending of ['.tsx', '.ts', '/index.ts', '/index.tsx'])
    if (ts.sys.fileExists(resolve(root, `${base}${ending}`))) return `${base}${ending}`;
  throw new Error(`page-table: ${file} imports ${specifier}, which is no module`);
}

/**
 * Each first screen by the modules it loads first, read from the entry table's `firstScreens`
 * (which names the roots and the page table's pages) and the `import()`s behind each name.
 */
export function firstScreensOf(root: string, files = pageTableFiles): Record<string, string[]> {
  const modules = new Map<string, string[]>();
  let screens: ts.ObjectLiteralExpression | undefined;
  for (const file of files) {
    const found = lazyDeclarations(file, root);
    for (const [name, paths] of found.modules) modules.set(name, paths);
    screens ??= found.screens;
  }
  if (!screens) throw new Error('page-table: no firstScreens in the entry table');
  const result: Record<string, string[]> = {};
  for (const property of screens.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer))
      continue;
    const screen = property.name.getText();
    result[screen] = property.initializer.elements.flatMap((element) => {
      const paths = modules.get(element.getText());
      if (!paths) throw new Error(`page-table: ${screen}'s ${element.getText()} loads no page`);
      return paths;
    });
  }
  return result;
}
