/**
 * Writing a newsfeed post in both layouts (docs/product.md section 5): text of at most POST_MAX
 * characters and/or one picture. Posting needs Allows_newsfeed_to_be_sent, the picture Upload_photo
 * (`refuse` tells the member otherwise). The picture is uploaded first (/member/index/uploads, field
 * `file`) and the post then names its url.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { characterCount, POST_MAX } from '@kindred/rules';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { pictureError, uploadPicture } from '../../app/pictures';
import { useToast } from '../../app/toast';
import { checkAvatarFile } from '../../app/ui';
import { publishTrend } from './trendApi';
import { usePostComposerTexts } from './postComposerTexts';

export interface PostComposerOptions {
  /** Says that the member may not post (or add a picture). */
  refuse: () => void;
  /** The post is out: the layout thanks and moves on. */
  onPosted: () => void;
}

export function usePostComposer({ refuse, onPosted }: PostComposerOptions) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const texts = usePostComposerTexts();
  const flags = useAuthorities();
  const [content, setContent] = useState('');
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.url);
    },
    [picture],
  );

  const onPicture = (file: File) => {
    const rejected = checkAvatarFile(file);
    if (rejected) return setProblem(t(`trend.pictureError.${rejected}`));
    setProblem(null);
    setPicture({ file, url: URL.createObjectURL(file) });
  };

  const submit = async () => {
    if (!flags.Allows_newsfeed_to_be_sent || (picture && !flags.Upload_photo)) return refuse();
    const text = content.trim();
    if (!text && !picture) return setProblem(t('validation.contentEmpty'));
    if (characterCount(text) > POST_MAX) return setProblem(t('trend.tooLong', { max: POST_MAX }));
    setProblem(null);
    setBusy(true);
    let img = '';
    if (picture) {
      const uploaded = await uploadPicture(picture.file);
      if (!isOk(uploaded) || !uploaded.data?.url) {
        setBusy(false);
        return setProblem(t(`trend.pictureError.${pictureError(uploaded, 'file')}`));
      }
      img = uploaded.data.url;
    }
    const answer = await publishTrend(text, img);
    setBusy(false);
    if (!isOk(answer)) {
      toast.show({ message: serverMessage(answer.msg, 'trend.sendFailed', i18n), tone: 'danger' });
      return;
    }
    setContent('');
    setPicture(null);
    onPosted();
  };

  /** The PostComposer's props. */
  return {
    texts,
    value: content,
    onValueChange: setContent,
    maxLength: POST_MAX,
    error: problem ?? undefined,
    picture: picture?.url ?? null,
    onChoosePicture: () => {
      if (!flags.Upload_photo) refuse();
      return flags.Upload_photo;
    },
    onPicture,
    onRemovePicture: () => setPicture(null),
    busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
  };
}
