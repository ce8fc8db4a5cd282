/**
 * The post box of the own profile: text with emoticons and one picture. Posting needs
 * Allows_newsfeed_to_be_sent, a picture also Upload_photo; text or picture must be there.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { pictureError, uploadPicture } from '../../app/pictures';
import { useToast } from '../../app/toast';
import { Button, EmoticonPanel, TextField, checkAvatarFile } from '../../app/ui';
import { POST_MAX } from '@kindred/rules';
import { publishTrend } from '../../features/trend/trendApi';
import { Form, Row } from '../layout';

const HiddenInput = styled.input`
  display: none;
`;

const Preview = styled.img`
  max-width: 200px;
  border-radius: ${({ theme }) => theme.radius.card};
`;

export function PostBox({ onPosted }: { onPosted: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const flags = useAuthorities();
  const [content, setContent] = useState('');
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  const [emoticons, setEmoticons] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);

  const refuse = () => toast.show({ message: t('desk.noPermission'), tone: 'warning' });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const rejected = checkAvatarFile(file);
    if (rejected) setProblem(t(`trend.pictureError.${rejected}`));
    else {
      setProblem(null);
      setPicture({ file, url: URL.createObjectURL(file) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!flags.Allows_newsfeed_to_be_sent || (picture && !flags.Upload_photo)) return refuse();
    const text = content.trim();
    if (!text && !picture) return setProblem(t('validation.contentEmpty'));
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
    toast.show({ message: t('desk.user.sent'), tone: 'success' });
    onPosted();
  };

  return (
    <Form noValidate onSubmit={submit}>
      <TextField
        label={t('desk.user.postLabel')}
        name="content"
        multiline
        rows={3}
        maxLength={POST_MAX}
        value={content}
        onValueChange={setContent}
        error={problem ?? undefined}
      />
      {emoticons && <EmoticonPanel onSelect={(code: string) => setContent((current) => current + code)} />}
      {picture && <Preview src={picture.url} alt={t('desk.user.addPicture')} />}
      <HiddenInput
        ref={fileInput}
        type="file"
        accept="image/gif,image/jpeg,image/png"
        tabIndex={-1}
        aria-label={t('desk.user.addPicture')}
        onChange={onFile}
      />
      <Row>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEmoticons((open) => !open)}>
          {t('desk.user.emoticons')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => (flags.Upload_photo ? fileInput.current?.click() : refuse())}
        >
          {t('desk.user.addPicture')}
        </Button>
        {picture && (
          <Button type="button" variant="ghost" size="sm" onClick={() => setPicture(null)}>
            {t('desk.user.removePicture')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {t('desk.user.post')}
        </Button>
      </Row>
    </Form>
  );
}
