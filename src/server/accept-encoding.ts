// A request's Accept-Encoding as a weight per coding (RFC 9110 §12.5.3): q=0 refuses one, `*` stands for any not
// named, a coding not accepted weighs 0. Shared by the sync answer's compression and the front end's files.

export function encodingWeights(acceptEncoding: string | undefined): (coding: string) => number {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return (coding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
}
