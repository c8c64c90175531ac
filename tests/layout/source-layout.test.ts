import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The repository's TypeScript sources under `folder` (tracked or new, tests left out). */
function sources(folder: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', folder],
    { encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
}

const parse = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Each function of a file with its first line and its length in lines. */
function functionsOf(file: string): { where: string; lines: number }[] {
  const source = parse(file);
  const found: { where: string; lines: number }[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart());
      found.push({ where: `${file}:${first + 1}`, lines: lineOf(node.end) - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module specifiers a file imports or re-exports, dynamic imports included. */
function importsOf(file: string): string[] {
  const source = parse(file);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The text of every comment of a file, one entry per comment line. */
function commentLinesOf(file: string): { where: string; text: string }[] {
  const text = readFileSync(file, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard);
  scanner.setText(text);
  const lines: { where: string; text: string }[] = [];
  const source = parse(file);
  // A full walk of the tree's trivia: every comment before or after a token.
  const seen = new Set<number>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line;
      text
        .slice(range.pos, range.end)
        .split('\n')
        .forEach((line, index) => {
          lines.push({ where: `${file}:${first + index + 1}`, text: line });
        });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return lines;
}

const migrations = 'src/server/db/migrations/';

describe('the source layout (issue 64)', () => {
  it('has no function over 120 lines (migrations, frozen history, aside)', () => {
    const long = sources('src')
      .filter((file) => !file.startsWith(migrations))
      .flatMap(functionsOf)
      .filter((found) => found.lines > 120)
      .map((found) => `${found.where} (${found.lines} lines)`);
    expect(long).toEqual([]);
  });

  it('lets only the migrator import a migration', () => {
    const importers = [...sources('src'), ...sources('scripts'), ...sources('tests')]
      .filter((file) => !file.startsWith(migrations) && file !== 'src/server/db/migrate.ts')
      .filter((file) => importsOf(file).some((specifier) => specifier.includes('migrations/')));
    expect(importers).toEqual([]);
  });

  it('keeps migrations from importing the app', () => {
    const reaching = sources(migrations).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.') && !specifier.startsWith('./'))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });

  it('quotes no measurement in a comment', () => {
    // A figure with a unit of time, size, rate or ratio: what a run measured, which code outlives.
    const measurement =
      /\d[\d,.]*\s?(ms|µs|KB|kB|MB|GB|req\/s|×)(?![\w/])|\d[\d,.]*\s?%|\b\d[\d,.]*\s?x (faster|slower)/;
    const quoting = [...sources('src'), ...sources('scripts'), 'vite.config.ts']
      .filter((file) => !file.startsWith(migrations))
      .flatMap(commentLinesOf)
      // A figure in quotes or backticks is an example of what the code prints, not a run's.
      .filter((line) => measurement.test(line.text.replace(/"[^"]*"|`[^`]*`|“[^”]*”/g, '')))
      .map((line) => `${line.where}: ${line.text.trim()}`);
    expect(quoting).toEqual([]);
  });
});
