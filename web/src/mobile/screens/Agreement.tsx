/** /m/agreement: the terms of use in the interface language. */
import { useTranslation } from 'react-i18next';
import { Page, Paragraph, ScreenHeader, Stack } from '../layout';

const sections = ['intro', 'age', 'conduct', 'gifts', 'membership', 'disputes', 'law'] as const;

export default function Agreement() {
  const { t } = useTranslation();
  return (
    <Page>
      <ScreenHeader title={t('agreement.heading')} back={-1} />
      <Stack as="article" $gap="md">
        {sections.map((section) => (
          <Paragraph key={section}>{t(`agreement.${section}`)}</Paragraph>
        ))}
      </Stack>
    </Page>
  );
}
