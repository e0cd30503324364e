import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { COMPANY_TABLES } from './schema.js';

/** The column that says whose a row is: a company's own id, every other table's company_id. */
const keyColumnOf = (table: string) => (table === 'companies' ? 'id' : 'company_id');

const companyTables: ReadonlySet<string> = new Set(COMPANY_TABLES);

/** Refused before it is sent: a query that could read or change several companies' rows. */
export class CompanyScopeError extends Error {
  constructor(readonly tables: readonly string[]) {
    super(
      `A query reads ${tables.join(', ')} without pinning ${tables.length === 1 ? 'it' : 'them'} to ` +
        'one company: add `where(<alias>.company_id, =, companyId)` (companies: `id`), or ' +
        '`<alias>.company_id = <other>.company_id` for a row joined to one that is; a query ' +
        'meant to cross companies uses kyselyAcrossCompanies(db).',
    );
    this.name = 'CompanyScopeError';
  }
}

type Node = OperationNode & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).kind === 'string';

const nameOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.kind === 'IdentifierNode') return node.name as string;
  if (node.kind === 'SchemableIdentifierNode') {
    return node.schema === undefined ? nameOf(node.identifier) : undefined;
  }
  if (node.kind === 'TableNode') return nameOf(node.table);
  return undefined;
};

/** A base table a query reads or changes: its name and the alias its columns go by. */
interface Source {
  table: string;
  alias: string;
}

function sourceOf(node: unknown): Source | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'TableNode') {
    const table = nameOf(node);
    return table === undefined ? undefined : { table, alias: table };
  }
  if (node.kind === 'AliasNode' && isNode(node.node) && node.node.kind === 'TableNode') {
    const table = nameOf(node.node);
    const alias = nameOf(node.alias);
    return table === undefined || alias === undefined ? undefined : { table, alias };
  }
  return undefined;
}

/** The conditions that all hold: the terms of top-level ANDs (an OR pins nothing). */
function conjuncts(node: unknown, into: Node[] = []): Node[] {
  if (!isNode(node)) return into;
  if (node.kind === 'AndNode') {
    conjuncts(node.left, into);
    conjuncts(node.right, into);
  } else if (node.kind === 'ParensNode') {
    conjuncts(node.node, into);
  } else {
    into.push(node);
  }
  return into;
}

/** `alias.column` (or an unqualified column) as [alias | undefined, column]. */
function referenceOf(node: unknown): [string | undefined, string] | undefined {
  if (!isNode(node) || node.kind !== 'ReferenceNode') return undefined;
  const column = isNode(node.column) ? nameOf(node.column.column) : undefined;
  if (column === undefined) return undefined;
  return [node.table === undefined ? undefined : nameOf(node.table), column];
}

/** One value sent as a parameter (or cast), never a list: `= ANY(…)` and `IN` pin nothing. */
function isOneValue(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.kind === 'ValueNode') return !Array.isArray(node.value);
  if (node.kind === 'CastNode') return isOneValue(node.expression);
  return false;
}

/** Pinned sources by alias, with the column that holds their company. */
type Pinned = ReadonlyMap<string, string>;

/**
 * Which sources of one query are pinned to one company: `s.company_id = value`, or equal to
 * the key of a source already pinned (here, or in an enclosing query for a correlated
 * subquery), until nothing more follows.
 */
