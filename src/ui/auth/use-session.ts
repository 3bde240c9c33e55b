import { useSyncExternalStore } from 'react';
import { inspectorNameFromClaims } from '../../rules/index.ts';
import { session } from './session.ts';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Who is signed in, from the stored token's claims (shell spec §2 Side menu, §3 Token claims). */
export function useSession(): { token: string | null; name: string; email?: string; company?: string } {
  const token = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.snapshot(),
  );
  const claims = session.claims();
  return {
    token,
    name: inspectorNameFromClaims(claims),
    email: text(claims?.email),
    company: text(claims?.companyName ?? claims?.company_name ?? claims?.company ?? claims?.organization),
  };
}
