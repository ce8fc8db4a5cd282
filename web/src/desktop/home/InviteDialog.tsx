/**
 * The home page's invite dialog: the member's referral link (`/invitation/{code}` on the current
 * host), read-only, and a copy button that says 'copied' once the link is on the clipboard.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { sharedPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { Button, Dialog, TextField } from '../../app/ui';
import { Paragraph, Row } from '../layout';

/** Writes the text to the clipboard; falls back to the selection copy where the API is not allowed. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const link = `${window.location.origin}${sharedPaths.invitation(session?.invitation_code ?? '')}`;
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t('desk.invite.title')}>
      <Paragraph>{t('desk.invite.intro')}</Paragraph>
      <Row>
        <TextField
          ref={field}
          label={t('desk.invite.link')}
          name="invitation"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={copied ? 'secondary' : 'primary'}
          onClick={() => void copyText(link, field.current).then(setCopied)}
        >
          {copied ? t('desk.invite.copied') : t('desk.invite.copy')}
        </Button>
      </Row>
    </Dialog>
  );
}
