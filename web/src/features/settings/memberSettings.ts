/**
 * The member's settings pages, stored on the server per member so that they follow the member to
 * another device (docs/member-settings.md): `general`, the notification topics form1..form10 and form12
 * (new members matching my saved searches, told in the digest), the delivery form11 and the privacy
 * controls (which the server enforces for everyone else).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChatFrom } from '@kindred/rules';
import { isOk, post, type Envelope } from '../../app/api';

export const NOTIFICATION_FORMS = [
  'form1',
  'form2',
  'form3',
  'form4',
  'form5',
  'form6',
  'form7',
  'form8',
  'form9',
  'form10',
  'form12',
] as const;
export type NotificationForm = (typeof NOTIFICATION_FORMS)[number];
export const DELIVERIES = ['Immediately', 'Automatically', 'never'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** Who may start a chat with the member: the visibility policy's choices (packages/rules). */
export { CHAT_FROM_CHOICES as CHAT_FROM } from '@kindred/rules';
export type { ChatFrom };

export interface PrivacyControls {
  hide_online: boolean;
  chat_from: ChatFrom;
  hide_from_lists: boolean;
  hide_from_visitors: boolean;
}

export type MemberSettings = { general: boolean; form11: Delivery } & Record<NotificationForm, boolean> &
  PrivacyControls;

export function loadSettings(): Promise<Envelope<MemberSettings>> {
  return post<MemberSettings>('/member/index/settings');
}

export function saveSettings(settings: MemberSettings): Promise<Envelope<MemberSettings>> {
  return post<MemberSettings>('/member/index/savesettings', { ...settings });
}

/** The settings (null while loading), a setter for the form, and save (resolves true when stored). */
export function useMemberSettings() {
  const [settings, setSettings] = useState<MemberSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    void loadSettings().then((answer) => {
      if (!live) return;
      if (isOk(answer) && answer.data) setSettings(answer.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const change = useCallback(
    (patch: Partial<MemberSettings>) => setSettings((current) => current && { ...current, ...patch }),
    [],
  );
  const save = useCallback(async () => {
    if (!settings) return false;
    setSaving(true);
    const answer = await saveSettings(settings);
    setSaving(false);
    if (isOk(answer) && answer.data) setSettings(answer.data);
    return isOk(answer);
  }, [settings]);
  return { settings, failed, saving, change, save };
}
