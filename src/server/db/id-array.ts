// A parameter of ids as PostgreSQL's array literal ('{1,2,3}', '{uuid,uuid}'), for a cast to int[] or uuid[]. pg's
// own serialisation of a JS array quotes and escapes every element, several strings each: ~20 KB of garbage in a save
// of 40 observations, on the hot path of every save. Ids checked at the boundary need no quoting; anything else is
// refused here rather than sent.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function idArray(ids: readonly (number | string)[]): string {
  for (const id of ids)
    if (typeof id === 'number' ? !Number.isInteger(id) : !UUID.test(id))
      throw new Error(`idArray: ${JSON.stringify(id)} is neither an integer nor a UUID`);
  return `{${ids.join(',')}}`;
}
