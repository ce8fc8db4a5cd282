import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTheme } from 'styled-components';
import { Lock, Mail } from 'lucide-react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmoticonText } from '../EmoticonText';
import { EmptyState } from '../EmptyState';
import { Entry, Head, Mails, Meta, Preview } from './MailListItem.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { formatMessage } from '../../i18n/messages';

/** An item's words, in the member's language (the app's texts: they ship with the mail screens). */
export type MailListItemTexts = {
  /** The button's name, "Mail from {name}", and while unread "Unread mail from {name}". */
  open: string;
  openUnread: string;
  /** The unread dot's name. */
  unread: string;
  /** The preview of a mail the member may not read. */
  locked: string;
};

/** The inbox's words: its name, its failure and its empty state, and its items' words. */
export type MailListTexts = MailListItemTexts & { inbox: string; loadFailed: string; empty: string };

export type MailListProps = ComponentPropsWithoutRef<'ul'> & {
  texts: MailListTexts;
  /** The mails to list (instead of MailListItem children); null or undefined: none loaded yet. */
  mails?: ReadonlyArray<Omit<MailListItemProps, 'texts'> & { mailId: string | number }> | null;
  /** Loading failed and no mails are at hand: the failure and a way to try again. */
  failed?: boolean;
  onRetry?: () => void;
  /** What an empty inbox says; "No mail yet" unless given (a search names its own). */
  emptyTitle?: string;
};

/**
 * The inbox: a list of MailListItems named "Inbox" (unless `aria-label` says otherwise), or what
 * stands in its place: the loading failure with a retry, or the empty inbox.
 */
export const MailList = forwardRef<HTMLUListElement, MailListProps>(function MailList(
  { texts, mails, failed = false, onRetry, emptyTitle, children, ...rest },
  ref,
) {
  const { t } = useLocale();
  if (failed && !mails) {
    return (
      <EmptyState title={texts.loadFailed} action={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>} />
    );
  }
  if (mails === null || (mails === undefined && !children)) return null;
  if (mails?.length === 0) return <EmptyState icon={<Mail />} title={emptyTitle ?? texts.empty} />;
  return (
    <Mails ref={ref} aria-label={texts.inbox} {...rest}>
      {mails ? mails.map(({ mailId, ...mail }) => <MailListItem key={mailId} texts={texts} {...mail} />) : children}
    </Mails>
  );
});

export type MailListItemProps = Omit<ComponentPropsWithoutRef<'li'>, 'onClick'> & {
  texts: MailListItemTexts;
  /** Who sent it (the app names customer service). */
  name: string;
  /** The mail's text, emoticon codes drawn as pictures. */
  message: string;
  /** Not yet opened: bold, with an unread dot, and read out as unread. */
  unread?: boolean;
  /** The member may not read it: "Upgrade to read this mail" with a lock instead of the text. */
  locked?: boolean;
  /** When it was sent, as the app words it ("3 minutes ago"). */
  time: string;
  onOpen: () => void;
};

/** One mail of the inbox as a button that opens it: sender, preview, time and the unread dot. */
export const MailListItem = forwardRef<HTMLLIElement, MailListItemProps>(function MailListItem(
  { texts, name, message, unread = false, locked = false, time, onOpen, ...rest },
  ref,
) {
  const theme = useTheme();
  const dot = unread && <Badge dot count={1} label={texts.unread} />;
  const preview = (
    <Preview>
      {locked ? (
        <>
          <Lock aria-hidden size={14} /> {texts.locked}
        </>
      ) : (
        <EmoticonText text={message} />
      )}
    </Preview>
  );
  return (
    <li ref={ref} {...rest}>
      <Entry
        type="button"
        $unread={unread}
        onClick={onOpen}
        aria-label={formatMessage(unread ? texts.openUnread : texts.open, { name })}
      >
        {theme.name === 'mobile' ? (
          <>
            <Head>
              <span>{name}</span>
              <Meta>
                <small>{time}</small>
                {dot}
              </Meta>
            </Head>
            {preview}
          </>
        ) : (
          <>
            <span>{name}</span>
            {preview}
            <Meta>
              {dot}
              <small>{time}</small>
            </Meta>
          </>
        )}
      </Entry>
    </li>
  );
});
