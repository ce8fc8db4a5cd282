import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTheme } from 'styled-components';
import { Button } from '../Button';
import { useFullWidthButtons } from '../../forms/panel';
import {
  ButtonLine,
  Device,
  PanelText,
  SessionListRoot,
  SessionRow,
  Sessions,
  SessionText,
} from './SessionList.styles';

/** One place the member is signed in, already in words. */
export type SignedInSession = {
  id: string | number;
  /** Browser, system, device and country ("Firefox 128 · Linux · Computer · TW"). */
  device: string;
  /** This very browser: it cannot be signed out from here. */
  current: boolean;
  firstUsed: string;
  lastUsed: string;
};

/** The list's words, in the member's language (the app's texts). */
export type SessionListTexts = Record<'label' | 'current' | 'endOne' | 'endOthers' | 'none', string>;

export type SessionListProps = ComponentPropsWithoutRef<'div'> & {
  texts: SessionListTexts;
  /** Undefined while they load. */
  sessions?: SignedInSession[];
  /** A sign-out is on its way. */
  busy?: boolean;
  onEnd: (session: SignedInSession) => void;
  onEndOthers: () => void;
};

/** Where the member is signed in, "sign out" for each other place and "sign out everywhere else". */
export const SessionList = forwardRef<HTMLDivElement, SessionListProps>(function SessionList(
  { texts, sessions, busy = false, onEnd, onEndOthers, ...rest },
  ref,
) {
  const mobile = useTheme().name === 'mobile';
  const fullWidth = useFullWidthButtons();
  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <SessionListRoot ref={ref} {...rest}>
      {sessions && (
        <Sessions aria-label={texts.label}>
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionRow>
                <SessionText>
                  <Device>
                    {session.device} {session.current && <em>{texts.current}</em>}
                  </Device>
                  {(mobile
                    ? [session.firstUsed, session.lastUsed]
                    : [`${session.firstUsed} · ${session.lastUsed}`]
                  ).map((line) => (
                    <PanelText key={line}>{line}</PanelText>
                  ))}
                </SessionText>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size={mobile ? 'sm' : 'md'}
                    disabled={busy}
                    aria-label={`${texts.endOne}: ${session.device}`}
                    onClick={() => onEnd(session)}
                  >
                    {texts.endOne}
                  </Button>
                )}
              </SessionRow>
            </li>
          ))}
        </Sessions>
      )}
      {sessions && others.length === 0 && <PanelText>{texts.none}</PanelText>}
      {others.length > 0 && (
        <ButtonLine>
          <Button variant="danger" fullWidth={fullWidth} loading={busy} onClick={onEndOthers}>
            {texts.endOthers}
          </Button>
        </ButtonLine>
      )}
    </SessionListRoot>
  );
});
