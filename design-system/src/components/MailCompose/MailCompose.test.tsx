import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './MailCompose.stories';
import { MailCompose } from './MailCompose';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

describe('MailCompose stories', () => {
  testEveryStory(stories, {
    role: 'form',
    checks: {
      Empty: () => {
        expect(screen.getByRole('form', { name: 'Write mail' })).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: /^To \(username\)/ })).toHaveAttribute('name', 'email');
        expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('name', 'content');
      },
      Reply: () => expect(screen.getByRole('textbox', { name: /^To \(username\)/ })).toHaveValue('carol'),
      Errors: () => {
        expect(screen.getByText('Please enter the recipient')).toBeInTheDocument();
        expect(screen.getByText("Content can't be empty")).toBeInTheDocument();
      },
      Sending: () => expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
      TypeAndSend: () => expect(screen.getByText('2/50')).toBeInTheDocument(),
    },
  });
});

it('submits without the browser’s own checks and takes the whole width on phones only', async () => {
  const onSubmit = jest.fn();
  const props = {
    texts: memberStoryTexts({ locale: 'en' }).mailCompose,
    label: 'New mail',
    recipient: '',
    content: '',
    onRecipientChange: jest.fn(),
    onContentChange: jest.fn(),
    onSubmit,
  };
  const { rerender } = render(
    <KindredProvider theme="desktop" locale="en">
      <MailCompose {...props} />
    </KindredProvider>,
  );
  expect(screen.getByRole('form', { name: 'New mail' })).toHaveAttribute('novalidate');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  const desktopWidth = getComputedStyle(screen.getByRole('button', { name: 'Send' })).width;
  rerender(
    <KindredProvider theme="mobile" locale="en">
      <MailCompose {...props} />
    </KindredProvider>,
  );
  expect(getComputedStyle(screen.getByRole('button', { name: 'Send' })).width).toBe('100%');
  expect(desktopWidth).not.toBe('100%');
});
