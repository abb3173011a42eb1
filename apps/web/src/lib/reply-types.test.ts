import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The reply types of the web app are derived from the API's own reply schemas
 * (`@souk/domain/replies/*`, `z.infer`), never written again by hand: a hand-written copy drifts from
 * what the server sends, and fixtures typed from it cannot tell. A `*-types.ts` file may declare an
 * interface or an object type literal only for what is not a reply, each listed here with its reason.
 */
const NOT_REPLIES: Readonly<Record<string, string>> = {
  // UI state
  PayAfterCheckout: 'router state the checkout hands to the Profile',
  AuditFilters: "the audit screen's date filters",
  DeliveryChoice: "the client's delivery choice in the cart and the order modal",
  PromotionFormValues: "the promotion form's values",
  RECOMMENDED_SIZES: 'picture sizes the ad form recommends',
  CardPaiement: "the sandbox card form's values (its selects as text), which cardPaiementSchema parses",
};

const SRC = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(SRC, 'features');

function filesOf(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesOf(file, keep);
    return keep(name) ? [file] : [];
  });
}

const typesFiles = (dir: string) => filesOf(dir, (name) => name.endsWith('-types.ts'));

/** The name a top-level statement declares (interface, type, const, function). */
function declaredName(statement: ts.Statement): string {
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))
    return statement.name.text;
  if (ts.isFunctionDeclaration(statement)) return statement.name?.text ?? '(anonymous function)';
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((d) => d.name.getText()).join(', ');
  }
  return '(statement)';
}

/** Every interface or object type literal of the file that is not in an allowlisted declaration. */
export function handWrittenShapes(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of sf.statements) {
    const name = declaredName(statement);
    if (name in NOT_REPLIES) continue;
    const visit = (node: ts.Node) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
        found.push(`${path.relative(FEATURES, file)}:${line + 1} ${name}`);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
  }
  return found;
}

/** A request body's name: `…Payload` or `…Body`. */
const REQUEST_BODY = /(Payload|Body)$/;

/** The app's own sources (not its tests nor the test helpers). */
function appSources(): string[] {
  return filesOf(SRC, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).filter(
    (file) => !file.startsWith(path.join(SRC, 'test')),
  );
}

/** Top-level interfaces, and type aliases holding an object type literal, whose name matches `name`. */
export function namedShapes(file: string, source: string, name: RegExp): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  return sf.statements
    .filter(
      (st): st is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && name.test(st.name.text),
    )
    .filter((st) => ts.isInterfaceDeclaration(st) || hasTypeLiteral(st))
    .map((st) => `${file.startsWith(SRC) ? path.relative(SRC, file) : file}: ${st.name.text}`);
}

function hasTypeLiteral(node: ts.Node): boolean {
  return ts.isTypeLiteralNode(node) || (ts.forEachChild(node, hasTypeLiteral) ?? false);
}

function handWrittenNamed(files: readonly string[], name: RegExp): string[] {
  return files.flatMap((file) => namedShapes(file, readFileSync(file, 'utf8'), name));
}

/** Imports of zod or of the reply schemas that are not `import type` (they would ship zod to the browser). */
function runtimeSchemaImports(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  return sf.statements
    .filter(ts.isImportDeclaration)
    .filter((d) => {
      const from = (d.moduleSpecifier as ts.StringLiteral).text;
      return from === 'zod' || from.startsWith('@souk/domain/replies/');
    })
    .filter((d) => !d.importClause?.isTypeOnly)
    .map((d) => `${path.relative(FEATURES, file)}: ${d.getText(sf)}`);
}

describe('reply types', () => {
  const files = typesFiles(FEATURES);

  it('finds the *-types.ts files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('are derived from the reply schemas, not written by hand', () => {
    const shapes = files.flatMap((file) => handWrittenShapes(file, readFileSync(file, 'utf8')));
    expect(shapes).toEqual([]);
  });

  it('import zod and the schemas as types only', () => {
    const imports = files.flatMap((file) => runtimeSchemaImports(file, readFileSync(file, 'utf8')));
    expect(imports).toEqual([]);
  });

  it('allowlist only what is still declared', () => {
    const declared = new Set(
      files.flatMap((file) =>
        ts
          .createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
          .statements.map(declaredName),
      ),
    );
    expect(Object.keys(NOT_REPLIES).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('nor written by hand beside the fetchers (a `…Reply` type of the app)', () => {
    expect(handWrittenNamed(appSources(), /Reply$/)).toEqual([]);
  });

  it('nor a request body written by hand (a `…Payload` / `…Body` type: z.input or z.output of its domain schema)', () => {
    expect(handWrittenNamed(appSources(), REQUEST_BODY)).toEqual([]);
  });

  it('catch a hand-written request body', () => {
    const source = [
      "import type { z } from 'zod';",
      "import type { loginSchema } from '@souk/domain/auth-schemas';",
      'export type LoginPayload = z.input<typeof loginSchema>;',
      'export interface CouponBody { code: string }',
      'export type StockPayload = z.input<typeof loginSchema> & { id: number };',
      'interface ListBodyProps { rows: number }',
    ].join('\n');
    expect(namedShapes('x/x.ts', source, REQUEST_BODY)).toEqual([
      'x/x.ts: CouponBody',
      'x/x.ts: StockPayload',
    ]);
  });

  it('catch a hand-written reply', () => {
    const source = [
      "import type { z } from 'zod';",
      'export interface Order { id: number }',
      'export type Line = Pick<Order, "id"> & { quantite: number };',
      'export interface PayAfterCheckout { payOrders: Order[] }',
    ].join('\n');
    expect(handWrittenShapes(path.join(FEATURES, 'x/x-types.ts'), source)).toEqual([
      'x/x-types.ts:2 Order',
      'x/x-types.ts:3 Line',
    ]);
  });
});
