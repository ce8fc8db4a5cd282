import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Root } from './Root';
import { registerServiceWorker } from './app/serviceWorker';
import { removeStoredPassword } from './app/legacyPassword';

removeStoredPassword();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>,
);

registerServiceWorker();
