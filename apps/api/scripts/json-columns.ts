/**
 * The TypeScript type of each jsonb column whose shape the server fixes, by `table.column`
 * (kysely-codegen's `overrides`); the others are typed as any JSON value and narrowed where
 * read. A type from elsewhere is written as `import('…').Name`, relative to src/db/schema.ts.
 */
export const JSON_COLUMNS: Record<string, string> = {};
