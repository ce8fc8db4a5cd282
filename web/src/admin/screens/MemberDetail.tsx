/** One member: record, balance and ledger, orders, reports, blocks; suspend / lift, and for admins credits and membership. */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { staffPost } from '../../features/admin/staffApi';
import { useStaffSession } from '../../features/admin/staffSession';
import type { MemberDetail as MemberDetailData } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { Actions, Columns, Muted, Panel, ScreenTitle, SubHeading, Toolbar } from '../Page.styles';
import { Button, DataList, ErrorText, TextLink } from '../ui';
import { MemberMoney } from './MemberMoney';
import { MemberRecords } from './MemberRecords';

export default function MemberDetail() {
  const { t, failure } = useAdminText();
  const format = useFormat();
  const userid = Number(useParams().id);
  const isAdmin = useStaffSession()?.role === 'admin';
  const detail = useStaffQuery<MemberDetailData>('/member/admin/members/detail', { userid });
  const { run, busy } = useAction();
  const [suspending, setSuspending] = useState(false);
  if (detail.error) return <ErrorText>{failure(detail.error)}</ErrorText>;
  if (!detail.data) return <Muted>{t('common.loading')}</Muted>;
  const { profile } = detail.data;
  const suspend = async (reason: string) => {
    const ok = await run(() => staffPost('/member/admin/members/suspend', { userid, reason }), t('members.suspended'));
    if (ok) {
      setSuspending(false);
      detail.reload();
    }
  };
  const lift = async () => {
    const ok = await run(() => staffPost('/member/admin/members/lift', { userid }), t('members.lifted'));
    if (ok) detail.reload();
  };
  return (
    <>
      <TextLink as={Link} to="/admin/members">
        {t('members.back')}
      </TextLink>
      <ScreenTitle title={profile.username} />
      <Toolbar>
        <Actions>
          {profile.status === 3 ? (
            <Button disabled={busy} onClick={() => void lift()}>
              {t('members.lift')}
            </Button>
          ) : (
            <Button variant="danger" disabled={busy} onClick={() => setSuspending(true)}>
              {t('members.suspend')}
            </Button>
          )}
        </Actions>
      </Toolbar>
      <Columns>
        <Panel aria-label={t('reports.profile')}>
          <DataList
            items={[
              { id: 'id', term: t('common.id'), description: profile.id },
              { id: 'email', term: t('review.email'), description: profile.email },
              { id: 'status', term: t('members.status'), description: t(`members.status${profile.status}`) },
              { id: 'role', term: t('members.role'), description: profile.role },
              { id: 'age', term: t('review.age'), description: profile.age },
              { id: 'country', term: t('review.country'), description: profile.country },
              { id: 'vip', term: t('members.vip'), description: profile.vip },
              { id: 'vip1', term: t('members.expires1'), description: format.day(profile.overduedate_1) },
              { id: 'vip2', term: t('members.expires2'), description: format.day(profile.overduedate_2) },
              { id: 'balance', term: t('members.balance'), description: format.money(detail.data.balance) },
              { id: 'ip', term: t('review.ip'), description: profile.signup_ip },
              { id: 'created', term: t('review.signedUp'), description: format.time(profile.create_time) },
              { id: 'login', term: t('members.lastLogin'), description: format.time(profile.last_login_time) },
            ]}
          />
        </Panel>
        {isAdmin && <MemberMoney userid={userid} onChanged={detail.reload} />}
      </Columns>
      <SubHeading>{t('members.ledger')}</SubHeading>
      <MemberRecords detail={detail.data} />
      {suspending && (
        <ReasonDialog
          title={`${t('members.suspend')} ${profile.username}`}
          confirm={t('members.suspend')}
          busy={busy}
          onConfirm={(reason) => void suspend(reason)}
          onClose={() => setSuspending(false)}
        />
      )}
    </>
  );
}
