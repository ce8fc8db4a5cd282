/**
 * The texts of the "notifications on this device" setting, in the three languages, added to the app's
 * i18n under `push.` when a settings screen that shows it loads (they are needed nowhere else).
 */
import { i18n } from '../../app/i18n';

const texts = {
  en: {
    heading: 'Notifications on this device',
    intro: 'Get a notification on this device when someone writes to you while Kindred is closed.',
    previews: 'Show the first words of messages (also on a locked screen)',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    on: 'Notifications are on for this device.',
    off: 'Notifications are off for this device.',
    blocked: 'This browser blocks notifications from Kindred. Allow them in the browser settings.',
    unsupported: 'This browser cannot show notifications from Kindred.',
    failed: 'Notifications could not be turned on. Please try again.',
  },
  zhcn: {
    heading: '本设备的通知',
    intro: 'Kindred 关闭时，有人给您写信或发消息，在本设备上通知您。',
    previews: '显示消息的开头几个字（锁屏时也显示）',
    turnOn: '开启',
    turnOff: '关闭',
    on: '本设备已开启通知。',
    off: '本设备未开启通知。',
    blocked: '此浏览器已阻止 Kindred 的通知，请在浏览器设置中允许。',
    unsupported: '此浏览器无法显示 Kindred 的通知。',
    failed: '无法开启通知，请重试。',
  },
  zhtw: {
    heading: '本裝置的通知',
    intro: 'Kindred 關閉時，有人給您寫信或傳訊息，在本裝置上通知您。',
    previews: '顯示訊息的開頭幾個字（鎖定畫面時也顯示）',
    turnOn: '開啟',
    turnOff: '關閉',
    on: '本裝置已開啟通知。',
    off: '本裝置未開啟通知。',
    blocked: '此瀏覽器已封鎖 Kindred 的通知，請在瀏覽器設定中允許。',
    unsupported: '此瀏覽器無法顯示 Kindred 的通知。',
    failed: '無法開啟通知，請重試。',
  },
} as const;

for (const [locale, push] of Object.entries(texts))
  i18n.addResourceBundle(locale, 'translation', { push }, true, false);
