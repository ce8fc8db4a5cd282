/** Gift categories, each with its gifts (picture, names, price, order); edit or add either. */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import type { CatalogueCategory, CatalogueGift, Texts3 } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAdminText } from '../useAdminText';
import { Actions, SubHeading, Toolbar } from '../Page.styles';
import { Button, ErrorText, Table } from '../ui';
import { CategoryDialog } from './CategoryDialog';
import { GiftDialog } from './GiftDialog';
import { Picture } from './CatalogueGifts.styles';

/** The text of the interface language (the catalogue stores zh for zhcn and cht for zhtw). */
export function localText(texts: Texts3, language: string): string {
  return language === 'en' ? texts.en : language === 'zhcn' ? texts.zh : texts.cht;
}

export function CatalogueGifts() {
  const { t, failure } = useAdminText();
  const { i18n } = useTranslation();
  const catalogue = useStaffQuery<{ categories: CatalogueCategory[] }>('/member/admin/catalogue/list');
  const [gift, setGift] = useState<{ gift: CatalogueGift | null; category: number } | null>(null);
  const [category, setCategory] = useState<CatalogueCategory | 'new' | null>(null);
  const saved = () => {
    setGift(null);
    setCategory(null);
    catalogue.reload();
  };
  if (catalogue.error) return <ErrorText>{failure(catalogue.error)}</ErrorText>;
  const categories = catalogue.data?.categories ?? [];
  return (
    <>
      <Toolbar>
        <Button variant="secondary" onClick={() => setCategory('new')}>
          {t('catalogue.newCategory')}
        </Button>
      </Toolbar>
      {categories.map((group) => {
        const name = localText(group.names, i18n.language);
        return (
          <section key={group.id} aria-label={name}>
            <SubHeading>{name}</SubHeading>
            <Toolbar>
              <Actions>
                <Button size="sm" variant="secondary" onClick={() => setCategory(group)}>
                  {t('catalogue.edit')} {name}
                </Button>
                <Button size="sm" onClick={() => setGift({ gift: null, category: group.id })}>
                  {t('catalogue.newGift')}
                </Button>
              </Actions>
            </Toolbar>
            <Table<CatalogueGift>
              caption={name}
              density="compact"
              columns={[
                { id: 'picture', header: t('catalogue.picture'), cell: (row) => <Picture src={row.path} alt="" /> },
                { id: 'name', header: t('catalogue.name'), cell: (row) => localText(row.titles, i18n.language) },
                { id: 'price', header: t('catalogue.giftPrice'), cell: (row) => row.price, align: 'end' },
                { id: 'sort', header: t('catalogue.sort'), cell: (row) => row.sort, align: 'end' },
                { id: 'active', header: t('catalogue.active'), cell: (row) => (Number(row.active) ? '✓' : '—') },
                {
                  id: 'edit',
                  header: '',
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('catalogue.editGift', { name: localText(row.titles, i18n.language) })}
                      onClick={() => setGift({ gift: row, category: group.id })}
                    >
                      {t('catalogue.edit')}
                    </Button>
                  ),
                },
              ]}
              rows={group.gifts}
              rowKey={(row) => row.id}
            />
          </section>
        );
      })}
      {gift && (
        <GiftDialog
          gift={gift.gift}
          categoryId={gift.category}
          categories={categories}
          onSaved={saved}
          onClose={() => setGift(null)}
        />
      )}
      {category && (
        <CategoryDialog
          category={category === 'new' ? null : category}
          onSaved={saved}
          onClose={() => setCategory(null)}
        />
      )}
    </>
  );
}
