import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Gift, Minus, Plus } from 'lucide-react';
import { MESSAGE_MAX } from '@kindred/rules';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { GiftCard, type GiftItem } from '../GiftCard';
import { IconButton } from '../IconButton';
import { Tabs } from '../Tabs';
import { TextField } from '../TextField';
import {
  ErrorText,
  GiftOption,
  Grid,
  PickerRoot,
  Row,
  Status,
  Stepper,
  StepperLabel,
  Total,
} from './GiftPicker.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locales';

/** A catalogue category with names in three languages (e English, c simplified, f traditional). */
export interface GiftCategory {
  id: number;
  classifye: string;
  classifyc: string;
  classifyf: string;
  gifts: GiftItem[];
}

/** The category's name in the interface language. */
export function categoryName(category: GiftCategory, locale: Locale): string {
  return locale === 'en' ? category.classifye : locale === 'zhcn' ? category.classifyc : category.classifyf;
}

/** A recipient typed in (when the screen does not know whom the gift is for). */
export interface GiftRecipientField {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Words the app gives (they ship with the gift screens): the catalogue's states and the recipient's label. */
export type GiftPickerTexts = { loading: string; catalogueEmpty: string; recipient: string };

export type GiftPickerProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  texts: GiftPickerTexts;
  /** The catalogue: undefined while it loads (a status line), null or empty when there is none. */
  categories: GiftCategory[] | null | undefined;
  /** Ask for the recipient's username above the gifts. */
  recipient?: GiftRecipientField;
  /** Send: gift, quantity and message (max 50). */
  onSend: (gift: GiftItem, quantity: number, message: string) => void;
  /** Offer a quantity stepper (most screens always send 1). */
  allowQuantity?: boolean;
  /** Highest quantity. */
  maxQuantity?: number;
  /** Preselected gift id. */
  defaultGiftId?: number;
  /** Sending in progress. */
  sending?: boolean;
};

/** Pick a gift by category, a quantity and a message, then send. */
export const GiftPicker = forwardRef<HTMLFormElement, GiftPickerProps>(function GiftPicker(
  { categories, ...rest },
  ref,
) {
  if (categories === undefined) return <Status role="status">{rest.texts.loading}</Status>;
  if (categories === null || categories.length === 0) {
    return <EmptyState icon={<Gift />} title={rest.texts.catalogueEmpty} />;
  }
  // Mounted once the catalogue is there: the chosen category and gift start from it.
  return <Picker ref={ref} categories={categories} {...rest} />;
});

const Picker = forwardRef<HTMLFormElement, GiftPickerProps & { categories: GiftCategory[] }>(function Picker(
  {
    texts,
    categories,
    recipient,
    onSend,
    allowQuantity = true,
    maxQuantity = 99,
    defaultGiftId,
    sending = false,
    ...rest
  },
  ref,
) {
  const { t, locale } = useLocale();
  const id = useId();
  const [category, setCategory] = useState(
    String(categories.find((c) => c.gifts.some((g) => g.id === defaultGiftId))?.id ?? categories[0]?.id),
  );
  const [giftId, setGiftId] = useState<number | undefined>(defaultGiftId);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const all = categories.flatMap((c) => c.gifts);
  const chosen = all.find((g) => g.id === giftId);
  const current = categories.find((c) => String(c.id) === category);
  const name = (c: GiftCategory) => categoryName(c, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    onSend(chosen, allowQuantity ? quantity : 1, message.trim());
  };

  return (
    <PickerRoot ref={ref} onSubmit={submit} aria-label={t('gift.title')} noValidate {...rest}>
      {recipient && (
        <TextField
          label={texts.recipient}
          name="username"
          autoComplete="off"
          value={recipient.value}
          onValueChange={recipient.onChange}
          error={recipient.error}
          required
        />
      )}
      <Tabs
        label={t('gift.categories')}
        variant="pill"
        value={category}
        onValueChange={setCategory}
        items={categories.map((c) => ({ id: String(c.id), label: name(c) }))}
      />
      <Grid
        role="radiogroup"
        aria-label={current ? name(current) : t('gift.title')}
        aria-describedby={missing ? `gift-error-${id}` : undefined}
      >
        {current?.gifts.map((gift) => (
          <GiftOption key={gift.id}>
            <input
              type="radio"
              name={`gift-${id}`}
              value={gift.id}
              checked={giftId === gift.id}
              onChange={() => {
                setGiftId(gift.id);
                setMissing(false);
              }}
            />
            <GiftCard gift={gift} selected={giftId === gift.id} />
          </GiftOption>
        ))}
      </Grid>
      {missing && (
        <ErrorText id={`gift-error-${id}`} role="alert">
          {t('gift.noGift')}
        </ErrorText>
      )}
      <TextField
        label={t('gift.message')}
        placeholder={t('gift.messagePlaceholder')}
        maxLength={MESSAGE_MAX}
        value={message}
        onValueChange={setMessage}
      />
      <Row>
        {allowQuantity ? (
          <Stepper role="group" aria-label={t('gift.quantity')}>
            <StepperLabel aria-hidden="true">{t('gift.quantity')}</StepperLabel>
            <IconButton
              size="sm"
              variant="subtle"
              label={t('gift.decrease')}
              icon={<Minus aria-hidden />}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            />
            <output aria-live="polite">{quantity}</output>
            <IconButton
              size="sm"
              variant="subtle"
              label={t('gift.increase')}
              icon={<Plus aria-hidden />}
              disabled={quantity >= maxQuantity}
              onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
            />
          </Stepper>
        ) : (
          <span />
        )}
        {chosen && (
          <Total>{t('gift.total', { amount: t('common.credits', { count: chosen.money * quantity }) })}</Total>
        )}
      </Row>
      <Button type="submit" size="lg" fullWidth loading={sending} iconStart={<Gift aria-hidden />}>
        {t('gift.send')}
      </Button>
    </PickerRoot>
  );
});
