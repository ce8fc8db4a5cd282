/** Admin actions on a member's money: a credit adjustment with its reason (a ledger entry), a membership extension. */
import { useState } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { Form, Panel, SubHeading } from '../Page.styles';
import { Button, Select, TextField } from '../ui';

export function MemberMoney({ userid, onChanged }: { userid: number; onChanged: () => void }) {
  const { t } = useAdminText();
  const format = useFormat();
  const { run, busy } = useAction();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tier, setTier] = useState('1');
  const [months, setMonths] = useState('1');
  const credit = async () => {
    const answer = await staffPost<{ balance: string }>('/member/admin/members/credit', { userid, amount, reason });
    const done = await run(
      async () => answer,
      t('members.credited', { balance: format.money(answer.data?.balance ?? 0) }),
    );
    if (done) {
      setAmount('');
      setReason('');
      onChanged();
    }
  };
  const extend = async () => {
    const done = await run(
      () => staffPost('/member/admin/members/extend', { userid, tier, months }),
      t('members.extended'),
    );
    if (done) onChanged();
  };
  return (
    <Panel>
      <SubHeading>{t('members.credit')}</SubHeading>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void credit();
        }}
      >
        <TextField label={t('members.amount')} value={amount} onValueChange={setAmount} inputMode="decimal" required />
        <TextField label={t('common.reason')} value={reason} onValueChange={setReason} maxLength={200} required />
        <Button type="submit" disabled={busy || !amount || !reason.trim()}>
          {t('members.credit')}
        </Button>
      </Form>
      <SubHeading>{t('members.extend')}</SubHeading>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void extend();
        }}
      >
        <Select
          label={t('members.tier')}
          value={tier}
          onValueChange={setTier}
          options={[
            { value: '1', label: t('members.expires1') },
            { value: '2', label: t('members.expires2') },
          ]}
        />
        <TextField label={t('members.months')} value={months} onValueChange={setMonths} inputMode="numeric" required />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('members.extend')}
        </Button>
      </Form>
    </Panel>
  );
}
