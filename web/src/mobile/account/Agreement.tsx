/** /m/agreement: the terms of use in the interface language (the same text as /w/info/terms-of-use). */
import { useTranslation } from '../../app/i18n/react';
import { resolveLocale } from '../../app/ui';
import { useLegalPage } from '../../features/info/legalPages';
import { Page, Paragraph, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';

export default function Agreement() {
  const { t, i18n } = useTranslation();
  const terms = useLegalPage('terms-of-use', resolveLocale(i18n.language));
  return (
    <Page>
      <RoutedScreenHeader title={t('agreement.heading')} back={-1} />
      <Stack as="article" $gap="md">
        {terms?.paragraphs.map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
      </Stack>
    </Page>
  );
}
