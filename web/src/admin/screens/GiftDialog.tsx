/** Edit or add a gift: names and texts in three languages, price, order, on sale, picture (required for a new gift). */
import { useState } from 'react';
import { staffPostForm } from '../../features/admin/staffApi';
import type { CatalogueCategory, CatalogueGift } from '../../features/admin/types';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { Form } from '../Page.styles';
import { Button, Checkbox, Dialog, Select, TextField } from '../ui';

const languages = [
  ['en', 'En'],
  ['zh', 'Zh'],
  ['cht', 'Cht'],
] as const;

export function GiftDialog({
  gift,
  categoryId,
  categories,
  onSaved,
  onClose,
}: {
  gift: CatalogueGift | null;
  categoryId: number;
  categories: CatalogueCategory[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useAdminText();
  const { run, busy } = useAction();
  const [fields, setFields] = useState({
    category_id: String(gift?.category_id ?? categoryId),
    title_en: gift?.titles.en ?? '',
    title_zh: gift?.titles.zh ?? '',
    title_cht: gift?.titles.cht ?? '',
    text_en: gift?.texts.en ?? '',
    text_zh: gift?.texts.zh ?? '',
    text_cht: gift?.texts.cht ?? '',
    price: gift?.price ?? '',
    sort: String(gift?.sort ?? 0),
  });
  const [active, setActive] = useState(gift ? Boolean(Number(gift.active)) : true);
  const [picture, setPicture] = useState<File | null>(null);
  const set = (key: keyof typeof fields) => (value: string) => setFields((previous) => ({ ...previous, [key]: value }));
  const save = async () => {
    const done = await run(
      () =>
        staffPostForm(
          '/member/admin/catalogue/gift/save',
          { ...fields, id: gift?.id, active: active ? 1 : 0 },
          picture ? { picture } : {},
        ),
      t('common.saved'),
    );
    if (done) onSaved();
  };
  const title = gift ? t('catalogue.editGift', { name: gift.titles.en }) : t('catalogue.newGift');
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="gift-form" loading={busy} disabled={!gift && !picture}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Form
        id="gift-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Select
          label={t('catalogue.category')}
          value={fields.category_id}
          onValueChange={set('category_id')}
          options={categories.map((category) => ({ value: String(category.id), label: category.names.en }))}
        />
        {languages.map(([code, suffix]) => (
          <TextField
            key={code}
            label={t(`catalogue.name${suffix}`)}
            value={fields[`title_${code}`]}
            onValueChange={set(`title_${code}`)}
            required
          />
        ))}
        {languages.map(([code, suffix]) => (
          <TextField
            key={code}
            label={t(`catalogue.text${suffix}`)}
            value={fields[`text_${code}`]}
            onValueChange={set(`text_${code}`)}
          />
        ))}
        <TextField
          label={t('catalogue.giftPrice')}
          value={fields.price}
          onValueChange={set('price')}
          inputMode="decimal"
          required
        />
        <TextField label={t('catalogue.sort')} value={fields.sort} onValueChange={set('sort')} inputMode="numeric" />
        <Checkbox
          label={t('catalogue.active')}
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        <label>
          {t('catalogue.picture')}{' '}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
          />
        </label>
      </Form>
    </Dialog>
  );
}
