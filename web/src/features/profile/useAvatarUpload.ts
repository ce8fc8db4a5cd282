/**
 * The avatar change of either layout's AvatarCropperDialog: the cropped PNG goes as multipart field
 * `img` to /member/index/uploadImg; the states are idle, uploading, success and failed, and a refusal
 * shows the edge's code from data.errors (onlyImg, outOfSize, lowestPx, otherwise fail).
 */
import { useState } from 'react';
import { isOk } from '../../app/api';
import { pictureError } from '../../app/pictures';
import type { AvatarError, AvatarUploadState } from '../../app/ui';
import { uploadAvatar } from './profile';

export function useAvatarUpload() {
  const [uploadState, setUploadState] = useState<AvatarUploadState>('idle');
  const [error, setError] = useState<AvatarError | null>(null);

  const onUpload = async (png: Blob) => {
    setUploadState('uploading');
    setError(null);
    const answer = await uploadAvatar(png);
    if (isOk(answer) && answer.data) {
      setUploadState('success');
      return;
    }
    setError(pictureError(answer, 'img'));
    setUploadState('failed');
  };

  /** The dialog closed: the next one starts afresh. */
  const onClose = () => {
    setUploadState('idle');
    setError(null);
  };

  return { uploadState, error, onUpload, onClose };
}