function pinned(sources: Source[], conditions: Node[], outer: Pinned): Map<string, string> {
  const keyOf = new Map(sources.map((source) => [source.alias, keyColumnOf(source.table)]));
  const companySources = sources.filter((source) => companyTables.has(source.table));
  const only = companySources.length === 1 ? companySources[0]?.alias : undefined;
  /** The source whose company column a reference names, if it names one. */
  const keyAlias = (node: unknown): string | undefined => {
    const reference = referenceOf(node);
    if (reference === undefined) return undefined;
    const [named, column] = reference;
    const alias = named ?? only;
    if (alias === undefined) return undefined;
    // A query's own aliases hide an enclosing query's.
    const key = keyOf.get(alias) ?? outer.get(alias);
    return key === column ? alias : undefined;
  };
  const done = new Map<string, string>();
  const pin = (alias: string) => {
    const key = keyOf.get(alias);
    if (key === undefined || done.has(alias)) return false;
    done.set(alias, key);
    return true;
  };
  const isPinned = (alias: string) => done.has(alias) || (!keyOf.has(alias) && outer.has(alias));
  const edges: [string, string][] = [];
  for (const condition of conditions) {
    if (condition.kind !== 'BinaryOperationNode') continue;
    if (!isNode(condition.operator) || condition.operator.operator !== '=') continue;
    const left = keyAlias(condition.leftOperand);
    const right = keyAlias(condition.rightOperand);
    if (left !== undefined && isOneValue(condition.rightOperand)) pin(left);
    if (right !== undefined && isOneValue(condition.leftOperand)) pin(right);
    if (left !== undefined && right !== undefined) edges.push([left, right]);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of edges) {
      if (isPinned(a) && pin(b)) grew = true;
      if (isPinned(b) && pin(a)) grew = true;
    }
  }
  return done;
}

/** The sources and conditions of a SELECT, UPDATE or DELETE. */
function partsOf(node: Node): { sources: Source[]; conditions: Node[] } | undefined {
  const froms: unknown[] = [];
  const conditions: Node[] = [];
  const from = node.from as { froms?: unknown[] } | undefined;
  switch (node.kind) {
    case 'SelectQueryNode':
      froms.push(...(from?.froms ?? []));
      break;
    case 'UpdateQueryNode':
      froms.push(node.table, ...(from?.froms ?? []));
      break;
    case 'DeleteQueryNode':
      froms.push(
        ...(from?.froms ?? []),
        ...((node.using as { tables?: unknown[] } | undefined)?.tables ?? []),
      );
      break;
    default:
      return undefined;
  }
  for (const join of (node.joins as { table: unknown; on?: { on: unknown } }[] | undefined) ?? []) {
    froms.push(join.table);
    conjuncts(join.on?.on, conditions);
  }
  conjuncts((node.where as { where?: unknown } | undefined)?.where, conditions);
  const sources = froms.flatMap((item) => {
    const source = sourceOf(item);
    return source === undefined ? [] : [source];
  });
  return { sources, conditions };
}

/** Walks every node; each query is checked with the sources its enclosing queries pinned. */
function check(node: unknown, outer: Pinned, unpinned: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) check(item, outer, unpinned);
    return;
  }
  if (!isNode(node)) return;
  let inner = outer;
  const parts = partsOf(node);
  if (parts !== undefined) {
    const done = pinned(parts.sources, parts.conditions, outer);
    for (const source of parts.sources) {
      if (companyTables.has(source.table) && !done.has(source.alias)) unpinned.add(source.table);
    }
    inner = new Map([...outer, ...done]);
  }
  for (const key in node) {
    if (key === 'kind') continue;
    const value = node[key];
    if (typeof value === 'object' && value !== null) check(value, inner, unpinned);
  }
}

/** Throws CompanyScopeError unless every company table a query names is pinned to one company. */
export function assertOneCompany(node: RootOperationNode): void {
  const unpinned = new Set<string>();
  check(node, new Map(), unpinned);
  if (unpinned.size > 0) throw new CompanyScopeError([...unpinned].sort());
}

/**
 * Refuses, before it is sent, a query that names a company's table (one with `company_id`,
 * and `companies`) without pinning each such row source to one company: a read or a change
 * that could reach another company's rows is a failure in the first test that runs it, not a
 * leak. Queries that cross companies on purpose (sign-in by email, the seed, job scans) go
 * through kyselyAcrossCompanies.
 */
export class CompanyScopePlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    assertOneCompany(node);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
