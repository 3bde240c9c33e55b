import { useGoBack } from '../shell/use-go-back.ts';

/** recording spec §8 error panels: the message, as the page's heading (a screen that failed has no other), and the way back. */
export function ErrorPanel({ message }: { message: string }) {
  const goBack = useGoBack();
  return (
    <div className="page">
      <div role="alert">
        <h1 className="error-panel error-panel-heading">{message}</h1>
      </div>
      <button type="button" className="button" onClick={goBack}>
        Go back
      </button>
    </div>
  );
}
