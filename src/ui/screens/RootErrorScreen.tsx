import type { ErrorComponentProps } from '@tanstack/react-router';

/** The root route's error page: says what went wrong, offers a way on, never loses data by itself. */
export function RootErrorScreen({ error, reset }: ErrorComponentProps) {
  return (
    <main className="page" role="alert">
      <h1>Something went wrong</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button primary" onClick={reset}>
        Try again
      </button>
    </main>
  );
}
