import { forwardRef, useRef, useState, type ChangeEvent, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { ImagePlus, Send, X } from 'lucide-react';
import { Button } from '../Button';
import { EmoticonPanel } from '../EmoticonPanel';
import { IconButton } from '../IconButton';
import { TextField } from '../TextField';
import { ComposerForm, PictureInput, Preview, Toolbar } from './PostComposer.styles';

/** The composer's words, in the member's language (the app's texts: they ship with the post screens). */
export type PostComposerTexts = {
  /** The field's label unless `label` is given. */
  label: string;
  addPicture: string;
  changePicture: string;
  removePicture: string;
  /** Names the file input on the mobile layout. */
  pictureFile: string;
  /** Names the chosen picture's preview. */
  preview: string;
  emoticons: string;
  post: string;
};

export type PostComposerProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> & {
  texts: PostComposerTexts;
  /** mobile: a screen of its own (large field, full-width post button); desktop: a box above the feed with emoticons. */
  layout?: 'mobile' | 'desktop';
  /** The field's label, which also invites the post; `texts.label` by default. */
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Longest post in characters (the field counts them). */
  maxLength?: number;
  /** What is wrong: empty post, a picture of the wrong type or size, a failed upload. */
  error?: string;
  /** Address of the chosen picture's preview. */
  picture?: string | null;
  /** Before the file dialog opens: false when the member may not add a picture (the app says why). */
  onChoosePicture?: () => boolean;
  /** A file was chosen (the app checks its type and size). */
  onPicture: (file: File) => void;
  onRemovePicture: () => void;
  /** The post is being sent: the post button shows its spinner. */
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** A newsfeed post: text (with emoticons on desktop) and at most one picture. */
export const PostComposer = forwardRef<HTMLFormElement, PostComposerProps>(function PostComposer(
  {
    texts,
    layout = 'mobile',
    label,
    value,
    onValueChange,
    maxLength,
    error,
    picture,
    onChoosePicture,
    onPicture,
    onRemovePicture,
    busy = false,
    onSubmit,
    ...rest
  },
  ref,
) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [emoticons, setEmoticons] = useState(false);
  const mobile = layout === 'mobile';

  const choose = () => {
    if (onChoosePicture && !onChoosePicture()) return;
    fileInput.current?.click();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPicture(file);
  };

  return (
    <ComposerForm ref={ref} noValidate onSubmit={onSubmit} {...rest}>
      <TextField
        label={label ?? texts.label}
        name="content"
        multiline
        rows={mobile ? 5 : 3}
        maxLength={maxLength}
        value={value}
        onValueChange={onValueChange}
        error={error}
      />
      {emoticons && !mobile && <EmoticonPanel onSelect={(code: string) => onValueChange(value + code)} />}
      {picture && (
        <Preview $layout={layout}>
          <img src={picture} alt={texts.preview} />
          {mobile && (
            <IconButton
              variant="overlay"
              size="sm"
              label={texts.removePicture}
              icon={<X aria-hidden />}
              onClick={onRemovePicture}
            />
          )}
        </Preview>
      )}
      <PictureInput
        ref={fileInput}
        type="file"
        accept="image/gif,image/jpeg,image/png"
        tabIndex={-1}
        // On desktop the input shares the picture button's name.
        aria-label={mobile ? texts.pictureFile : texts.addPicture}
        onChange={onFile}
      />
      {mobile ? (
        <>
          <Button
            type="button"
            variant="secondary"
            iconStart={<ImagePlus aria-hidden />}
            onClick={choose}
            disabled={busy}
          >
            {picture ? texts.changePicture : texts.addPicture}
          </Button>
          <Button type="submit" fullWidth loading={busy} iconStart={<Send aria-hidden />}>
            {texts.post}
          </Button>
        </>
      ) : (
        <Toolbar>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={emoticons}
            onClick={() => setEmoticons((open) => !open)}
          >
            {texts.emoticons}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={choose}>
            {texts.addPicture}
          </Button>
          {picture && (
            <Button type="button" variant="ghost" size="sm" onClick={onRemovePicture}>
              {texts.removePicture}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {texts.post}
          </Button>
        </Toolbar>
      )}
    </ComposerForm>
  );
});
