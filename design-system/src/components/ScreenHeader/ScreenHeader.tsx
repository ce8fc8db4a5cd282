import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { IconButton } from '../IconButton';
import { HeaderActions, HeaderRoot, HeaderTitle, type ScreenHeaderSize } from './ScreenHeader.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type ScreenHeaderProps = Omit<ComponentPropsWithoutRef<'header'>, 'title'> & {
  /** The screen's title (its level-1 heading): text, or an avatar and a name. */
  title: ReactNode;
  /** Goes back (the app navigates); without it there is no back button. */
  onBack?: () => void;
  /** Buttons at the end of the bar (IconButtons, or a Button on a desktop page). */
  actions?: ReactNode;
  /**
   * `title` (default): the /m top bar. `heading`: a page's title row on /w and /admin, the title in
   * the heading size and display font, as a level-1 `Heading`.
   */
  size?: ScreenHeaderSize;
};

/** A screen's top bar (or a desktop page's title row): back button, the screen's title and its actions. */
export const ScreenHeader = forwardRef<HTMLElement, ScreenHeaderProps>(function ScreenHeader(
  { title, onBack, actions, size = 'title', ...rest },
  ref,
) {
  const { t } = useLocale();
  return (
    <HeaderRoot ref={ref} {...rest}>
      {onBack && <IconButton label={t('common.back')} icon={<ChevronLeft aria-hidden />} onClick={onBack} />}
      <HeaderTitle $size={size}>{title}</HeaderTitle>
      {actions && <HeaderActions>{actions}</HeaderActions>}
    </HeaderRoot>
  );
});
