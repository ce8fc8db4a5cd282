/**
 * /w/home/user/verification: ask to be verified (docs/safety.md, "Verified profiles"). The app shows
 * a pose chosen at random; the member sends a selfie in it; staff compare it with the profile photos.
 * Then it says where the request stands.
 */
import { useRef } from 'react';
import { ImageUp, ShieldCheck } from 'lucide-react';
import { Button, ErrorText, Notice, VerifiedBadge, ScreenHeader } from '../../app/ui';
import { useVerification } from '../../features/verification/useVerification';
import { useVerificationTexts, useVerificationTitle } from '../../features/verification/verificationTexts';
import { chosenSelfie, poseExpiry, SELFIE_ACCEPT } from '../../features/verification/selfieInput';
import { Card, Content, Paragraph, Row, Subheading } from '../layout';

export default function Verification() {
  useVerificationTitle();
  const { t, i18n } = useVerificationTexts();
  const { step, status, asked, busy, error, ask, send } = useVerification();
  const input = useRef<HTMLInputElement>(null);
  const startButton = (label: string) => (
    <Row>
      <Button loading={busy} iconStart={<ShieldCheck aria-hidden />} onClick={() => void ask()}>
        {label}
      </Button>
    </Row>
  );

  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={t('verification.title')} />
        {step === 'intro' && (
          <>
            <Paragraph>{t('verification.intro')}</Paragraph>
            <Paragraph>{t('verification.needPhotoHint')}</Paragraph>
            {startButton(t('verification.start'))}
          </>
        )}
        {step === 'pose' && asked && (
          <>
            <Subheading>{t('verification.poseHeading')}</Subheading>
            <Notice tone="info">{t(`verification.poses.${asked.pose}`)}</Notice>
            <Paragraph>{t('verification.poseHint', { time: poseExpiry(asked.expire_time, i18n.language) })}</Paragraph>
            <input
              ref={input}
              type="file"
              accept={SELFIE_ACCEPT}
              hidden
              aria-label={t('verification.choose')}
              onChange={(event) => {
                const selfie = chosenSelfie(event.currentTarget);
                event.currentTarget.value = '';
                if (selfie) void send(selfie);
              }}
            />
            <Row>
              <Button loading={busy} iconStart={<ImageUp aria-hidden />} onClick={() => input.current?.click()}>
                {t('verification.choose')}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => void ask()}>
                {t('verification.newPose')}
              </Button>
            </Row>
          </>
        )}
        {step === 'pending' && <Notice tone="info">{t('verification.pending')}</Notice>}
        {step === 'verified' && (
          <Notice tone="info">
            <VerifiedBadge variant="label" /> {t('verification.verified')}
          </Notice>
        )}
        {step === 'refused' && (
          <>
            <Notice tone="warning">{t('verification.refused', { reason: status?.reason ?? '' })}</Notice>
            {startButton(t('verification.tryAgain'))}
          </>
        )}
        {step === 'unavailable' && <ErrorText>{t('verification.unavailable')}</ErrorText>}
        {error && <ErrorText>{t(`verification.errors.${error}`)}</ErrorText>}
        <Paragraph>{t('verification.privacy')}</Paragraph>
      </Card>
    </Content>
  );
}
