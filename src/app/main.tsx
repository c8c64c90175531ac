import '@ant-design/v5-patch-for-react-19';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApp } from './lazy-pages';
import './i18n';
import './global.css';

const element = document.getElementById('root');
if (element) {
  const root = createRoot(element);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  const showApp = () => loadApp().then(({ App }) => render(<App />));
  if (window.location.pathname === '/login') {
    // Opened at the sign-in page: the panel alone first, the app once signed in (bench:web's
    // sign-in screen weighs what this chunk needs, not refine, the router and the data provider).
    void import('./sign-in-entry').then(({ SignInEntry }) =>
      render(
        <SignInEntry
          onSignedIn={(to) => {
            window.history.replaceState(null, '', to);
            void showApp();
          }}
        />,
      ),
    );
  } else {
    void showApp();
  }
}
