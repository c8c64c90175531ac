import { useBack } from '@refinedev/core';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { buttonIcons } from '../button-icons';

/**
 * A record page's heading (show, edit, create) with the back arrow before it. The arrow is a
 * real button with a translated name: the page header's own was a `div` that Tab passed by,
 * named "back" in every language, so the pages turn it off (`goBack: false`). The h4 is the
 * one refine draws for a plain string title, without the top margin antd's Typography gives it
 * there, which set the edit and create titles 27 px below the arrow.
 */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <Flex align="center" gap={8} wrap>
      <Button
        type="text"
        icon={buttonIcons.back}
        aria-label={t('buttons.back')}
        title={t('buttons.back')}
        onClick={() => back()}
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
