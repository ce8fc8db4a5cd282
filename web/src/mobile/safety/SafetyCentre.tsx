/**
 * /m/home/safety: the safety centre (docs/safety.md, "Safety centre"): dating safety tips, how
 * reporting and blocking work, and the member's own reports with their outcomes.
 */
import { useId } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { Avatar, Button, EmptyState, LoadMore, StatusTag } from '../../app/ui';
import { HOW_REPORTING_WORKS, SAFETY_TIPS, useSafetyCentreTitle } from '../../features/safety/safetyCentreTexts';
import { useMyReports } from '../../features/safety/useMyReports';
import { Heading, Page, Paragraph, Row, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';

export default function SafetyCentre() {
  useSafetyCentreTitle();
  const { t } = useTranslation();
  const id = useId();
  const { reports, failed, status, more } = useMyReports();
  const lines = (keys: readonly string[], prefix: string) => (
    <Stack as="ul" $gap="sm">
      {keys.map((key) => (
        <li key={key}>
          <Paragraph>{t(`${prefix}.${key}`)}</Paragraph>
        </li>
      ))}
    </Stack>
  );

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('safetyCentre.title')} back={-1} />
      <Paragraph>{t('safetyCentre.intro')}</Paragraph>
      <Stack as="section" $gap="sm" aria-labelledby={`${id}-tips`}>
        <Heading level={2} id={`${id}-tips`}>
          {t('safetyCentre.tipsHeading')}
        </Heading>
        {lines(SAFETY_TIPS, 'safetyCentre.tips')}
      </Stack>
      <Stack as="section" $gap="sm" aria-labelledby={`${id}-how`}>
        <Heading level={2} id={`${id}-how`}>
          {t('safetyCentre.howHeading')}
        </Heading>
        {lines(HOW_REPORTING_WORKS, 'safetyCentre.how')}
      </Stack>
      <Stack as="section" $gap="sm" aria-labelledby={`${id}-reports`}>
        <Heading level={2} id={`${id}-reports`}>
          {t('safetyCentre.reportsHeading')}
        </Heading>
        {failed && !reports && (
          <EmptyState
            title={t('safetyCentre.reportsFailed')}
            action={<Button onClick={more}>{t('safetyCentre.retry')}</Button>}
          />
        )}
        {reports?.length === 0 && <EmptyState title={t('safetyCentre.reportsEmpty')} />}
        {reports && reports.length > 0 && (
          <Stack as="ul" $gap="md" aria-label={t('safetyCentre.reportsHeading')}>
            {reports.map((report) => (
              <li key={report.id}>
                <Stack $gap="xs">
                  <Row>
                    <Row justify="start">
                      <Avatar src={report.avatar} name={report.name} size="sm" aria-hidden="true" role={undefined} />
                      <strong>{report.name}</strong>
                    </Row>
                    <StatusTag tone={report.outcome.tone}>{report.outcome.label}</StatusTag>
                  </Row>
                  <Paragraph>{report.reasons}</Paragraph>
                  <Paragraph size="caption" tone="muted">
                    {[report.reported, report.decided, report.attached].filter(Boolean).join(' · ')}
                  </Paragraph>
                </Stack>
              </li>
            ))}
          </Stack>
        )}
        {reports && reports.length > 0 && (
          <LoadMore status={status} onLoadMore={more} endText={t('safetyCentre.noMore')} />
        )}
      </Stack>
    </Page>
  );
}
