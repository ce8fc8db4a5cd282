/**
 * /m/home/trend/new: a post of text (at most 500 characters) and/or one picture. Posting needs
 * Allows_newsfeed_to_be_sent, the picture Upload_photo (docs/product.md section 5). The picture is uploaded first
 * (/member/index/uploads, field `file`), the post then names its url, and a post with a picture also
 * adds the picture to the member's album (/member/photo/released).
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { ImagePlus, Send, X } from 'lucide-react';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { pictureError, uploadPicture } from '../../app/pictures';
import { useToast } from '../../app/toast';
import { Button, IconButton, TextField, checkAvatarFile } from '../../app/ui';
import { characterCount, POST_MAX } from '@kindred/rules';
import { FormStack, Page, ScreenHeader } from '../layout';
import { upgradeRoute } from '../routes';
import { trendRoutes } from './TrendList';
import { publishTrend } from '../../features/trend/trendApi';

const Preview = styled.figure`
  position: relative;
  margin: 0;
  align-self: flex-start;
  img {
    display: block;
    max-width: 100%;
    max-height: 240px;
    border-radius: ${({ theme }) => theme.radius.card};
  }
  button {
    position: absolute;
    top: ${({ theme }) => theme.space.xs};
    right: ${({ theme }) => theme.space.xs};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

export default function TrendNew() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const flags = useAuthorities();
  const [content, setContent] = useState('');
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.url);
    },
    [picture],
  );

  const refuse = () =>
    toast.show({
      message: t('guard.noPermission'),
      tone: 'warning',
      action: { label: t('shell.upgrade'), onClick: () => navigate(upgradeRoute) },
    });

  const choosePicture = () => {
    if (!flags.Upload_photo) {
      refuse();
      return;
    }
    fileInput.current?.click();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const rejected = checkAvatarFile(file);
    if (rejected) {
      setProblem(t(`trend.pictureError.${rejected}`));
      return;
    }
    setProblem(null);
    setPicture({ file, url: URL.createObjectURL(file) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!flags.Allows_newsfeed_to_be_sent || (picture && !flags.Upload_photo)) {
      refuse();
      return;
    }
    const text = content.trim();
    if (!text && !picture) {
      setProblem(t('validation.contentEmpty'));
      return;
    }
    if (characterCount(text) > POST_MAX) {
      setProblem(t('trend.tooLong', { max: POST_MAX }));
      return;
    }
    setProblem(null);
    setBusy(true);
    let img = '';
    if (picture) {
      const uploaded = await uploadPicture(picture.file);
      if (!isOk(uploaded) || !uploaded.data?.url) {
        setBusy(false);
        setProblem(t(`trend.pictureError.${pictureError(uploaded, 'file')}`));
        return;
      }
      img = uploaded.data.url;
    }
    const answer = await publishTrend(text, img);
    if (!isOk(answer)) {
      setBusy(false);
      toast.show({ message: serverMessage(answer.msg, 'trend.sendFailed', i18n), tone: 'danger' });
      return;
    }
    setBusy(false);
    toast.show({ message: t('trend.sent'), tone: 'success' });
    navigate(trendRoutes.list);
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('trendNew.title')} back={trendRoutes.list} />
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label={t('trendNew.content')}
          name="content"
          multiline
          rows={5}
          maxLength={POST_MAX}
          value={content}
          onValueChange={setContent}
          error={problem ?? undefined}
        />
        {picture && (
          <Preview>
            <img src={picture.url} alt={t('trendNew.preview')} />
            <IconButton
              variant="overlay"
              size="sm"
              label={t('trendNew.removePicture')}
              icon={<X aria-hidden />}
              onClick={() => setPicture(null)}
            />
          </Preview>
        )}
        <HiddenInput
          ref={fileInput}
          type="file"
          accept="image/gif,image/jpeg,image/png"
          tabIndex={-1}
          aria-label={t('trendNew.pictureFile')}
          onChange={onFile}
        />
        <Button
          type="button"
          variant="secondary"
          iconStart={<ImagePlus aria-hidden />}
          onClick={choosePicture}
          disabled={busy}
        >
          {picture ? t('trendNew.changePicture') : t('trendNew.addPicture')}
        </Button>
        <Button type="submit" fullWidth loading={busy} iconStart={<Send aria-hidden />}>
          {t('trendNew.submit')}
        </Button>
      </FormStack>
    </Page>
  );
}
