/**
 * The design system's ScreenHeader bound to the router: back goes to a path, or -1 for the previous
 * screen. It draws nothing of its own, and lives apart from layout.tsx so that the sign-in screen,
 * which has no header, does not load it.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScreenHeader } from '../app/ui';

export function RoutedScreenHeader({
  title,
  back,
  actions,
}: {
  title: ReactNode;
  back?: string | -1;
  /** Buttons at the end of the bar (IconButtons). */
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ScreenHeader
      title={title}
      onBack={back === undefined ? undefined : () => (back === -1 ? navigate(-1) : navigate(back))}
      actions={actions}
    />
  );
}
