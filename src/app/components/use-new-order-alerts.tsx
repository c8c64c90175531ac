import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { useFeedback } from '../providers/feedback';
import { onChange } from '../providers/live';
import { playNewOrderSound } from './new-order-sound';
import { useSoundSetting } from './use-sound-setting';

/**
 * While signed in: a notification for each new order the server announces, linking to it, and
 * the new-order sound when the speaker toggle is on.
 */
export function useNewOrderAlerts(): void {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const [soundOn] = useSoundSetting();
  // The subscription stays open across toggles; it reads the latest setting when an order comes.
  const sound = useRef(soundOn);
  sound.current = soundOn;

  useEffect(
    () =>
      onChange((change) => {
        if (change.resource !== 'orders' || change.action !== 'created') return;
        notification.info({
          key: `new-order-${change.id}`,
          message: t('shell.newOrder.title'),
          // react-router's Link: antd draws notifications outside <Refine>, so outside FollowProvider.
          description: (
            <Link to={`/orders/show/${change.id}`}>
              {t('shell.newOrder.open', { number: change.title })}
            </Link>
          ),
        });
        if (sound.current) playNewOrderSound();
      }),
    [notification, t],
  );
}
