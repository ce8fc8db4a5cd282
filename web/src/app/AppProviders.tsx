/** Language, theme and toasts for a layout; the design system follows the translator's language. */
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from './i18n/react';
import type { I18n } from './i18n';
import { KindredProvider, resolveLocale } from './ui';
import { ToastProvider } from './toast';
import { usePageDescription, type Layout } from './head';

function Themed({ theme, layout, children }: { theme: 'mobile' | 'desktop'; layout: Layout; children: ReactNode }) {
  const { i18n } = useTranslation();
  usePageDescription(layout);
  return (
    <KindredProvider theme={theme} locale={resolveLocale(i18n.language)}>
      <ToastProvider placement={theme === 'mobile' ? 'center' : 'top-end'}>{children}</ToastProvider>
    </KindredProvider>
  );
}

export function AppProviders({
  i18n,
  theme,
  layout = theme,
  children,
}: {
  i18n: I18n;
  theme: 'mobile' | 'desktop';
  /** The layout whose meta description the page carries (the staff console uses the desktop theme). */
  layout?: Layout;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <Themed theme={theme} layout={layout}>
        {children}
      </Themed>
    </I18nextProvider>
  );
}
