// The largest source files and React components in apps/ and packages/ (tests and migrations aside).
// `node scripts/sizes.mjs [count]` prints them; apps/server/src/code-size.test.ts holds the limits.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tracked and new source files of apps/ and packages/, without tests, test helpers and generated code. */
export function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'], { cwd: root })
    .toString()
    .split('\n');
  return listed.filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !/(^|\/)(test|drizzle|dist|dist-ssr)\//.test(file) &&
      fs.existsSync(path.join(root, file)),
  );
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Top-level functions whose name starts with a capital letter in a .tsx file: its components. */
function components(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const add = (name, node) => {
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    found.push({ file, name, lines: end - start + 1 });
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) add(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && /^[A-Z]/.test(declaration.name.text) && declaration.initializer) {
          const init = declaration.initializer;
          if (ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isCallExpression(init)) add(declaration.name.text, statement);
        }
      }
    }
  }
  return found;
}

export function measure() {
  const files = [];
  const comps = [];
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    files.push({ file, lines: lineCount(text) });
    if (file.endsWith('.tsx')) comps.push(...components(file, text));
  }
  files.sort((a, b) => b.lines - a.lines);
  comps.sort((a, b) => b.lines - a.lines);
  return { files, components: comps };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10);
  const { files, components: comps } = measure();
  console.log(`Largest ${count} files:`);
  for (const f of files.slice(0, count)) console.log(`${String(f.lines).padStart(6)}  ${f.file}`);
  console.log(`\nLargest ${count} components:`);
  for (const c of comps.slice(0, count)) console.log(`${String(c.lines).padStart(6)}  ${c.name} (${c.file})`);
}
