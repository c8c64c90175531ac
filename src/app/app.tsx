import { Refine } from '@refinedev/core';
import routerProvider, {
  DocumentTitleHandler,
  UnsavedChangesNotifier,
} from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { FollowProvider } from './components/app-link';
import { ScrollToTop } from './components/scroll-to-top';
import { TranslationProvider } from './crud/fields/labels';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth';
import { ColorModeProvider } from './providers/color-mode';
import { dataProvider } from './providers/data';
import { FeedbackProvider } from './providers/feedback';
import { i18nProvider } from './providers/i18n';
import { liveProvider } from './providers/live';
import { useNotificationProvider } from './providers/notifications';
import { prefetchScreenData } from './providers/prefetch';
import { retryRead } from './providers/query-retry';
import { LeaveWhenSessionEnds } from './providers/session-ended';
import { AppRoutes } from './routes/app-routes';
import { refineResources } from './routes/refine-resources';

/** On a direct visit: the data of the path's screen, asked for before anything is drawn. */
export const prefetchFirstScreenData = () =>
  prefetchScreenData(dataProvider, window.location.pathname, window.location.search);

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <ColorModeProvider>
        <FeedbackProvider>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            liveProvider={liveProvider}
            notificationProvider={useNotificationProvider}
            resources={refineResources}
            options={{
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              disableTelemetry: true,
              liveMode: 'auto',
              reactQuery: {
                clientConfig: {
                  defaultOptions: { queries: { staleTime: 10_000, retry: retryRead } },
                },
              },
            }}
          >
            <FollowProvider>
              <TranslationProvider>
                <AppRoutes />
              </TranslationProvider>
            </FollowProvider>
            <UnsavedChangesNotifier />
            <LeaveWhenSessionEnds />
            <DocumentTitleHandler
              handler={({ resource, action }) => documentTitle(resource?.name, action)}
            />
          </Refine>
        </FeedbackProvider>
      </ColorModeProvider>
    </BrowserRouter>
  );
}

function documentTitle(resource: string | undefined, action: string | undefined) {
  const page = resource
    ? `${i18nProvider.translate(`resources.${resource}.title`)}${action && action !== 'list' ? ` · ${i18nProvider.translate(`buttons.${action}`)}` : ''}`
    : '';
  return page
    ? `${page} | ${i18nProvider.translate('shell.appName')}`
    : i18nProvider.translate('shell.appName');
}
