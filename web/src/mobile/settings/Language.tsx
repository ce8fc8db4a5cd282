/** /m/home/my/setup/lang: en, zhcn or zhtw, kept under `lang` so that it survives a reload. */
import { useTranslation } from '../../app/i18n/react';
import { changeLocale } from '../../app/i18n';
import { LanguageSwitch, resolveLocale } from '../../app/ui';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';

export default function Language() {
  const { t, i18n } = useTranslation();
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('title.lang')} back={setupRoutes.index} />
      <LanguageSwitch
        variant="list"
        value={resolveLocale(i18n.language)}
        onValueChange={(locale) => void changeLocale(locale, i18n)}
      />
    </Page>
  );
}
