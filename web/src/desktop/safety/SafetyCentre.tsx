/**
 * /w/home/safety: the safety centre (docs/safety.md, "Safety centre"): the member's own reports with
 * their outcomes, beside the dating safety tips and how reporting and blocking work.
 */
import { useId } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { Avatar, Button, EmptyState, LoadMore, Stack, StatusTag, ScreenHeader } from '../../app/ui';
import { HOW_REPORTING_WORKS, SAFETY_TIPS, useSafetyCentreTitle } from '../../features/safety/safetyCentreTexts';
import { useMyReports } from '../../features/safety/useMyReports';
import { Card, Columns, Content, List, Paragraph, Row, Spread, Subheading } from '../layout';

export default function SafetyCentre() {
  useSafetyCentreTitle();
  const { t } = useTranslation();
  const id = useId();
  const { reports, failed, status, more } = useMyReports();
  const lines = (keys: readonly string[], prefix: string) => (
    <List>
      {keys.map((key) => (
        <li key={key}>
          <Paragraph>{t(`${prefix}.${key}`)}</Paragraph>
        </li>
      ))}
    </List>
  );

  return (
    <Content>
      <ScreenHeader size="heading" title={t('safetyCentre.title')} />
      <Paragraph>{t('safetyCentre.intro')}</Paragraph>
      <Columns>
        <Card aria-labelledby={`${id}-reports`}>
          <Subheading id={`${id}-reports`}>{t('safetyCentre.reportsHeading')}</Subheading>
          {failed && !reports && (
            <EmptyState
              title={t('safetyCentre.reportsFailed')}
              action={<Button onClick={more}>{t('safetyCentre.retry')}</Button>}
            />
          )}
          {reports?.length === 0 && <EmptyState title={t('safetyCentre.reportsEmpty')} />}
          {reports && reports.length > 0 && (
            <List aria-label={t('safetyCentre.reportsHeading')} gap="md">
              {reports.map((report) => (
                <li key={report.id}>
                  <Spread>
                    <Row>
                      <Avatar src={report.avatar} name={report.name} size="sm" aria-hidden="true" role={undefined} />
                      <strong>{report.name}</strong>
                      <Paragraph>{report.reasons}</Paragraph>
                    </Row>
                    <StatusTag tone={report.outcome.tone}>{report.outcome.label}</StatusTag>
                  </Spread>
                  <Paragraph size="caption" tone="muted">
                    {[report.reported, report.decided, report.attached].filter(Boolean).join(' · ')}
                  </Paragraph>
                </li>
              ))}
            </List>
          )}
          {reports && reports.length > 0 && (
            <LoadMore status={status} onLoadMore={more} endText={t('safetyCentre.noMore')} />
          )}
        </Card>
        <Stack gap="lg">
          <Card aria-labelledby={`${id}-tips`}>
            <Subheading id={`${id}-tips`}>{t('safetyCentre.tipsHeading')}</Subheading>
            {lines(SAFETY_TIPS, 'safetyCentre.tips')}
          </Card>
          <Card aria-labelledby={`${id}-how`}>
            <Subheading id={`${id}-how`}>{t('safetyCentre.howHeading')}</Subheading>
            {lines(HOW_REPORTING_WORKS, 'safetyCentre.how')}
          </Card>
        </Stack>
      </Columns>
    </Content>
  );
}
