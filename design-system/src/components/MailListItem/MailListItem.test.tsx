import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './MailListItem.stories';
import { MailList, MailListItem } from './MailListItem';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

describe('MailListItem stories', () => {
  testEveryStory(stories, {
    role: 'listitem',
    roleFor: { InboxFailed: 'region', InboxEmpty: 'region' },
    checks: {
      InboxFailed: () => {
        expect(screen.getByText('The mail could not be loaded')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      },
      InboxEmpty: () => expect(screen.getByText('No mail yet')).toBeInTheDocument(),
      Read: () => {
        const inbox = screen.getByRole('list', { name: 'Inbox' });
        expect(within(inbox).getByRole('button', { name: 'Mail from carol' })).toHaveTextContent('See you on Saturday');
        expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull();
      },
      Unread: () => {
        expect(screen.getByRole('button', { name: 'Unread mail from carol' })).toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'Unread' })).toBeInTheDocument();
      },
      Locked: () => {
        const mail = screen.getByRole('button', { name: 'Unread mail from carol' });
        expect(mail).toHaveTextContent('Upgrade to read this mail');
        expect(mail).not.toHaveTextContent('See you on Saturday');
      },
      Inbox: () => expect(screen.getAllByRole('listitem')).toHaveLength(3),
    },
  });
});

it('opens the mail on a press or from the keyboard', async () => {
  const onOpen = jest.fn();
  const zhtw = memberStoryTexts({ locale: 'zhtw' }).mail;
  render(
    <KindredProvider theme="desktop" locale="zhtw">
      <MailList texts={zhtw}>
        <MailListItem texts={zhtw} name="carol" message="嗨" time="3 分鐘前" unread onOpen={onOpen} />
      </MailList>
    </KindredProvider>,
  );
  const mail = within(screen.getByRole('list', { name: '收件匣' })).getByRole('button', {
    name: '來自 carol 的未讀郵件',
  });
  await userEvent.click(mail);
  mail.focus();
  await userEvent.keyboard('{Enter}');
  expect(onOpen).toHaveBeenCalledTimes(2);
});

it('lists the mails it is given, each opening its own', async () => {
  const opened: string[] = [];
  render(
    <KindredProvider theme="mobile" locale="en">
      <MailList
        texts={memberStoryTexts({ locale: 'en' }).mail}
        mails={['carol', 'dave'].map((name, mailId) => ({
          mailId,
          name,
          message: 'Hi',
          time: 'now',
          onOpen: () => opened.push(name),
        }))}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Mail from dave' }));
  expect(opened).toEqual(['dave']);
});
