/** Machines grouped by the first letter of their name, in the order given (shell spec §2); '#' for the rest. */
export function groupByFirstLetter<T extends { name: string }>(
  rows: readonly T[],
): { letter: string; rows: T[] }[] {
  const groups: { letter: string; rows: T[] }[] = [];
  for (const row of rows) {
    const first = row.name.trim().charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    const last = groups[groups.length - 1];
    if (last?.letter === letter) last.rows.push(row);
    else groups.push({ letter, rows: [row] });
  }
  return groups;
}
