/**
 * `items` cut into parts of at most `size`, in order: the models query a long list of ids in
 * parts, so that no statement carries more parameters than SQLite and PostgreSQL take.
 */
export function chunk<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
