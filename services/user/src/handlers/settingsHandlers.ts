import type { UserServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { AsyncHandlers } from '@kindred/kit';
import { InputError } from '@kindred/kit';
import type { MemberSettings as WireSettings } from '@kindred/kit/generated/kindred/user/v1/MemberSettings';
import type { ChatFrom, MemberSettings, MemberSettingsBook } from '../domain/memberSettings';

type SettingsHandlers = Pick<AsyncHandlers<UserServiceHandlers>, 'GetMemberSettings' | 'SaveMemberSettings'>;

/** `announceChanged`: privacy decides what members' cards show (online status, sign-in time, listing). */
export function settingsHandlers(
  settings: MemberSettingsBook,
  announceChanged: (userIds: number[]) => Promise<void>,
): SettingsHandlers {
  return {
    async GetMemberSettings(req) {
      return toWire(await settings.get(req.user_id));
    },
    async SaveMemberSettings(req) {
      if (!req.settings) throw new InputError({ settings: 'required' });
      const { general, topics, delivery, privacy } = req.settings;
      const saved = await settings.save(req.user_id, {
        general,
        topics: topics ?? {},
        delivery,
        ...(privacy
          ? {
              privacy: {
                hideOnline: privacy.hide_online,
                chatFrom: privacy.chat_from as ChatFrom,
                hideFromLists: privacy.hide_from_lists,
                hideFromVisitors: privacy.hide_from_visitors,
              },
            }
          : {}),
      });
      if (privacy) await announceChanged([req.user_id]);
      return toWire(saved);
    },
  };
}

function toWire({ privacy, ...settings }: MemberSettings): WireSettings {
  return {
    ...settings,
    privacy: {
      hide_online: privacy.hideOnline,
      chat_from: privacy.chatFrom,
      hide_from_lists: privacy.hideFromLists,
      hide_from_visitors: privacy.hideFromVisitors,
    },
  };
}
