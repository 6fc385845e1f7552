// The query parameters a module reads, found in its source and in every module it imports (for
// server/page-cache/page-key-coverage.test.ts: the page cache keys a page by the parameters its
// route declares in `handle.query`, server/page-cache/page-key.ts, and drops the others before the
// page sees them).
//
// What counts as a read, by the TypeScript syntax tree of each module under app/:
// - `const q = readQuery(url, QUERY.x)`: each `q.name` read; all of QUERY.x's names when `q` is
//   used otherwise (`q[name]`, passed on), or when the result is not kept in a variable.
// - `.get("name")`, `.getAll("name")`, `.has("name")` on search params: `url.searchParams`, a
//   variable holding `new URLSearchParams(...)`, `x.searchParams` or `useSearchParams()`'s first
//   item, or a parameter typed URLSearchParams. A name given as a constant is looked up; a name
//   that cannot be known is ANY.
// - `parseQuery(request, schema)` (the /api's zod-checked query string): ANY.
// The modules that define readQuery and parseQuery are where the reading happens for their
// callers: the reads inside them are not counted again.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { QUERY } from "#app/lib/query-params.ts";

/** A read whose name cannot be known statically: only an uncached route may do it. */
export const ANY = "*";

const READS = new Set(["get", "getAll", "has"]);
const MECHANISMS = new Set(["readQuery", "parseQuery"]);

interface ModuleFacts {
  /** The app modules it imports (statically or lazily), as absolute paths. */
  imports: string[];
  reads: Set<string>;
  /** Top-level `const NAME = "text"`, for names given as constants. */
  constants: Map<string, string>;
  /** Identifiers imported, by local name: the module they come from. */
  importedFrom: Map<string, string>;
}

const facts = new Map<string, ModuleFacts>();

/** Where an import specifier points, for the app's own modules (`#app/...`, relative). */
function resolveImport(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("#app/")) target = path.resolve("app", specifier.slice(5));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return /\.tsx?$/.test(target) && fs.existsSync(target) ? target : undefined;
}

/** The string a constant expression holds, if the module (or one it imports) says. */
function constantText(node: ts.Expression, file: string, seen = new Set<string>()): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isIdentifier(node) || seen.has(file)) return null;
  seen.add(file);
  const own = moduleFacts(file);
  const local = own.constants.get(node.text);
  if (local !== undefined) return local;
  const source = own.importedFrom.get(node.text);
  return source ? (moduleFacts(source).constants.get(node.text) ?? null) : null;
}

function isSearchParamsSource(node: ts.Expression): boolean {
  if (ts.isNewExpression(node)) return node.expression.getText() === "URLSearchParams";
  if (ts.isPropertyAccessExpression(node)) return node.name.text === "searchParams";
  return false;
}

function analyse(file: string): ModuleFacts {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const result: ModuleFacts = {
    imports: [],
    reads: new Set(),
    constants: new Map(),
    importedFrom: new Map(),
  };
  const searchParams = new Set<string>();
  const queries: { name: string; spec: string }[] = [];
  let mechanism = false;
  const calls: ts.CallExpression[] = [];
  const identifiers: ts.Identifier[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target) {
        result.imports.push(target);
        const named = node.importClause?.namedBindings;
        if (named && ts.isNamedImports(named)) {
          for (const element of named.elements) result.importedFrom.set(element.name.text, target);
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target) result.imports.push(target);
    } else if (ts.isFunctionDeclaration(node) && MECHANISMS.has(node.name?.text ?? "")) {
      mechanism = true;
    } else if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      if (ts.isIdentifier(node.name)) {
        if (isSearchParamsSource(init)) searchParams.add(node.name.text);
        if (ts.isStringLiteral(init) && node.parent.parent.parent === source) {
          result.constants.set(node.name.text, init.text);
        }
      }
      if (ts.isArrayBindingPattern(node.name) && ts.isCallExpression(init)) {
        const first = node.name.elements[0];
        if (init.expression.getText() === "useSearchParams" && first && ts.isBindingElement(first))
          searchParams.add(first.name.getText());
      }
    } else if (ts.isParameter(node) && node.type?.getText() === "URLSearchParams") {
      searchParams.add(node.name.getText());
    } else if (ts.isCallExpression(node)) {
      calls.push(node);
    } else if (ts.isIdentifier(node)) {
      identifiers.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Known from here on, constants included: a name given as a constant of this module (or of a
  // module that imports this one back) is looked up in it.
  facts.set(file, result);

  for (const call of calls) {
    const callee = call.expression;
    if (callee.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = call.arguments;
      const target =
        specifier && ts.isStringLiteral(specifier) && resolveImport(file, specifier.text);
      if (target) result.imports.push(target);
      continue;
    }
    if (mechanism) continue;
    const name = callee.getText();
    if (name === "parseQuery") result.reads.add(ANY);
    if (name === "readQuery") {
      const spec = call.arguments[1]?.getText().replace(/^QUERY\./, "") ?? "";
      const kept = call.parent;
      if (ts.isVariableDeclaration(kept) && ts.isIdentifier(kept.name))
        queries.push({ name: kept.name.text, spec });
      else for (const n of specNames(spec)) result.reads.add(n);
    }
    if (!ts.isPropertyAccessExpression(callee) || !READS.has(callee.name.text)) continue;
    const target = callee.expression;
    const onSearchParams =
      (ts.isIdentifier(target) && searchParams.has(target.text)) ||
      (ts.isPropertyAccessExpression(target) && target.name.text === "searchParams");
    if (!onSearchParams) continue;
    const [argument] = call.arguments;
    result.reads.add((argument && constantText(argument, file)) ?? ANY);
  }

  // Each `q.name` of a readQuery result; any other use of `q` may read every name of its spec.
  for (const { name, spec } of queries) {
    for (const id of identifiers) {
      if (id.text !== name || id.parent === undefined) continue;
      const parent = id.parent;
      if (ts.isVariableDeclaration(parent) && parent.name === id) continue;
      if (ts.isPropertyAccessExpression(parent) && parent.name === id) continue; // x.query
      if (ts.isPropertyAssignment(parent) && parent.name === id) continue; // { query: ... }
      if (ts.isPropertyAccessExpression(parent) && parent.expression === id) {
        result.reads.add(parent.name.text);
        continue;
      }
      for (const n of specNames(spec)) result.reads.add(n);
    }
  }
  return result;
}

function specNames(spec: string): string[] {
  const found = (QUERY as Record<string, { rules: object }>)[spec];
  return found ? Object.keys(found.rules) : [ANY];
}

function moduleFacts(file: string): ModuleFacts {
  let known = facts.get(file);
  if (!known) {
    known = analyse(file);
    facts.set(file, known);
  }
  return known;
}

/** The reads of `file` and every app module it imports, each with where it was found. */
export function queryReads(file: string): Map<string, string> {
  const reads = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [path.resolve(file)];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const { imports, reads: own } = moduleFacts(next);
    for (const name of own) if (!reads.has(name)) reads.set(name, path.relative(".", next));
    stack.push(...imports);
  }
  return reads;
}
