import { forwardRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { COUNTRIES } from '@kindred/rules';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Fields, Form, Secure, Title, Wide } from './PaymentForm.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import {
  paymentFields,
  validatePayment,
  type PayType,
  type PaymentErrors,
  type PaymentField,
  type PaymentValues,
} from '../../commerce/payment';

export type PaymentFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** Amount to pay, formatted ("$79.99"). */
  amount: string;
  /** Pay types offered (desktop: 2, 3, 4, 5; 0 only for membership orders). */
  payTypes?: PayType[];
  /** Initially chosen pay type (3 is the default). */
  defaultPayType?: PayType;
  /** Prefill (e.g. the member's email). */
  defaultValues?: PaymentValues;
  /** Called with valid, trimmed values. */
  onSubmit: (payType: PayType, values: PaymentValues) => void;
  /** The order is being submitted (the app locks submit for 3-10 s). */
  submitting?: boolean;
  /** Show errors at once (stories). */
  showErrors?: boolean;
};

const labelKey: Record<PaymentField, MessageKey> = {
  name: 'pay.name',
  lastname: 'pay.lastname',
  email: 'pay.email',
  phone: 'pay.phone',
  cardnumber: 'pay.cardnumber',
  expiration: 'pay.expiration',
  cvv: 'pay.cvv',
  country: 'pay.country',
  state: 'pay.state',
  city: 'pay.city',
  address: 'pay.address',
  ZipCode: 'pay.zipCode',
};
const inputProps: Partial<Record<PaymentField, Record<string, string>>> = {
  name: { autoComplete: 'given-name' },
  lastname: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  cardnumber: { inputMode: 'numeric', autoComplete: 'cc-number' },
  expiration: { autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cvv: { inputMode: 'numeric', autoComplete: 'cc-csc' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  address: { autoComplete: 'street-address' },
  ZipCode: { autoComplete: 'postal-code' },
};

/** Payment details: the fields follow the pay type (docs/product.md section 5) and are checked before submit. */
export const PaymentForm = forwardRef<HTMLFormElement, PaymentFormProps>(function PaymentForm(
  {
    amount,
    payTypes = [2, 3, 4, 5],
    defaultPayType = 3,
    defaultValues = {},
    onSubmit,
    submitting = false,
    showErrors = false,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const [payType, setPayType] = useState<PayType>(defaultPayType);
  const [values, setValues] = useState<PaymentValues>(defaultValues);
  const [touched, setTouched] = useState(showErrors);
  const errors: PaymentErrors = touched ? validatePayment(payType, values) : {};
  const errorText = (field: PaymentField) => {
    const code = errors[field];
    if (!code) return undefined;
    if (code === 'required') return t('common.required', { field: t(labelKey[field]) });
    return code === 'nameEnglish' ? t('pay.nameEnglish') : t('pay.formatError');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (submitting) return;
    const found = validatePayment(payType, values);
    if (Object.keys(found).length > 0) return;
    const clean = Object.fromEntries(paymentFields(payType).map((field) => [field, (values[field] ?? '').trim()]));
    onSubmit(payType, clean);
  };
  const set = (field: PaymentField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <Form ref={ref} noValidate onSubmit={submit} aria-label={t('pay.title')} {...rest}>
      <Title>{t('pay.title')}</Title>
      <RadioGroup
        label={t('pay.method')}
        orientation="horizontal"
        value={String(payType)}
        onValueChange={(v) => setPayType(Number(v) as PayType)}
        options={payTypes.map((type) => ({ value: String(type), label: t(`pay.type.${type}` as MessageKey) }))}
      />
      {paymentFields(payType).length > 0 && (
        <Fields>
          {paymentFields(payType).map((field) => {
            const Wrapper = field === 'address' || field === 'email' ? Wide : 'div';
            return (
              <Wrapper key={field}>
                {field === 'country' ? (
                  <Select
                    label={t(labelKey.country)}
                    required
                    placeholder
                    value={values.country ?? ''}
                    onValueChange={set('country')}
                    error={errorText('country')}
                    options={COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}` as MessageKey) }))}
                  />
                ) : (
                  <TextField
                    label={t(labelKey[field])}
                    required
                    value={values[field] ?? ''}
                    onValueChange={set(field)}
                    error={errorText(field)}
                    {...inputProps[field]}
                  />
                )}
              </Wrapper>
            );
          })}
        </Fields>
      )}
      <Button type="submit" size="lg" fullWidth loading={submitting} iconStart={<Lock aria-hidden />}>
        {t('pay.submit', { amount })}
      </Button>
      {submitting && <Secure role="status">{t('pay.patience')}</Secure>}
    </Form>
  );
});
