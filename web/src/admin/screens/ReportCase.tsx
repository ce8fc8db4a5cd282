/** One reported member: profile, recent posts and photos, the reports; dismiss, warn or suspend (closing them all). */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { staffPost } from '../../features/admin/staffApi';
import type { ReportCase as ReportCaseData } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Actions, Columns, Muted, Panel, ScreenTitle, SubHeading, Toolbar } from '../Page.styles';
import { Button, DataList, ErrorText, StatusTag, Table, TextLink } from '../ui';
import { reportTone } from '../statusTones';
import { Thumbs } from './ReportCase.styles';
import { ReportEvidence } from './ReportEvidence';
import { useTranslation } from '../../app/i18n/react';
import { addEvidenceTexts } from '../i18n/evidence';

type Resolution = 'warn' | 'suspend';

export default function ReportCase() {
  addEvidenceTexts(useTranslation().i18n);
  const { t, failure } = useAdminText();
  const format = useFormat();
  const navigate = useNavigate();
  const userid = Number(useParams().id);
  const report = useStaffQuery<ReportCaseData>('/member/admin/reports/member', { userid });
  const { run, busy } = useAction();
  const [asking, setAsking] = useState<Resolution | null>(null);
  const [evidenceOf, setEvidenceOf] = useState<number | null>(null);
  const resolve = async (action: 'dismiss' | Resolution, note?: string) => {
    const ok = await run(
      () => staffPost('/member/admin/reports/resolve', { userid, action, note }),
      t('reports.resolved'),
    );
    if (ok) navigate('/admin/reports');
  };
  if (report.error) return <ErrorText>{failure(report.error)}</ErrorText>;
  if (!report.data) return <Muted>{t('common.loading')}</Muted>;
  const { member, trends, photos, reports } = report.data;
  return (
    <>
      <ScreenTitle title={member.username} />
      <Toolbar>
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={() => void resolve('dismiss')}>
            {t('reports.dismiss')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking('warn')}>
            {t('reports.warn')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => setAsking('suspend')}>
            {t('reports.suspend')}
          </Button>
        </Actions>
        <TextLink as={Link} to={`/admin/members/${member.id}`}>
          {t('nav.members')}
        </TextLink>
      </Toolbar>
      <Columns>
        <Panel aria-label={t('reports.profile')}>
          <SubHeading>{t('reports.profile')}</SubHeading>
          <DataList
            items={[
              { id: 'id', term: t('common.id'), description: member.id },
              { id: 'email', term: t('review.email'), description: member.email },
              { id: 'age', term: t('review.age'), description: member.age },
              { id: 'country', term: t('review.country'), description: member.country },
              { id: 'status', term: t('members.status'), description: t(`members.status${member.status}`) },
              { id: 'signature', term: t('reports.profile'), description: member.signature },
            ]}
          />
        </Panel>
        <Panel aria-label={t('reports.photos')}>
          <SubHeading>{t('reports.photos')}</SubHeading>
          <Thumbs>
            {photos.map((photo) => (
              <img key={photo.id} src={photo.url} alt={`${t('reports.photos')} ${photo.id}`} />
            ))}
          </Thumbs>
        </Panel>
      </Columns>
      <SubHeading>{t('reports.posts')}</SubHeading>
      <Table
        caption={t('reports.posts')}
        columns={[
          { id: 'time', header: t('common.time'), cell: (row) => format.time(row.create_time) },
          { id: 'content', header: t('service.content'), cell: (row) => row.content },
          { id: 'pictures', header: t('reports.photos'), cell: (row) => row.pictures.length, align: 'end' },
        ]}
        rows={trends}
        rowKey={(row) => row.id}
      />
      <SubHeading>{t('reports.list')}</SubHeading>
      <Table
        caption={t('reports.list')}
        columns={[
          { id: 'reporter', header: t('reports.reporters'), cell: (row) => row.reporter_id },
          {
            id: 'state',
            header: t('reports.status'),
            cell: (row) => (
              <StatusTag tone={reportTone(row.status)}>
                {t(`reports.state${row.status}`, { defaultValue: row.status })}
              </StatusTag>
            ),
          },
          {
            id: 'types',
            header: t('reports.types'),
            cell: (row) => row.types.map((type) => t(`reports.type${type}`)).join(', '),
          },
          { id: 'time', header: t('common.time'), cell: (row) => format.time(row.create_time) },
          {
            id: 'evidence',
            header: t('evidence.column'),
            cell: (row) =>
              row.evidence ? (
                <Button size="sm" variant="secondary" onClick={() => setEvidenceOf(row.id)}>
                  {t('evidence.view', { count: row.evidence })}
                </Button>
              ) : (
                t('evidence.none')
              ),
          },
        ]}
        rows={reports}
        rowKey={(row) => row.id}
      />
      {evidenceOf !== null && <ReportEvidence reportId={evidenceOf} onClose={() => setEvidenceOf(null)} />}
      {asking && (
        <ReasonDialog
          title={`${t(`reports.${asking}`)} ${member.username}`}
          confirm={t(`reports.${asking}`)}
          label={t('reports.note')}
          busy={busy}
          onConfirm={(note) => void resolve(asking, note)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
