import { useGoBack } from '../shell/use-go-back.ts';

/** recording spec §8 error panels: the message and the way back. */
export function ErrorPanel({ message }: { message: string }) {
  const goBack = useGoBack();
  return (
    <div className="page">
      <p role="alert" className="error-panel">
        {message}
      </p>
      <button type="button" className="button" onClick={goBack}>
        Go back
      </button>
    </div>
  );
}
