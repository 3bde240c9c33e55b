// Help tips: key normalisation and usefulness (shell spec §4 Help tips and §5).

// shell spec §5: tooltip keys are lower case, trimmed, spaces/slashes/dots turned into hyphens, repeated hyphens collapsed
export function normaliseTooltipKey(key: string): string {
  return key
    .toLowerCase()
    .trim()
    .replace(/[\s/\\.]/g, '-')
    .replace(/-{2,}/g, '-');
}

// shell spec §5: a help tip with empty content or containing the word TODO is not useful
export function isHelpTipUseful(content: string | null | undefined): boolean {
  const text = (content ?? '').trim();
  return text !== '' && !text.includes('TODO');
}

// shell spec §5: tips that are not useful are hidden in non-local environments
export function isHelpTipVisible(content: string | null | undefined, isLocalEnvironment: boolean): boolean {
  return isLocalEnvironment || isHelpTipUseful(content);
}
