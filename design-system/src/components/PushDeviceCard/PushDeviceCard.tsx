import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useFullWidthButtons } from '../../forms/panel';
import { ButtonLine, PanelHeading, PanelText, PushDeviceRoot } from './PushDeviceCard.styles';

/** Where notifications on this device stand (null while the browser is asked). */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on' | 'failed' | null;

/** The card's words, in the member's language (the app's texts). */
export type PushDeviceCardTexts = Record<'intro' | 'previews' | 'turnOn' | 'turnOff', string>;

export type PushDeviceCardProps = ComponentPropsWithoutRef<'section'> & {
  texts: PushDeviceCardTexts;
  /** The card's own heading (none where the screen's title already says it). */
  heading?: string;
  state: PushDeviceState;
  /** The state in words, announced when it changes. */
  status?: string;
  /** Show the first words of messages in the notifications (asked before turning on). */
  previews: boolean;
  onPreviewsChange: (previews: boolean) => void;
  busy?: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
};

/** Notifications on this device: where they stand and the one thing the member can do about it. */
export const PushDeviceCard = forwardRef<HTMLElement, PushDeviceCardProps>(function PushDeviceCard(
  { texts, heading, state, status, previews, onPreviewsChange, busy = false, onTurnOn, onTurnOff, ...rest },
  ref,
) {
  const headingId = useId();
  const fullWidth = useFullWidthButtons();
  const canTurnOn = state === 'off' || state === 'failed';
  return (
    <PushDeviceRoot ref={ref} aria-labelledby={heading ? headingId : undefined} {...rest}>
      {heading && <PanelHeading id={headingId}>{heading}</PanelHeading>}
      <PanelText>{texts.intro}</PanelText>
      {status && <PanelText role="status">{status}</PanelText>}
      {canTurnOn && (
        <Checkbox
          name="previews"
          label={texts.previews}
          checked={previews}
          onChange={(event) => onPreviewsChange(event.target.checked)}
        />
      )}
      {state === 'on' && (
        <ButtonLine>
          <Button variant="secondary" fullWidth={fullWidth} loading={busy} onClick={onTurnOff}>
            {texts.turnOff}
          </Button>
        </ButtonLine>
      )}
      {canTurnOn && (
        <ButtonLine>
          <Button fullWidth={fullWidth} loading={busy} onClick={onTurnOn}>
            {texts.turnOn}
          </Button>
        </ButtonLine>
      )}
    </PushDeviceRoot>
  );
});
