/** The authority lists of vip 0, 1 and 2: a box per authority and level; each level saves on its own. */
import { useEffect, useState } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import type { Authorities } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { Columns, Form, Muted, Panel, SubHeading } from '../Page.styles';
import { Button, Checkbox, ErrorText } from '../ui';

const levels = [0, 1, 2] as const;

export function CatalogueAuthorities() {
  const { t, failure } = useAdminText();
  const lists = useStaffQuery<Authorities>('/member/admin/authorities/list');
  const { run, busy } = useAction();
  const [chosen, setChosen] = useState<Record<number, string[]>>({});
  useEffect(() => {
    if (lists.data) setChosen({ 0: lists.data.vip0, 1: lists.data.vip1, 2: lists.data.vip2 });
  }, [lists.data]);
  if (lists.error) return <ErrorText>{failure(lists.error)}</ErrorText>;
  if (!lists.data) return <Muted>{t('common.loading')}</Muted>;
  const all = lists.data.all;
  const toggle = (vip: number, name: string) =>
    setChosen((previous) => {
      const current = previous[vip] ?? [];
      return { ...previous, [vip]: current.includes(name) ? current.filter((n) => n !== name) : [...current, name] };
    });
  return (
    <Columns>
      {levels.map((vip) => (
        <Panel key={vip} aria-label={t('catalogue.vipLevel', { vip })}>
          <SubHeading>{t('catalogue.vipLevel', { vip })}</SubHeading>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void run(
                () => staffPost('/member/admin/authorities/save', { vip, authorities: (chosen[vip] ?? []).join(',') }),
                t('common.saved'),
              ).then((done) => done && lists.reload());
            }}
          >
            {all.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={(chosen[vip] ?? []).includes(name)}
                onChange={() => toggle(vip, name)}
              />
            ))}
            <Button type="submit" disabled={busy}>
              {t('common.save')}
            </Button>
          </Form>
        </Panel>
      ))}
    </Columns>
  );
}
