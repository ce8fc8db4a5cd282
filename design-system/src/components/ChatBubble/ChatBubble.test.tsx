import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { ChatBubble } from './ChatBubble';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ChatBubble.stories';

describe('ChatBubble stories', () => {
  testEveryStory(stories, {
    role: 'log',
    checks: {
      Theirs: () => {
        expect(screen.getByRole('log')).toHaveTextContent('Mei Lin: Hi! Loved your hiking photos');
        expect(screen.getByRole('img', { name: 'Smile' })).toBeInTheDocument();
      },
      Mine: () => {
        expect(screen.getByRole('log')).toHaveTextContent('You: Thanks!');
        expect(screen.queryByRole('img', { name: 'Mei Lin' })).toBeNull();
      },
      Emoticons: () => expect(screen.getAllByRole('img', { name: 'Laugh' })).toHaveLength(2),
      Image: () => expect(screen.getByRole('img', { name: 'Picture from Mei Lin' })).toBeInTheDocument(),
      LongChinese: () => expect(screen.getByRole('time')).toHaveTextContent('Jun 14'),
      Pending: () => {
        expect(screen.getByText('Sending…')).toBeInTheDocument();
        expect(screen.queryByRole('time')).toBeNull();
        expect(screen.getByText('On my way').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
      },
      FailedTimeout: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(/^Not sent/);
        expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
      },
      AllVariants: () => {
        expect(screen.getAllByRole('alert')).toHaveLength(3);
        expect(screen.getAllByText('Sending…')).toHaveLength(3);
      },
      Failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Not sent: This member is not available for chat');
        expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      },
    },
  });
});

it('retries or deletes a failed message, in the member language', async () => {
  const onRetry = jest.fn();
  const onDiscard = jest.fn();
  render(
    <KindredProvider locale="zhtw">
      <ChatBubble
        mine
        senderName="alice"
        status="failed"
        onRetry={onRetry}
        onDiscard={onDiscard}
        message={{ type: 'txt', content: '在嗎？', sender_id: 1, create_time: 100 }}
      />
    </KindredProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('未傳送');
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  await userEvent.click(screen.getByRole('button', { name: '刪除' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(onDiscard).toHaveBeenCalledTimes(1);
});
