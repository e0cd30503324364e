export type PageItem = number | 'gap';

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side,
 * and `gap` where pages are left out. `pageItems(5, 20)` → 1 … 4 5 6 … 20.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const visible = new Set<number>([1, count]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const candidate = current + offset;
    if (candidate >= 1 && candidate <= count) {
      visible.add(candidate);
    }
  }
  const sorted = [...visible].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) {
      items.push(previous + 1);
    } else if (previous !== undefined && value - previous > 2) {
      items.push('gap');
    }
    items.push(value);
  });
  return items;
}
