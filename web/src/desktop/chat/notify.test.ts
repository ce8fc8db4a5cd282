import { askNotificationPermission, notificationPermission, showBrowserNotification } from './notify';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: FakeNotification[] = [];
  static requestPermission = jest.fn(async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

beforeEach(() => {
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  // jsdom does not implement focusing the window.
  jest.spyOn(window, 'focus').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  jest.restoreAllMocks();
});

it('leaves the notice to the page until the member allows notifications', async () => {
  const onClick = jest.fn();
  expect(notificationPermission()).toBe('default');
  expect(showBrowserNotification('New message from bob', 'hi', onClick)).toBe(false);
  expect(FakeNotification.shown).toHaveLength(0);

  await expect(askNotificationPermission()).resolves.toBe('granted');
  expect(showBrowserNotification('New message from bob', 'hi', onClick)).toBe(true);
  const [shown] = FakeNotification.shown;
  expect(shown).toMatchObject({ title: 'New message from bob', options: { body: 'hi' } });
  shown!.onclick?.();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(shown!.close).toHaveBeenCalled();
});

it('is unsupported without the Notification API', () => {
  delete (window as { Notification?: unknown }).Notification;
  expect(notificationPermission()).toBe('unsupported');
  expect(showBrowserNotification('t', 'b', () => undefined)).toBe(false);
});
