import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Root } from './Root';
import { registerServiceWorker } from './app/serviceWorker';
import { removeStoredPassword } from './app/legacyPassword';
import { moveStoredToken } from './app/legacyToken';

removeStoredPassword();

// Usually nothing to wait for; a token an older version stored becomes the cookie before the first call.
void moveStoredToken().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>,
  ),
);

registerServiceWorker();
