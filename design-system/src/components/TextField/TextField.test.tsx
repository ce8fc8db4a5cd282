import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './TextField.stories';
import { TextField, characterCount } from './TextField';

describe('TextField stories', () => {
  testEveryStory(stories, {
    role: 'textbox',
    checks: {
      Signature: () => expect(screen.getByRole('textbox')).toHaveAccessibleDescription('8 of 30 characters'),
      Invalid: () => {
        expect(screen.getByRole('textbox')).toBeInvalid();
        expect(screen.getByRole('alert')).toHaveTextContent('Format error');
      },
      Disabled: () => expect(screen.getByRole('textbox')).toBeDisabled(),
    },
  });
});

describe('TextField counter', () => {
  function setup(maxLength: number) {
    const onValueChange = jest.fn();
    render(
      <KindredProvider locale="en">
        <TextField label="Signature" maxLength={maxLength} onValueChange={onValueChange} />
      </KindredProvider>,
    );
    return { input: screen.getByRole('textbox', { name: 'Signature' }), onValueChange };
  }

  it('counts as the member types and stops at the limit (signature 30)', async () => {
    const { input, onValueChange } = setup(30);
    expect(screen.getByText('0/30')).toBeInTheDocument();
    await userEvent.type(input, 'hello');
    expect(screen.getByText('5/30')).toBeInTheDocument();
    await userEvent.type(input, 'x'.repeat(40));
    expect(input).toHaveValue('hello' + 'x'.repeat(25));
    expect(screen.getByText('30/30')).toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith('hello' + 'x'.repeat(25));
  });

  it('counts CJK characters and emoji as one each (message 50)', async () => {
    const { input } = setup(50);
    await userEvent.type(input, '你好😀');
    expect(screen.getByText('3/50')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('3 of 50 characters');
  });

  it('characterCount counts code points', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('繁體😀')).toBe(3);
  });
});
