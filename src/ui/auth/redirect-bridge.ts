// The identity provider sends its answer to /redirect.html, which hands it to the window that asked (popup) or
// goes back to the page that started a redirect sign-in (MSAL 5's redirect bridge).
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Authentication failed. Please try again.', error);
  document.body.textContent = 'Authentication failed. Please try again.';
});
