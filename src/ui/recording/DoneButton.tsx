/** recording spec §2: DONE goes back (to the screen above this one). */
export function DoneButton({ onDone, label = 'DONE' }: { onDone: () => void; label?: string }) {
  return (
    <button type="button" className="button primary wide" onClick={onDone}>
      {label}
    </button>
  );
}
