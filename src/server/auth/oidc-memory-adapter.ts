import type { Adapter, AdapterPayload } from 'oidc-provider';

// The local provider's storage: in memory, like oidc-provider's own development adapter, but chosen on purpose (the
// local provider is for one developer machine or a test; grants and sessions end with the process).

interface Stored {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

export function memoryAdapterFactory(): (name: string) => Adapter {
  const all = new Map<string, Stored>();
  const grants = new Map<string, Set<string>>();
  return (name: string) => {
    const key = (id: string) => `${name}:${id}`;
    const live = (stored: Stored | undefined) =>
      stored !== undefined && (stored.expiresAt === undefined || stored.expiresAt > Date.now())
        ? stored
        : undefined;
    const findWhere = (field: 'userCode' | 'uid', value: string) => {
      for (const [k, stored] of all) {
        if (k.startsWith(`${name}:`) && stored.payload[field] === value && live(stored))
          return stored.payload;
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        all.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
        if (payload.grantId) {
          const set = grants.get(payload.grantId) ?? new Set<string>();
          set.add(key(id));
          grants.set(payload.grantId, set);
        }
      },
      async find(id) {
        return live(all.get(key(id)))?.payload;
      },
      async findByUserCode(userCode) {
        return findWhere('userCode', userCode);
      },
      async findByUid(uid) {
        return findWhere('uid', uid);
      },
      async consume(id) {
        const stored = all.get(key(id));
        if (stored) stored.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        all.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const k of grants.get(grantId) ?? []) all.delete(k);
        grants.delete(grantId);
      },
    };
  };
}
