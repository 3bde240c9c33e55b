// The remembered username (shell spec §2 Login screen and §5).

export type RememberedUsername = { save: true; value: string } | { save: false };

// shell spec §5: the remembered username is saved only if non-empty after trimming, and saved trimmed
export function rememberedUsername(raw: string | null | undefined): RememberedUsername {
  const value = (raw ?? '').trim();
  return value === '' ? { save: false } : { save: true, value };
}
