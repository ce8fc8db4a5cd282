import { act, fireEvent, render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './HoverCard.stories';
import { HoverCard } from './HoverCard';

describe('HoverCard stories', () => {
  testEveryStory(stories, {
    role: 'link',
    roleFor: { DontHoverOnlyTrigger: 'generic' },
    checks: {
      Closed: () => expect(screen.queryByRole('article')).toBeNull(),
      OpenAbove: () => expect(screen.getByRole('article', { name: 'Wei Ting' })).toBeInTheDocument(),
      NameTrigger: () => {
        expect(screen.getByRole('article', { name: 'Yuki' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Chat now' })).toBeNull();
      },
      AllVariants: () => expect(screen.getAllByRole('article')).toHaveLength(2),
      Open: () => {
        expect(screen.getByRole('article', { name: 'Wei Ting' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Chat now' })).toBeInTheDocument();
      },
    },
  });
});

describe('HoverCard timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    render(
      <KindredProvider locale="en">
        <HoverCard content={<p>card</p>}>
          <a href="/p">Mei</a>
        </HoverCard>
      </KindredProvider>,
    );
    return screen.getByRole('link', { name: 'Mei' });
  }

  it('opens only after 500 ms of hovering', () => {
    const trigger = setup();
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText('card')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('card')).toBeInTheDocument();
  });

  it('does not open when the pointer leaves before 500 ms', () => {
    const trigger = setup();
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseLeave(trigger.parentElement!);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('card')).toBeNull();
  });

  it('opens on keyboard focus and closes with Escape', () => {
    const trigger = setup();
    act(() => trigger.focus());
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('card')).toBeInTheDocument();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByText('card')).toBeNull();
  });
});
