import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from '../TextField';
import { IconButton } from '../IconButton';
import { ToggleSlot } from './PasswordField.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'multiline' | 'endAdornment'> & {
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

/** Password input (max 18 characters, docs/product.md section 5) with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { defaultVisible = false, maxLength = 18, autoComplete = 'current-password', ...rest },
  ref,
) {
  const { t } = useLocale();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      {...rest}
      maxLength={maxLength}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <ToggleSlot>
          <IconButton
            size="sm"
            label={visible ? t('password.hide') : t('password.show')}
            icon={visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            onClick={() => setVisible((v) => !v)}
          />
        </ToggleSlot>
      }
    />
  );
});
