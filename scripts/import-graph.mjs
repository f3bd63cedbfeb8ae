// The project's run-time import graph, read with the TypeScript compiler: which module imports which
// when the code runs. A type-only import (`import type`, `import { type A }` with nothing else,
// `export type … from`, `typeof import(…)`) is erased by the compiler and is no edge; a static
// import, a re-export, a side-effect import, `require(…)` and a dynamic `import(…)` each are. Paths
// are resolved the compiler's way, so the "@/…" alias of tsconfig.json counts like a relative path.
import path from "node:path";
import ts from "typescript";

/** Reads the graph of the project at `root` (its tsconfig.json's files, node_modules left out). */
export function importGraph(root = process.cwd()) {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json");
  if (!configPath) throw new Error("tsconfig.json not found");
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, path.dirname(configPath));
  const options = config.options;
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const inProject = (file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.endsWith(".d.ts") && !path.relative(root, file).startsWith("..");
  const files = config.fileNames.filter(inProject).filter((f) => !f.includes(`${path.sep}.next${path.sep}`));

  /** Module path -> the project modules it imports at run time. */
  const edges = new Map();
  /** Module path -> the packages (bare specifiers) it imports at run time. */
  const packages = new Map();
  /** Module path -> its directive ("use client", "use server") or null. */
  const directives = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? "", ts.ScriptTarget.Latest, true);
    const targets = new Set();
    const bare = new Set();
    for (const spec of runtimeSpecifiers(source)) {
      const resolved = ts.resolveModuleName(spec, file, options, host, cache).resolvedModule;
      if (resolved && inProject(resolved.resolvedFileName)) targets.add(path.resolve(resolved.resolvedFileName));
      else if (!spec.startsWith(".") && !spec.startsWith("@/")) bare.add(spec);
    }
    const key = path.resolve(file);
    edges.set(key, targets);
    packages.set(key, bare);
    directives.set(key, directiveOf(source));
  }
  return { root, edges, packages, directives };
}

/** The module's "use client" / "use server" directive, if its prologue has one. */
function directiveOf(source) {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === "use client" || statement.expression.text === "use server") return statement.expression.text;
  }
  return null;
}

/** The run-time module specifiers of one source file. */
function runtimeSpecifiers(source) {
  const found = [];
  const typeOnlyNamed = (bindings) => bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      if (clause && !clause.name && typeOnlyNamed(clause.namedBindings)) continue;
      found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)) continue;
      found.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) {
      found.push(statement.moduleReference.expression.text);
    }
  }
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const dynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const requireCall = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (dynamicImport || requireCall) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The modules a "use client" module brings into the browser bundle: its run-time imports, followed
 * transitively, stopping at "use server" modules (the bundler replaces those by references). A map
 * from each module reached to the module it was first reached from (null for `start`).
 */
export function browserClosure(graph, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.edges.get(v) ?? []) {
      if (previous.has(w) || graph.directives.get(w) === "use server") continue;
      previous.set(w, v);
      queue.push(w);
    }
  }
  return previous;
}

/** Every cycle of the graph: its strongly connected components of more than one module, or a module importing itself. */
export function importCycles(graph) {
  const { edges } = graph;
  let index = 0;
  const stack = [];
  const meta = new Map();
  const components = [];
  const strongConnect = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!meta.has(w)) {
        strongConnect(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || edges.get(v)?.has(v)) components.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!meta.has(v)) strongConnect(v);
  return components.map((members) => ({ members, circle: circleThrough(edges, members[0], members) }));
}

/** One shortest circle through `start` inside its component, for the message. */
function circleThrough(edges, start, members) {
  const inside = new Set(members);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of edges.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const pathBack = [v];
        for (let p = previous.get(v); p; p = previous.get(p)) pathBack.push(p);
        return [...pathBack.reverse(), start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}
