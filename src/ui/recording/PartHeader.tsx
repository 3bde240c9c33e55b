/** recording spec §2 Shared UI part header: the tag in upper case and the part number. */
export function PartHeader({ tag, partNumber }: { tag: string; partNumber: string | null | undefined }) {
  return (
    <div className="part-header">
      <span className="part-tag">{tag.toUpperCase()}</span>
      {partNumber ? <span className="part-number">Part # {partNumber}</span> : null}
    </div>
  );
}
