export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: a window of `size` pages around the current one, with the first
 * and last page and ellipses where pages are skipped (spec: a window of 5 with ellipses).
 */
export function pageWindow(current: number, last: number, size = 5): PageItem[] {
  if (last <= 1) return [1];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(last, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis-start');
  }
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < last) {
    if (end < last - 1) items.push('ellipsis-end');
    items.push(last);
  }
  return items;
}
