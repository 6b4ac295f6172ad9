import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// One visual language: the site's design tokens, read from the site itself rather than copied.
import '../../site/src/styles/tokens.css';
import './styles/admin-tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/fields.css';
import './styles/overlays.css';
import './styles/shell.css';
import './styles/pages.css';
import './styles/lists.css';
import './styles/finance.css';
import './styles/screens.css';
import './styles/two-factor.css';
import './styles/members.css';
import './styles/media.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
