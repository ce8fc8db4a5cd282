/** Language, theme and toasts for a layout; the design system follows the i18next language. */
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { KindredProvider, resolveLocale } from './ui';
import { ToastProvider } from './toast';

function Themed({ theme, children }: { theme: 'mobile' | 'desktop'; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <KindredProvider theme={theme} locale={resolveLocale(i18n.language)}>
      <ToastProvider placement={theme === 'mobile' ? 'center' : 'top-end'}>{children}</ToastProvider>
    </KindredProvider>
  );
}

export function AppProviders({
  i18n,
  theme,
  children,
}: {
  i18n: I18n;
  theme: 'mobile' | 'desktop';
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <Themed theme={theme}>{children}</Themed>
    </I18nextProvider>
  );
}
