/** One package as an inline form (months for upgrades, price, order, on sale), and a tier's base price. */
import { useState } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { Toolbar } from '../Page.styles';
import { Button, Checkbox, TextField } from '../ui';

interface Pack {
  id: number;
  price: string;
  sort: number;
  active: number | boolean;
  months?: number;
}

export function PackageRow({
  path,
  tier,
  pack,
  onSaved,
}: {
  path: string;
  tier?: number;
  pack?: Pack;
  onSaved: () => void;
}) {
  const { t } = useAdminText();
  const { run, busy } = useAction();
  const [price, setPrice] = useState(pack?.price ?? '');
  const [months, setMonths] = useState(String(pack?.months ?? ''));
  const [sort, setSort] = useState(String(pack?.sort ?? 0));
  const [active, setActive] = useState(pack ? Boolean(Number(pack.active)) : true);
  const save = async () => {
    const fields = { id: pack?.id, tier, months: tier ? months : undefined, price, sort, active: active ? 1 : 0 };
    if (await run(() => staffPost(path, fields), t('common.saved'))) {
      if (!pack) setPrice('');
      onSaved();
    }
  };
  return (
    <Toolbar
      as="form"
      aria-label={pack ? `${t('catalogue.price')} ${pack.id}` : t('catalogue.addPackage')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {tier !== undefined && (
        <TextField label={t('members.months')} value={months} onValueChange={setMonths} inputMode="numeric" />
      )}
      <TextField label={t('catalogue.price')} value={price} onValueChange={setPrice} inputMode="decimal" required />
      <TextField label={t('catalogue.sort')} value={sort} onValueChange={setSort} inputMode="numeric" />
      <Checkbox label={t('catalogue.active')} checked={active} onChange={(event) => setActive(event.target.checked)} />
      <Button type="submit" size="sm" variant={pack ? 'secondary' : 'primary'} disabled={busy}>
        {pack ? t('common.save') : t('catalogue.addPackage')}
      </Button>
    </Toolbar>
  );
}

export function TierPrice({ tier, basePrice, onSaved }: { tier: number; basePrice: string; onSaved: () => void }) {
  const { t } = useAdminText();
  const { run, busy } = useAction();
  const [price, setPrice] = useState(basePrice);
  return (
    <Toolbar
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => staffPost('/member/admin/packages/tier/save', { tier, base_price: price }),
          t('common.saved'),
        ).then((done) => done && onSaved());
      }}
    >
      <TextField
        label={t('catalogue.tierBase', { tier })}
        value={price}
        onValueChange={setPrice}
        inputMode="decimal"
        required
      />
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        {t('common.save')}
      </Button>
    </Toolbar>
  );
}
