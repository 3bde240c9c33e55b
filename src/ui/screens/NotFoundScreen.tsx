import { Link } from '@tanstack/react-router';

export function NotFoundScreen() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/" className="button primary">
        Go home
      </Link>
    </main>
  );
}
