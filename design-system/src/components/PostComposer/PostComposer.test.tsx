import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './PostComposer.stories';
import { PostComposer, type PostComposerProps } from './PostComposer';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

describe('PostComposer stories', () => {
  testEveryStory(stories, {
    role: 'textbox',
    checks: {
      Mobile: () => {
        expect(screen.getByRole('textbox', { name: 'What is on your mind?' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Add a picture' })).toBeInTheDocument();
        expect(screen.getByLabelText('Picture for the post')).toHaveAttribute('type', 'file');
        expect(screen.getByRole('button', { name: 'Post' })).toHaveAttribute('type', 'submit');
      },
      MobileWithPicture: () => {
        expect(screen.getByRole('img', { name: 'Picture of the post' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Change the picture' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Remove the picture' })).toBeInTheDocument();
      },
      Desktop: () => {
        expect(screen.getByRole('button', { name: 'Emoticons' })).toBeInTheDocument();
        expect(screen.getByLabelText('Add a picture')).toHaveAttribute('type', 'file');
      },
      WithError: () => expect(screen.getByText("Content can't be empty")).toBeInTheDocument(),
    },
  });
});

function renderComposer(props: Partial<PostComposerProps>) {
  const handlers = { onValueChange: jest.fn(), onPicture: jest.fn(), onRemovePicture: jest.fn(), onSubmit: jest.fn() };
  render(
    <KindredProvider theme="mobile" locale="en">
      <PostComposer texts={memberStoryTexts({ locale: 'en' }).postComposer} value="" {...handlers} {...props} />
    </KindredProvider>,
  );
  return handlers;
}

describe('PostComposer', () => {
  it('hands a chosen file over and opens no file dialog when the picture is refused', async () => {
    const { onPicture } = renderComposer({ onChoosePicture: () => false });
    const input = screen.getByLabelText<HTMLInputElement>('Picture for the post');
    const click = jest.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Add a picture' }));
    expect(click).not.toHaveBeenCalled();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onPicture).toHaveBeenCalledWith(file);
  });

  it('adds an emoticon to the text on desktop', async () => {
    const { onValueChange } = renderComposer({ layout: 'desktop', value: 'hi' });
    await userEvent.click(screen.getByRole('button', { name: 'Emoticons' }));
    const panel = screen.getByRole('group', { name: 'Emoticons' });
    await userEvent.click(panel.querySelector('button') as HTMLButtonElement);
    expect(onValueChange).toHaveBeenCalledWith(expect.stringMatching(/^hi.+/));
  });
});
