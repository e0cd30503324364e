import type { TrackingCategory } from '@outlay/api-client';

export type { TrackingCategory } from '@outlay/api-client';

/** An option and its sub-options (a department and its sub-departments). */
export interface TrackingNode {
  id: string;
  name: string;
  children: readonly TrackingNode[];
}

/** A category's options as a tree (the contract's last level has no children). */
export function optionsOf(category: TrackingCategory): TrackingNode[] {
  return category.children.map((option) => ({
    id: option.id,
    name: option.name,
    children: option.children.map((sub) => ({ id: sub.id, name: sub.name, children: [] })),
  }));
}

function ids(nodes: readonly TrackingNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...ids(node.children)]);
}

/** The tracking category an option belongs to (one option per category is chosen). */
export function categoryOf(
  categories: readonly TrackingCategory[],
  optionId: string,
): TrackingCategory | undefined {
  return categories.find((category) => ids(optionsOf(category)).includes(optionId));
}

/** The option of `category` among `chosen`, if any. */
export function optionIn(category: TrackingCategory, chosen: readonly string[]): string | null {
  const options = ids(optionsOf(category));
  return chosen.find((id) => options.includes(id)) ?? null;
}

/** `chosen` with `optionId` as the one option of its category. */
export function choose(
  categories: readonly TrackingCategory[],
  chosen: readonly string[],
  optionId: string,
): string[] {
  const category = categoryOf(categories, optionId);
  const others = category ? chosen.filter((id) => optionIn(category, [id]) === null) : chosen;
  return [...others, optionId];
}

/** An option's name with its parents' ("Sales › North"). */
export function optionName(
  categories: readonly TrackingCategory[],
  optionId: string,
): string | null {
  const walk = (nodes: readonly TrackingNode[], path: string[]): string[] | null => {
    for (const node of nodes) {
      if (node.id === optionId) return [...path, node.name];
      const below = walk(node.children, [...path, node.name]);
      if (below) return below;
    }
    return null;
  };
  for (const category of categories) {
    const path = walk(optionsOf(category), []);
    if (path) return path.join(' › ');
  }
  return null;
}
