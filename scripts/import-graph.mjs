// The import graph of the sources (tests left out), read with TypeScript's parser so that
// `import type` and re-exports count: a cycle of types is still a cycle for a reader.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\.d\.ts$/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** The file a relative specifier names (`./x.js` is written for `./x.ts`), or undefined. */
function resolveSpecifier(from, specifier, files) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => files.has(candidate));
}

/**
 * Static imports only, file -> files it imports, paths relative to `root`. A dynamic `import()`
 * loads on demand and closes no loop at load time, so it is not an edge.
 */
export function importGraph(root, folders) {
  const files = new Set(folders.flatMap((folder) => sourceFiles(resolve(root, folder))));
  const graph = new Map();
  for (const file of files) {
    const parsed = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const targets = parsed.statements
      .filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
      .map((statement) => statement.moduleSpecifier)
      .filter((specifier) => specifier && ts.isStringLiteral(specifier))
      .map((specifier) => resolveSpecifier(file, specifier.text, files));
    graph.set(
      relative(root, file),
      [...new Set(targets.filter(Boolean))].map((target) => relative(root, target)),
    );
  }
  return graph;
}

/** Every loop of the graph (strongly connected components of more than one file), by Tarjan. */
export function importCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function visit(file) {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
