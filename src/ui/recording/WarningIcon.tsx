/** recording spec §8: the warning icon that replaces a photo that cannot be shown, with its message. */
export function WarningIcon({ message }: { message: string }) {
  return (
    <span className="photo-warning" role="img" aria-label={message} title={message}>
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path d="M12 2 1 21h22L12 2Zm0 6 1 7h-2l1-7Zm-1 9h2v2h-2v-2Z" fill="currentColor" />
      </svg>
      <span className="photo-warning-text">{message}</span>
    </span>
  );
}
