import '@ant-design/v5-patch-for-react-19';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import { loadApp, loadSignIn, preloadAppWhileSigningIn } from './routes/entry';
import { preloadFirstScreen } from './routes/pages';
import './global.css';

const element = document.getElementById('root');
if (element) {
  const root = createRoot(element);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  // The language's strings load beside the screen's code (for English there is nothing to load).
  // A direct visit asks for its screen's code and data from the start, not once drawn.
  const showApp = () => {
    preloadFirstScreen(window.location.pathname);
    const app = loadApp().then((module) => {
      module.prefetchFirstScreenData();
      return module;
    });
    return Promise.all([app, languageReady]).then(([{ App }]) => render(<App />));
  };
  if (window.location.pathname === '/login') {
    // Opened at the sign-in page: the panel alone first, the app once signed in (bench:web's
    // sign-in screen weighs what this chunk needs, not refine, the router and the data provider).
    void Promise.all([loadSignIn(), languageReady]).then(([{ SignInEntry }]) =>
      render(
        <SignInEntry
          preload={preloadAppWhileSigningIn}
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
