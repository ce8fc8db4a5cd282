import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ChatComposer.stories';
import { ChatComposer } from './ChatComposer';

describe('ChatComposer stories', () => {
  testEveryStory(stories, {
    role: 'form',
    checks: {
      Empty: () =>
        ['Send', 'Translate', 'Send picture', 'Emoticons', 'Send gift'].forEach((name) =>
          expect(screen.getByRole('button', { name })).toBeInTheDocument(),
        ),
      TranslateOn: () =>
        expect(screen.getByRole('button', { name: 'Translate' })).toHaveAttribute('aria-pressed', 'true'),
      NoImage: () => expect(screen.queryByRole('button', { name: 'Send picture' })).toBeNull(),
      EmoticonsOpen: () => expect(screen.getByRole('group', { name: 'Emoticons' })).toBeInTheDocument(),
      AllVariants: () => {
        expect(screen.getAllByRole('form')).toHaveLength(8);
        expect(screen.getAllByRole('button', { name: 'Send picture' })).toHaveLength(6);
        expect(screen.getAllByRole('button', { name: 'Send gift' })).toHaveLength(4);
      },
      EmptyRejected: () => expect(screen.getByRole('alert')).toHaveTextContent("Content can't be empty"),
    },
  });
});

describe('ChatComposer', () => {
  function setup(props: Partial<Parameters<typeof ChatComposer>[0]> = {}) {
    const onSend = jest.fn();
    render(
      <KindredProvider locale="en">
        <ChatComposer onSend={onSend} {...props} />
      </KindredProvider>,
    );
    return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) };
  }

  it('sends trimmed text with Enter and clears; Shift+Enter adds a line', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '  hello{Shift>}{Enter}{/Shift}there  {Enter}');
    expect(onSend).toHaveBeenCalledWith('hello\nthere');
    expect(box).toHaveValue('');
  });

  it('inserts an emoticon code at the cursor', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'hi ');
    await userEvent.click(screen.getByRole('button', { name: 'Emoticons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rose' }));
    expect(box).toHaveValue('hi [rose]');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('hi [rose]');
  });

  it('lets gender-0 members send empty text when allowed', async () => {
    const { onSend } = setup({ allowEmpty: true });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('');
  });

  it('toggles translation and hands over a chosen picture', async () => {
    const onTranslateChange = jest.fn();
    const onSendImage = jest.fn();
    const { container } = render(
      <KindredProvider locale="en">
        <ChatComposer onSend={jest.fn()} onTranslateChange={onTranslateChange} onSendImage={onSendImage} />
      </KindredProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(onTranslateChange).toHaveBeenCalledWith(true);
    const picture = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, picture);
    expect(onSendImage).toHaveBeenCalledWith(picture);
  });
});
