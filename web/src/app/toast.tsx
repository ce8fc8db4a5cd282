/** One toast at a time for the whole app (mobile: centred; desktop: top end), from the design system. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast } from './ui';

type Tone = 'success' | 'danger' | 'info' | 'warning';

export interface ToastRequest {
  message: string;
  tone?: Tone;
  action?: { label: string; href?: string; onClick?: () => void };
  duration?: number;
}

interface ToastApi {
  show: (request: ToastRequest | string) => void;
  hide: () => void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined, hide: () => undefined });

export function ToastProvider({
  placement = 'center',
  children,
}: {
  placement?: 'center' | 'top-end';
  children?: ReactNode;
}) {
  const [current, setCurrent] = useState<(ToastRequest & { key: number }) | null>(null);
  const hide = useCallback(() => setCurrent(null), []);
  const show = useCallback((request: ToastRequest | string) => {
    const next = typeof request === 'string' ? { message: request } : request;
    setCurrent({ ...next, key: Date.now() + Math.random() });
  }, []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Toast
          key={current.key}
          message={current.message}
          tone={current.tone ?? 'info'}
          placement={placement}
          duration={current.duration ?? 3000}
          action={current.action}
          onDismiss={hide}
        />
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
