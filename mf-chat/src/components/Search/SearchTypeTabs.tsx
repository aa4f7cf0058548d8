import { useTranslation } from 'react-i18next';
import { Tabs } from '@vx/shared';

export const CAMS_TABS = ['default', 'location', 'newGirls'] as const;
export type CamsTab = (typeof CAMS_TABS)[number];

interface Props {
  value: CamsTab;
  onChange: (tab: CamsTab) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/** The search types of the cams page as tabs. */
export function SearchTypeTabs({ value, onChange, panelId, idPrefix }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Tabs
      items={CAMS_TABS}
      value={value}
      onChange={onChange}
      label={t('search.types')}
      idPrefix={idPrefix}
      panelId={panelId}
      text={(tab) => t(`search.type.${tab}`)}
    />
  );
}
