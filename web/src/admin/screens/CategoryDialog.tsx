/** Edit or add a gift category: its name in three languages and its order. */
import { useState } from 'react';
import { staffPost } from '../../features/admin/staffApi';
import type { CatalogueCategory } from '../../features/admin/types';
import { useAction } from '../useAction';
import { useAdminText } from '../useAdminText';
import { Form } from '../Page.styles';
import { Button, Dialog, TextField } from '../ui';

export function CategoryDialog({
  category,
  onSaved,
  onClose,
}: {
  category: CatalogueCategory | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useAdminText();
  const { run, busy } = useAction();
  const [fields, setFields] = useState({
    name_en: category?.names.en ?? '',
    name_zh: category?.names.zh ?? '',
    name_cht: category?.names.cht ?? '',
    sort: String(category?.sort ?? 0),
  });
  const set = (key: keyof typeof fields) => (value: string) => setFields((previous) => ({ ...previous, [key]: value }));
  const save = async () => {
    const done = await run(
      () => staffPost('/member/admin/catalogue/category/save', { ...fields, id: category?.id }),
      t('common.saved'),
    );
    if (done) onSaved();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? `${t('catalogue.edit')} ${category.names.en}` : t('catalogue.newCategory')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="category-form" loading={busy}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Form
        id="category-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField label={t('catalogue.nameEn')} value={fields.name_en} onValueChange={set('name_en')} required />
        <TextField label={t('catalogue.nameZh')} value={fields.name_zh} onValueChange={set('name_zh')} required />
        <TextField label={t('catalogue.nameCht')} value={fields.name_cht} onValueChange={set('name_cht')} required />
        <TextField label={t('catalogue.sort')} value={fields.sort} onValueChange={set('sort')} inputMode="numeric" />
      </Form>
    </Dialog>
  );
}
