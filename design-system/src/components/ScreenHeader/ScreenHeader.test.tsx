import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './ScreenHeader.stories';
import { ScreenHeader } from './ScreenHeader';
import { Heading } from '../Typography';

describe('ScreenHeader stories', () => {
  testEveryStory(stories, {
    role: 'heading',
    checks: {
      WithBack: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Recharge' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      },
      TitleOnly: () => expect(screen.queryByRole('button', { name: 'Back' })).toBeNull(),
      WithActions: () => expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument(),
      PageTitle: () => {
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
      },
    },
  });
});

describe('ScreenHeader', () => {
  it('goes back when the back button is pressed', async () => {
    const onBack = jest.fn();
    render(
      <KindredProvider theme="mobile" locale="zhtw">
        <ScreenHeader title="儲值" onBack={onBack} />
      </KindredProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('gives a page title the heading size of a level-1 Heading', () => {
    render(
      <KindredProvider theme="desktop" locale="en">
        <ScreenHeader title="Orders" size="heading" />
        <Heading>Members</Heading>
      </KindredProvider>,
    );
    const heading = getComputedStyle(screen.getByRole('heading', { name: 'Members' }));
    const title = getComputedStyle(screen.getByRole('heading', { name: 'Orders' }));
    expect(title.fontSize).toBe(heading.fontSize);
    expect(title.fontFamily).toBe(heading.fontFamily);
  });
});
