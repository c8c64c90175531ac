import { Button } from 'antd';
import { offers, type ResourceDefinition } from '../../../resources';
import { useFollowClick } from '../../components/app-link';
import { usePermissionMap } from '../../components/use-permission-map';
import { useTranslation } from '../../i18n/use-translation';
import { buttonIcons } from '../button-icons';

/**
 * The list's Create link, when the resource takes new records and the role may add them. A
 * link, as the row actions are (a middle click opens the form in a new tab). refine's
 * CreateButton resolves the route twice (its `useNavigationButton` and its `Link`) and asks the
 * access-control provider on every render of the list: a noticeable part of a list's render in a
 * CPU profile.
 */
export function CreateLink({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const may = usePermissionMap()?.[resource.name];
  const follow = useFollowClick();
  if (!offers(resource, 'create') || !may?.create) return null;
  const href = `/${resource.name}/create`;
  return (
    <Button type="primary" href={href} icon={buttonIcons.create} onClick={follow(href)}>
      {t('buttons.create')}
    </Button>
  );
}
