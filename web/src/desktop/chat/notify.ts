/**
 * Desktop notifications of new chat messages (docs/product.md section 4): the browser's Notification
 * API when the member allowed it, otherwise the caller shows an in-page one.
 */
export type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

export function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askNotificationPermission(): Promise<Permission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows a browser notification when allowed; false: the caller shows an in-page one. */
export function showBrowserNotification(title: string, body: string, onClick: () => void): boolean {
  if (notificationPermission() !== 'granted') return false;
  try {
    const notification = new Notification(title, { body, tag: `chat-${title}` });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker.
    return false;
  }
}
