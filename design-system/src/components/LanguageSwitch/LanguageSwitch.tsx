import { forwardRef } from 'react';
import { Globe } from 'lucide-react';
import { Menu } from '../Menu';
import { RadioGroup } from '../RadioGroup';
import { TriggerText } from './LanguageSwitch.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { languageTag, localeNames, locales, type Locale } from '../../i18n/locales';

export interface LanguageSwitchProps {
  /** The current language. */
  value: Locale;
  /** Called with the chosen language (the app stores it under `lang`). */
  onValueChange: (locale: Locale) => void;
  /** menu: globe button in the top menu; list: the mobile language settings screen. */
  variant?: 'menu' | 'list';
  /** Start with the menu open (stories). */
  defaultOpen?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/** Choose en, zhcn or zhtw; each language is written in itself. */
export const LanguageSwitch = forwardRef<HTMLDivElement, LanguageSwitchProps>(function LanguageSwitch(
  { value, onValueChange, variant = 'menu', defaultOpen, className },
  ref,
) {
  const { t } = useLocale();
  if (variant === 'list') {
    return (
      <div ref={ref} className={className}>
        <RadioGroup
          label={t('language.label')}
          value={value}
          onValueChange={(next) => onValueChange(next as Locale)}
          options={locales.map((locale) => ({
            value: locale,
            label: <span lang={languageTag[locale]}>{localeNames[locale]}</span>,
          }))}
        />
      </div>
    );
  }
  return (
    <Menu
      ref={ref}
      className={className}
      align="end"
      defaultOpen={defaultOpen}
      label={`${t('language.label')}: ${localeNames[value]}`}
      trigger={
        <>
          <Globe aria-hidden />
          <TriggerText lang={languageTag[value]}>{localeNames[value]}</TriggerText>
        </>
      }
      items={locales.map((locale) => ({
        id: locale,
        label: <span lang={languageTag[locale]}>{localeNames[locale]}</span>,
        checked: locale === value,
        onSelect: () => onValueChange(locale),
      }))}
    />
  );
});
