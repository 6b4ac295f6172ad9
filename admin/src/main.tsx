import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// One visual language: the design tokens the site uses too, from their shared package.
import '@gkj/design-tokens/tokens.css';
import '@gkj/design-tokens/utilities.css';
import './styles/admin-tokens.css';
import './styles/base.css';
import './styles/patterns.css';
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
import './styles/revisions.css';
import './styles/media.css';
import './styles/workflow.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
