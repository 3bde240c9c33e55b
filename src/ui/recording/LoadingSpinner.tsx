/** recording spec §2 Shared UI: the loading spinner, announced to screen readers. */
export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
