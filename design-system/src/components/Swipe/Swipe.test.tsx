import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Swipe.stories';
import { Swipe } from './Swipe';

describe('Swipe stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      Autoplay: () => expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument(),
      Manual: () => expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull(),
      Paused: () => expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument(),
      AllVariants: () => {
        expect(screen.getAllByRole('region')).toHaveLength(6);
        expect(screen.getAllByRole('button', { name: 'Pause slideshow' })).toHaveLength(2);
      },
      SinglePhoto: () => expect(screen.queryAllByRole('button')).toHaveLength(0),
    },
  });
});

describe('Swipe behaviour', () => {
  const slides = [1, 2, 3].map((id) => ({ id, src: `/bg${id}.png`, alt: `bg ${id}` }));
  const current = () =>
    screen
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label');

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const onIndexChange = jest.fn();
    render(
      <KindredProvider locale="en">
        <Swipe slides={slides} onIndexChange={onIndexChange} />
      </KindredProvider>,
    );
    return { onIndexChange, root: screen.getByRole('region', { name: 'Photos' }) };
  }

  it('advances every 3000 ms and wraps around', () => {
    const { onIndexChange } = setup();
    expect(current()).toBe('Photo 1 of 3');
    act(() => jest.advanceTimersByTime(2999));
    expect(current()).toBe('Photo 1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe('Photo 2 of 3');
    act(() => jest.advanceTimersByTime(6000));
    expect(current()).toBe('Photo 1 of 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('pauses with the button and while hovered', async () => {
    const { root } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(9000));
    expect(current()).toBe('Photo 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.mouseEnter(root);
    act(() => jest.advanceTimersByTime(9000));
    expect(current()).toBe('Photo 1 of 3');
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(3000));
    expect(current()).toBe('Photo 2 of 3');
  });

  it('moves with a swipe and with the dots', () => {
    const { root } = setup();
    fireEvent.touchStart(root, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(root, { changedTouches: [{ clientX: 100 }] });
    expect(current()).toBe('Photo 2 of 3');
    fireEvent.touchStart(root, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(root, { changedTouches: [{ clientX: 300 }] });
    expect(current()).toBe('Photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    expect(current()).toBe('Photo 3 of 3');
  });
});
