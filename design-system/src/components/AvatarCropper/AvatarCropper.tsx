import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type PointerEvent,
} from 'react';
import { AlertCircle, CheckCircle2, ImagePlus, Upload } from 'lucide-react';
import { Button } from '../Button';
import { Buttons, CropperRoot, DropZone, Heading, Hint, Message, Stage, ZoomRow } from './AvatarCropper.styles';
import { AVATAR_SIZE, checkAvatarDimensions, checkAvatarFile, cropScale, type AvatarError } from './avatarRules';
import { useLocale } from '../../i18n/LocaleProvider';

/** Upload states of the spec: 0 idle, 1 uploading, 2 success, 3 failed. */
export type AvatarUploadState = 'idle' | 'uploading' | 'success' | 'failed';

export type AvatarCropperProps = Omit<ComponentPropsWithoutRef<'section'>, 'onError'> & {
  /** Upload the 300 x 300 PNG; the app then sets `uploadState`. */
  onUpload: (png: Blob) => void;
  /** Where the upload is (controlled by the app). */
  uploadState?: AvatarUploadState;
  /** A picture already chosen (skips step 1; stories). */
  defaultImageSrc?: string;
  /** Show an error from outside (e.g. `fail` after a server error). */
  error?: AvatarError | null;
  /** Initial zoom, 0-100. */
  defaultZoom?: number;
};

interface Picture {
  src: string;
  width: number;
  height: number;
}

/**
 * Step 1 choose a picture (gif, jpg, png; max 10 MB; at least 300 x 300), step 2 crop it in a
 * 300 x 300 circle with zoom 0-100 and dragging, step 3 upload the PNG (idle, uploading, success, failed).
 */
export const AvatarCropper = forwardRef<HTMLElement, AvatarCropperProps>(function AvatarCropper(
  { onUpload, uploadState = 'idle', defaultImageSrc, error: outsideError = null, defaultZoom = 0, ...rest },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const [picture, setPicture] = useState<Picture | null>(null);
  const [error, setError] = useState<AvatarError | null>(null);
  const [zoom, setZoom] = useState(defaultZoom);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  const load = (src: string, revoke?: boolean) => {
    const img = new Image();
    img.onload = () => {
      const tooSmall = checkAvatarDimensions(img.naturalWidth, img.naturalHeight);
      if (tooSmall) {
        setError(tooSmall);
        if (revoke) URL.revokeObjectURL(src);
        return;
      }
      setError(null);
      setZoom(defaultZoom);
      setOffset({ x: 0, y: 0 });
      setPicture({ src, width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => setError('onlyImg');
    img.src = src;
  };

  useEffect(() => {
    if (defaultImageSrc) load(defaultImageSrc);
    // Only the initial picture; later ones come from the file input.
  }, [defaultImageSrc]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    load(URL.createObjectURL(file), true);
  };

  const scale = picture ? cropScale(picture.width, picture.height, zoom) : 1;
  const limit = (value: number, size: number) => {
    const max = Math.max(0, (size * scale - AVATAR_SIZE) / 2);
    return Math.max(-max, Math.min(max, value));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !picture) return;
    setOffset({
      x: limit(drag.current.ox + event.clientX - drag.current.x, picture.width),
      y: limit(drag.current.oy + event.clientY - drag.current.y, picture.height),
    });
  };

  const upload = () => {
    const img = imageRef.current;
    if (!picture || !img) return;
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) {
      setError('fail');
      return;
    }
    const drawnW = picture.width * scale;
    const drawnH = picture.height * scale;
    context.drawImage(
      img,
      (AVATAR_SIZE - drawnW) / 2 + offset.x,
      (AVATAR_SIZE - drawnH) / 2 + offset.y,
      drawnW,
      drawnH,
    );
    canvas.toBlob((blob) => (blob ? onUpload(blob) : setError('fail')), 'image/png');
  };

  const shownError = outsideError ?? error ?? (uploadState === 'failed' ? 'fail' : null);
  const busy = uploadState === 'uploading';

  return (
    <CropperRoot ref={ref} aria-labelledby={`cropper-${id}`} aria-busy={busy || undefined} {...rest}>
      <Heading id={`cropper-${id}`}>{t('avatar.title')}</Heading>
      {picture ? (
        <>
          <Stage
            role="img"
            aria-label={t('avatar.preview')}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              drag.current = null;
            }}
          >
            <img
              ref={imageRef}
              src={picture.src}
              alt=""
              style={{
                width: picture.width * scale,
                height: picture.height * scale,
                transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))`,
              }}
            />
          </Stage>
          <ZoomRow>
            {t('avatar.zoom')}
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={zoom}
              disabled={busy}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
            <output>{zoom}</output>
          </ZoomRow>
        </>
      ) : (
        <>
          <DropZone>
            <ImagePlus aria-hidden />
            {t('avatar.choose')}
            <input type="file" accept="image/gif,image/jpeg,image/png" onChange={onFile} />
          </DropZone>
          <Hint>{t('avatar.hint')}</Hint>
        </>
      )}
      {shownError && (
        <Message $tone="danger" role="alert">
          <AlertCircle aria-hidden />
          {t(`avatar.error.${shownError}`)}
        </Message>
      )}
      {uploadState === 'success' && (
        <Message $tone="success" role="status">
          <CheckCircle2 aria-hidden />
          {t('avatar.success')}
        </Message>
      )}
      {picture && (
        <Buttons>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setPicture(null);
              setError(null);
            }}
          >
            {t('avatar.choose')}
          </Button>
          <Button loading={busy} iconStart={<Upload aria-hidden />} onClick={upload}>
            {busy ? t('avatar.uploading') : uploadState === 'failed' ? t('common.retry') : t('avatar.upload')}
          </Button>
        </Buttons>
      )}
    </CropperRoot>
  );
});
