import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Note, NoteHeading, Step } from './ProfileCompleteness.styles';

/** What a profile others read still misses (packages/rules' missingProfileParts). */
export type MissingProfilePart = 'photo' | 'about';

export interface ProfileCompletenessTexts {
  /** The hint's heading and accessible name (完善你的資料). */
  heading: string;
  photo: string;
  about: string;
}

export type ProfileCompletenessProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  missing: readonly MissingProfilePart[];
  texts: ProfileCompletenessTexts;
  /** Wraps a step's text in the app's way to do it (a link to the about form); plain text otherwise. */
  renderAction?: (part: MissingProfilePart, text: string) => ReactNode;
};

/** A note on the member's own profile naming what it still misses (a photo, an about text); nothing once complete. */
export const ProfileCompleteness = forwardRef<HTMLElement, ProfileCompletenessProps>(function ProfileCompleteness(
  { missing, texts, renderAction, ...rest },
  ref,
) {
  if (missing.length === 0) return null;
  return (
    <Note ref={ref} role="note" aria-label={texts.heading} {...rest}>
      <NoteHeading>{texts.heading}</NoteHeading>
      {(['photo', 'about'] as const)
        .filter((part) => missing.includes(part))
        .map((part) => (
          <Step key={part}>{renderAction ? renderAction(part, texts[part]) : texts[part]}</Step>
        ))}
    </Note>
  );
});
