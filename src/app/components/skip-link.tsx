import { useTranslation } from '../i18n/use-translation';
import { focusPageHeading, mainContentId } from './page-focus';

/** "Skip to content": the first thing Tab reaches, shown only while focused (global.css). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        // The router would take the hash for a navigation; the focus is what the link is for.
        event.preventDefault();
        focusPageHeading();
      }}
    >
      {t('shell.keyboard.skip')}
    </a>
  );
}
