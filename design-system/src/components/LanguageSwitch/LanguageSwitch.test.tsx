import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './LanguageSwitch.stories';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch stories', () => {
  testEveryStory(stories, {
    role: 'button',
    roleFor: { DoOwnScripts: 'list', DontTranslatedNames: 'list', List: 'radiogroup' },
    checks: {
      CurrentLanguage: () => expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument(),
      AllVariants: () => {
        expect(screen.getAllByRole('button')).toHaveLength(3);
        expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
        expect(screen.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('value'))).toEqual([
          'zhtw',
          'zhcn',
          'en',
        ]);
      },
      MenuClosed: () => expect(screen.getByRole('button', { name: 'Language: 繁體中文' })).toBeInTheDocument(),
      MenuOpen: () => {
        expect(screen.getAllByRole('menuitemradio')).toHaveLength(3);
        expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
      },
    },
  });
});

describe('LanguageSwitch', () => {
  it('menu: picks a language', async () => {
    const onValueChange = jest.fn();
    render(
      <KindredProvider locale="en">
        <LanguageSwitch value="zhtw" onValueChange={onValueChange} />
      </KindredProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    expect(onValueChange).toHaveBeenCalledWith('zhcn');
  });
  it('list: shows radios with the current language checked', async () => {
    const onValueChange = jest.fn();
    render(
      <KindredProvider locale="en">
        <LanguageSwitch variant="list" value="zhcn" onValueChange={onValueChange} />
      </KindredProvider>,
    );
    expect(screen.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(onValueChange).toHaveBeenCalledWith('en');
  });
});
