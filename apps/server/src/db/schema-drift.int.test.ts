import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';

/** A column as the code sees it (the `DB` type Kysely is given) or as the migrated database has it. */
interface ColumnShape {
  /** Whether a select can give null; null when the type leaves it open (`unknown`). */
  nullable: boolean | null;
  /** Whether an insert may leave it out: Kysely lets it when the insert type admits null or undefined. */
  optionalOnInsert: boolean;
}
type Shapes = Record<string, Record<string, ColumnShape>>;

/** Tables that are the migration tool's own bookkeeping, not the product's. */
const toolTables = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * The `DB` interface of `schema.ts` with every feature's `*.tables.ts` augmentation, read with the
 * TypeScript compiler: per table, per column, whether a select can give null and whether an insert
 * may leave the column out.
 */
function shapesFromTypes(): Shapes {
  const configPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const schemaFile = program.getSourceFile(fileURLToPath(new URL('./schema.ts', import.meta.url)))!;
  const declaration = schemaFile.statements.find(
    (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'DB',
  )!;
  const includes = (type: ts.Type, flag: ts.TypeFlags) =>
    type.isUnion() ? type.types.some((member) => member.flags & flag) : Boolean(type.flags & flag);
  // Kysely's ColumnType<Select, Insert, Update> keeps each side in a phantom property.
  const side = (type: ts.Type, name: '__select__' | '__insert__', node: ts.Node) => {
    const property = type.getProperty(name);
    return property ? checker.getTypeOfSymbolAtLocation(property, node) : type;
  };

  // `unknown` (a JSON column read as it comes) leaves nullability to the code reading it.
  const nullable = (type: ts.Type) =>
    type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any) ? null : includes(type, ts.TypeFlags.Null);

  const shapes: Shapes = {};
  for (const table of checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(declaration.name)!).getProperties()) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, declaration);
    shapes[table.name] = {};
    for (const column of tableType.getProperties()) {
      const columnType = checker.getTypeOfSymbolAtLocation(column, declaration);
      shapes[table.name]![column.name] = {
        nullable: nullable(side(columnType, '__select__', declaration)),
        optionalOnInsert:
          Boolean(column.flags & ts.SymbolFlags.Optional) ||
          includes(
            side(columnType, '__insert__', declaration),
            ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Never,
          ),
      };
    }
  }
  return shapes;
}

/** Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
describe('the database types the code is written against', () => {
  let testDb: TestDatabase;
  let fromTypes: Shapes;
  let fromDatabase: Shapes;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
      is_identity: 'YES' | 'NO';
      is_generated: 'ALWAYS' | 'NEVER';
    }>`
      select c.table_name, c.column_name, c.is_nullable, c.column_default, c.is_identity, c.is_generated
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    `.execute(testDb.database.db);
    fromDatabase = {};
    for (const row of rows) {
      if (toolTables.has(row.table_name)) continue;
      (fromDatabase[row.table_name] ??= {})[row.column_name] = {
        nullable: row.is_nullable === 'YES',
        optionalOnInsert:
          row.is_nullable === 'YES' ||
          row.column_default !== null ||
          row.is_identity === 'YES' ||
          row.is_generated === 'ALWAYS',
      };
    }
    fromTypes = shapesFromTypes();
  }, 120_000);
  afterAll(() => testDb.dispose());

  it('names every table the migrations create, and no other', () => {
    expect(Object.keys(fromTypes).sort()).toEqual(Object.keys(fromDatabase).sort());
  });

  it('names every column of every table, with its nullability and whether an insert may omit it', () => {
    const differences: string[] = [];
    for (const [table, columns] of Object.entries(fromDatabase)) {
      const typed = fromTypes[table] ?? {};
      for (const name of new Set([...Object.keys(columns), ...Object.keys(typed)])) {
        const actual = columns[name];
        const declared = typed[name];
        if (!actual) differences.push(`${table}.${name}: in the types, not in the database`);
        else if (!declared) differences.push(`${table}.${name}: in the database, not in the types`);
        else {
          if (declared.nullable !== null && actual.nullable !== declared.nullable)
            differences.push(`${table}.${name}: ${actual.nullable ? 'nullable' : 'not null'} in the database`);
          if (actual.optionalOnInsert !== declared.optionalOnInsert)
            differences.push(
              `${table}.${name}: ${actual.optionalOnInsert ? 'has a default' : 'has no default'} in the database`,
            );
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
